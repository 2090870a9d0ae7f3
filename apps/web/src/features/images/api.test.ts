import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MESSAGES } from '@restrung/shared/upload';
import { stubFetch } from '../../test/render.tsx';
import { BUSY_RETRY_MS, uploadImage } from './api.ts';

const busy = { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: UPLOAD_MESSAGES.busy } };
const stored = { body: { success: true, data: { url: '/media/uploads/photo.webp' } } };
const photo = () => new File([new Uint8Array([1, 2, 3])], 'IMG_0042.HEIC', { type: 'image/heic' });

/** Answers POST /upload with these replies in turn; counts the tries. */
function uploadsAnswering(...replies: (typeof busy | typeof stored)[]) {
  let tries = 0;
  vi.stubGlobal(
    'fetch',
    stubFetch({ 'POST /upload': () => replies[Math.min(tries++, replies.length - 1)]! }).fetchMock,
  );
  return () => tries;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('uploadImage when the server is busy decoding photos', () => {
  it('sends the photo again after the pause the server asks for, and answers its URL', async () => {
    vi.useFakeTimers();
    const tries = uploadsAnswering(busy, busy, stored);
    const uploaded = uploadImage(photo());
    await vi.advanceTimersByTimeAsync(BUSY_RETRY_MS - 1);
    expect(tries()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries()).toBe(2);
    await vi.advanceTimersByTimeAsync(BUSY_RETRY_MS);
    await expect(uploaded).resolves.toBe('/media/uploads/photo.webp');
    expect(tries()).toBe(3);
  });

  it('says the server is busy after a third refusal', async () => {
    vi.useFakeTimers();
    const tries = uploadsAnswering(busy);
    const uploaded = uploadImage(photo());
    const outcome = expect(uploaded).rejects.toThrow(UPLOAD_MESSAGES.busy);
    await vi.advanceTimersByTimeAsync(2 * BUSY_RETRY_MS);
    await outcome;
    expect(tries()).toBe(3);
  });

  it('does not send again a photo the server refused for what it is', async () => {
    const tries = uploadsAnswering({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: UPLOAD_MESSAGES.wrongType },
    } as unknown as typeof busy);
    await expect(uploadImage(photo())).rejects.toThrow(UPLOAD_MESSAGES.wrongType);
    expect(tries()).toBe(1);
  });
});
