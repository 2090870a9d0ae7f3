import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** The largest photo the server takes (sign-up and product photos). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** What the server decodes; the browser's guess of a file's type is checked against it before uploading. */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heif',
  'image/heic',
] as const;

export const UPLOAD_MESSAGES = {
  tooLarge: `The photo is too large. Please choose one under ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  wrongType: 'This file is not a picture we can use. Please choose a JPEG, PNG, WebP, GIF, AVIF or HEIF photo.',
  busy: 'Many photos are being prepared right now. Please try again in a moment.',
} as const;

/**
 * What the checks read of a chosen file. Typed by shape, not as the DOM's `File`, because this package is also
 * compiled for the server, which has no DOM types; a browser `File` (and a `FileList` of them) fits it.
 */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}
export type PickedFiles = ArrayLike<PickedFile>;

const firstFile = (files: PickedFiles | undefined | null): PickedFile | undefined =>
  files && files.length > 0 ? files[0] : undefined;

/**
 * A form's photo field: exactly one file, checked for size and type in the browser so a person hears at once
 * (not after uploading 6 MB) that it will be refused. An empty type (some systems give none) is left to the
 * server, which decodes the file anyway.
 */
export const photoFieldSchema = z
  .custom<PickedFiles>((files) => !!files && (files as PickedFiles).length === 1, MESSAGES.imageRequired)
  .superRefine((files, ctx) => {
    const file = firstFile(files);
    if (!file) return;
    if (file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      ctx.addIssue({ code: 'custom', message: UPLOAD_MESSAGES.wrongType });
    } else if (file.size > MAX_UPLOAD_BYTES) {
      ctx.addIssue({ code: 'custom', message: UPLOAD_MESSAGES.tooLarge });
    }
  });
