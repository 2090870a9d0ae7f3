import type sharpFunction from 'sharp';

let loading: Promise<typeof sharpFunction> | undefined;

/**
 * sharp loads libvips, a tenth of a second and tens of MB: it is imported when the first image is processed,
 * not at every start of a server whose category photos are already drawn (issue 10: start time, idle memory).
 */
export function loadSharp(): Promise<typeof sharpFunction> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
