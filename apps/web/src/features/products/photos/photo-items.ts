import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@restrung/shared/upload';
import { MAX_PRODUCT_PHOTOS, PHOTO_MESSAGES } from '@restrung/shared/product';

/**
 * One photo of a listing being edited: already on our server (`url`), or a file chosen on this device that is
 * uploaded when the form is sent (it then gets its `url`, so a retry does not send it again).
 */
export interface PhotoItem {
  key: string;
  url?: string;
  file?: File;
  /** What the picker shows: the stored photo, or a local preview of the file. */
  preview: string;
  /** 0 to 1 while uploading. */
  progress?: number;
}

let nextKey = 0;
const newKey = () => `photo-${++nextKey}`;

export const itemsFromUrls = (urls: string[]): PhotoItem[] => urls.map((url) => ({ key: newKey(), url, preview: url }));

const localPreview = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');

/** Why a chosen file is refused before anything is sent, or null: the server's own checks, said at once. */
export function refuseFile(file: File): string | null {
  if (file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.wrongType;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** Adds the chosen files that pass the checks, up to the limit; answers the new list and what was refused. */
export function addFiles(items: PhotoItem[], files: File[]): { items: PhotoItem[]; refused: string[] } {
  const refused: string[] = [];
  const next = [...items];
  // One file chosen: its message alone; several: each message names its file.
  const named = (file: File, reason: string) => (files.length > 1 ? `${file.name}: ${reason}` : reason);
  for (const file of files) {
    const reason = refuseFile(file);
    if (reason) refused.push(named(file, reason));
    else if (next.length >= MAX_PRODUCT_PHOTOS) refused.push(named(file, PHOTO_MESSAGES.tooMany));
    else next.push({ key: newKey(), file, preview: localPreview(file) });
  }
  return { items: next, refused };
}

export function movePhoto(items: PhotoItem[], from: number, to: number): PhotoItem[] {
  if (to < 0 || to >= items.length || from === to) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export function removePhoto(items: PhotoItem[], index: number): PhotoItem[] {
  const removed = items[index];
  if (removed?.file && removed.preview.startsWith('blob:')) URL.revokeObjectURL(removed.preview);
  return items.filter((_, i) => i !== index);
}

/**
 * Uploads every photo not yet on the server, one after the other, reporting each one's progress; answers the
 * URLs in order. An upload that fails stops here: the ones already sent keep their URL for the retry.
 */
export async function uploadPhotos(
  items: PhotoItem[],
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<string>,
  onChange: (items: PhotoItem[]) => void,
): Promise<string[]> {
  let current = items;
  const update = (key: string, patch: Partial<PhotoItem>) => {
    current = current.map((item) => (item.key === key ? { ...item, ...patch } : item));
    onChange(current);
  };
  for (const item of items) {
    if (item.url || !item.file) continue;
    update(item.key, { progress: 0 });
    try {
      const url = await upload(item.file, (progress) => update(item.key, { progress }));
      update(item.key, { url, progress: 1 });
    } catch (error) {
      update(item.key, { progress: undefined });
      throw error;
    }
  }
  return current.map((item) => item.url!);
}
