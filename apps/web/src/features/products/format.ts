import { DESCRIPTION_PREVIEW_LENGTH } from '@restrung/shared/constants';

/**
 * SPEC.md: the description is cut at 30 characters followed by an ellipsis. Counted in characters a person
 * sees (code points), so an emoji is never split in half.
 */
export function descriptionPreview(description: string, length = DESCRIPTION_PREVIEW_LENGTH): string {
  const characters = Array.from(description);
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : description;
}

export const isTruncated = (description: string, length = DESCRIPTION_PREVIEW_LENGTH): boolean =>
  Array.from(description).length > length;
