/**
 * What the search box reads besides words (decisions 0089, 0092-0095 and 0097; quotes as typed: 0094 amended), which nobody would guess: said where
 * keywords found nothing.
 */
const TIPS = [
  { typed: ['fender or gibson', 'strat/tele'], means: 'either one' },
  { typed: ['strat -squier'], means: 'leave out guitars that say a word' },
  { typed: ['bass not squier'], means: 'leave out a maker’s guitars' },
  { typed: ['"flame top"', '"back"'], means: 'words as typed, in that order' },
  { typed: ['under $500', '$500-$1,000', 'around $800'], means: 'a price' },
  { typed: ['excellent', 'in good condition'], means: 'a condition, or better' },
  { typed: ['older than 2000', '2010-2015', '2018+', 'late 70s'], means: 'the years a guitar was built' },
];

export function SearchTips() {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer">Search tips</summary>
      <ul aria-label="Search tips" className="mt-2 flex flex-col gap-1 text-left">
        {TIPS.map(({ typed, means }) => (
          <li key={means}>
            {typed.map((words, i) => (
              <span key={words}>
                {i > 0 && ', '}
                <kbd className="rounded border border-base-300 bg-base-100 px-1 font-mono">{words}</kbd>
              </span>
            ))}
            : {means}
          </li>
        ))}
      </ul>
    </details>
  );
}
