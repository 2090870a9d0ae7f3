export interface Term {
  term: string;
  detail: string;
}

/** A list of named items with what each one means, e.g. each kind of data we collect. */
export function TermList({ terms }: { terms: readonly Term[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6">
      {terms.map(({ term, detail }) => (
        <li key={term}>
          <strong className="font-semibold">{term}:</strong> {detail}
        </li>
      ))}
    </ul>
  );
}
