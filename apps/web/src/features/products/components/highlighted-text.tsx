import { highlightParts } from '@restrung/shared/highlight';

/** Text with the searched words marked; built from text parts, so a listing's text is never read as markup. */
export function HighlightedText({ text, terms }: { text: string; terms?: readonly string[] }) {
  if (!terms?.length) return <>{text}</>;
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          // No side padding: a mark inside a word ("Strat" of Stratocaster, "J" and "45" of J-45) must not move its letters.
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <mark key={index} className="rounded-sm bg-warning/40 text-inherit">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
