import { api, ApiClientError, apiUpload, schemasFrom } from '../../lib/api-client.ts';

const response = schemasFrom(() => import('@restrung/shared/user'));

/**
 * The server answers 503 when it has as many iPhone photos waiting to be decoded as it takes, and asks to come back
 * in 10 s (Retry-After): the photo goes again by itself, twice, before the person is told.
 */
export const BUSY_RETRY_MS = 10_000;
const BUSY_RETRIES = 2;

/**
 * Uploads one photo (multipart field "image") and answers its URL on our server. With `onProgress`, it reports
 * the fraction sent (0 to 1) as it goes, for a progress bar.
 */
export async function uploadImage(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await uploadOnce(file, onProgress);
    } catch (error) {
      if (!(error instanceof ApiClientError && error.status === 503) || attempt >= BUSY_RETRIES) throw error;
      onProgress?.(0);
      await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
    }
  }
}

async function uploadOnce(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const result = onProgress
    ? await apiUpload('/upload', form, { schema: response('uploadResponseSchema'), onProgress })
    : await api('/upload', { method: 'POST', body: form, schema: response('uploadResponseSchema') });
  return result.data.url;
}
