import { uploadResponseSchema } from '@restrung/shared/user';
import { api } from '../../lib/api-client.ts';

/** Uploads one photo (multipart field "image") and answers its URL on our server. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const result = await api('/upload', { method: 'POST', body: form, schema: uploadResponseSchema });
  return result.data.url;
}
