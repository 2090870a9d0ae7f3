import { api, apiUpload, schemasFrom } from '../../lib/api-client.ts';

const response = schemasFrom(() => import('@restrung/shared/user'));

/**
 * Uploads one photo (multipart field "image") and answers its URL on our server. With `onProgress`, it reports
 * the fraction sent (0 to 1) as it goes, for a progress bar.
 */
export async function uploadImage(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const result = onProgress
    ? await apiUpload('/upload', form, { schema: response('uploadResponseSchema'), onProgress })
    : await api('/upload', { method: 'POST', body: form, schema: response('uploadResponseSchema') });
  return result.data.url;
}
