import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { uploadResponseSchema } from '@restrung/shared/user';
import { imageVariant } from '@restrung/shared/media';
import { UPLOAD_MESSAGES } from '@restrung/shared/upload';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipart } from '../../test/multipart.ts';
import { jpegWithGps } from '../../test/images.ts';
import { imagesService, UNCLAIMED_UPLOAD_TTL_MS } from './service.ts';
import { MAX_WAITING_DECODES } from '../../images/decode-heic.ts';
import { uploadsRepository } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const upload = (bytes: Buffer, type = 'image/jpeg', name = 'photo.jpg', field = 'image', remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/upload', ...multipart(field, name, type, bytes), remoteAddress });

describe('POST /api/upload', () => {
  it('stores a photo as WebP without any metadata, and answers {success, data.url}', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(original);
    expect(res.statusCode).toBe(200);
    const body = uploadResponseSchema.parse(res.json());
    expect(body.data.url).toMatch(/^\/media\/uploads\/[0-9a-f-]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(64);
  });

  it('shrinks very large photos to at most 1600 pixels on the long side', async () => {
    const big = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    const url = uploadResponseSchema.parse((await upload(big, 'image/png', 'big.png')).json()).data.url;
    const meta = await sharp((await t.app.inject({ method: 'GET', url })).rawPayload).metadata();
    expect(meta.width).toBe(1600);
  });

  it('keeps 640 and 160 pixel wide copies beside the original, for the sizes pages show', async () => {
    const big = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#963' } })
      .png()
      .toBuffer();
    const url = uploadResponseSchema.parse((await upload(big, 'image/png', 'big.png')).json()).data.url;
    for (const width of [640, 160] as const) {
      const copy = await t.app.inject({ method: 'GET', url: imageVariant(url, width) });
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['cache-control']).toContain('immutable');
      expect((await sharp(copy.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('refuses a file that is not an image, whatever its name and type say', async () => {
    const res = await upload(Buffer.from('<script>alert(1)</script>'), 'image/jpeg', 'fake.jpg');
    expect(res.statusCode).toBe(400);
    // The words the form says before uploading, naming every format the server decodes.
    expect(res.json().message).toBe(UPLOAD_MESSAGES.wrongType);
  });

  it('takes a photo straight from an iPhone (HEIC), stored as WebP like any other', async () => {
    const heic = readFileSync(new URL('../../test/iphone-photo.heic', import.meta.url));
    const res = await upload(heic, 'image/heic', 'IMG_0042.HEIC');
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: uploadResponseSchema.parse(res.json()).data.url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
  });

  it('asks the uploaders beyond what the HEIC decoder can hold waiting to try again shortly (503), then takes them', async () => {
    const heic = readFileSync(new URL('../../test/iphone-photo.heic', import.meta.url));
    const burst = await Promise.all(
      Array.from({ length: 2 * (1 + MAX_WAITING_DECODES) }, (_, i) =>
        upload(heic, 'image/heic', `IMG_${i}.HEIC`, 'image', `192.0.2.${i + 1}`),
      ),
    );
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1 + MAX_WAITING_DECODES);
    const busy = burst.filter((res) => res.statusCode === 503);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    for (const res of busy) {
      expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: UPLOAD_MESSAGES.busy });
      expect(res.headers['retry-after']).toBe('10');
    }
    expect((await upload(heic, 'image/heic', 'IMG_AGAIN.HEIC')).statusCode).toBe(200);
  });

  it('refuses SVG, which can carry scripts', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await upload(svg, 'image/svg+xml', 'x.svg')).statusCode).toBe(400);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const res = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('too large');
  });

  it('refuses a request without the image field', async () => {
    expect((await upload(await jpegWithGps(), 'image/jpeg', 'p.jpg', 'photo')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/upload', payload: { image: 'x' } })).statusCode).toBe(400);
  });

  it('is rate-limited per address', async () => {
    const limited = await buildTestApp(
      {},
      {
        rateLimits: {
          signIn: { max: 100, timeWindow: 60_000 },
          signUp: { max: 100, timeWindow: 60_000 },
          upload: { max: 2, timeWindow: 60_000 },
          report: { max: 100, timeWindow: 60_000 },
          accountEmail: { max: 100, timeWindow: 60_000 },
          passwordChange: { max: 100, timeWindow: 60_000 },
          listingWrite: { max: 100, timeWindow: 60_000 },
          message: { max: 100, timeWindow: 60_000 },
        },
      },
    );
    try {
      const photo = await jpegWithGps();
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/upload',
          ...multipart('image', 'p.jpg', 'image/jpeg', photo),
          remoteAddress: '10.1.1.1',
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('unclaimed uploads', () => {
  it('are removed after a day, while claimed ones stay', async () => {
    const photo = await jpegWithGps();
    const kept = uploadResponseSchema.parse((await upload(photo)).json()).data.url;
    const abandoned = uploadResponseSchema.parse((await upload(photo)).json()).data.url;
    const repo = uploadsRepository(t.database.db);
    await repo.claim(kept);
    const removed = await imagesService(t.storage, repo).removeUnclaimed(
      new Date(Date.now() + UNCLAIMED_UPLOAD_TTL_MS + 60_000),
    );
    expect(removed).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: abandoned })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: imageVariant(abandoned, 640) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: imageVariant(abandoned, 160) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: imageVariant(kept, 160) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: kept })).statusCode).toBe(200);
  });

  it('a sign-up claims the photo it was made with', async () => {
    const url = uploadResponseSchema.parse((await upload(await jpegWithGps())).json()).data.url;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Pic', email: 'pic@example.test', password: 'secret1', image: url },
    });
    expect(res.statusCode).toBe(200);
    expect((await uploadsRepository(t.database.db).findByUrl(url))?.claimedAt).toBeInstanceOf(Date);
  });
});
