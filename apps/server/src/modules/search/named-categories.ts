import { searchWords } from '@restrung/shared/highlight';

interface Category {
  id: string;
  name: string;
}

/** The same word, or one the other's plural: "bass" and "basses", "acoustic" and "acoustics". */
export const sameWord = (a: string, b: string) =>
  a === b || a === `${b}s` || b === `${a}s` || a === `${b}es` || b === `${a}es`;

/**
 * The categories a search's keywords name ("classical", "basses"), whose listings best match ranks first (decision
 * 0087). Compared as written, plurals aside, not by stems: the english stemmer reads "classical" as "classic", and
 * a Squier Classic Vibe is not what someone typing "classical" is after. A word in every category's name
 * ("guitars") tells none of them apart and names none.
 */
export function categoriesNamed(keywords: string[], categories: Category[]): string[] {
  const names = categories.map((category) => searchWords(category.name));
  const inEvery = (keyword: string) => names.every((words) => words.some((word) => sameWord(word, keyword)));
  const named = keywords.filter((keyword) => !inEvery(keyword));
  return categories
    .filter((_, i) => named.some((keyword) => names[i]!.some((word) => sameWord(word, keyword))))
    .map((category) => category.id);
}
