// Apart from the guitar details schema (`guitar-details.ts`, with zod): a product card's title is part of the first paint.

/** "Fender Stratocaster, 1979" for a card; the parts given, or undefined when none is. */
export function guitarTitle(details: { brand?: string; model?: string; yearBuilt?: number }): string | undefined {
  const name = [details.brand, details.model].filter(Boolean).join(' ');
  const year = details.yearBuilt === undefined ? '' : String(details.yearBuilt);
  const title = [name, year].filter(Boolean).join(', ');
  return title === '' ? undefined : title;
}
