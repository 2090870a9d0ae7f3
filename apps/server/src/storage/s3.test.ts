import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from './s3.ts';

/** A minimal S3 stand-in on 127.0.0.1: keeps objects in memory and records each request's headers. */
const objects = new Map<string, { body: Buffer; type: string }>();
const seen: IncomingMessage[] = [];
const server = createServer(async (req, res) => {
  seen.push(req);
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const path = decodeURIComponent(req.url!);
  if (req.method === 'PUT') {
    objects.set(path, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
    res.writeHead(200).end();
  } else if (req.method === 'HEAD') {
    res.writeHead(objects.has(path) ? 200 : 404).end();
  } else if (req.method === 'DELETE') {
    objects.delete(path);
    res.writeHead(204).end();
  } else res.writeHead(405).end();
});

let storage: S3Storage;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  storage = new S3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'restrung-media',
    region: 'eu-west-1',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret',
    publicUrl: 'https://cdn.example.test/media/',
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('S3Storage', () => {
  it('puts an object, signed, in the bucket, and answers its public URL', async () => {
    const url = await storage.put('uploads/abc.webp', Buffer.from('image-bytes'), 'image/webp');
    expect(url).toBe('/media/uploads/abc.webp');
    expect(storage.publicUrlFor('uploads/abc.webp')).toBe('https://cdn.example.test/media/uploads/abc.webp');
    expect(objects.get('/restrung-media/uploads/abc.webp')).toEqual({
      body: Buffer.from('image-bytes'),
      type: 'image/webp',
    });
    const put = seen.at(-1)!;
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request/,
    );
    expect(put.headers['cache-control']).toContain('immutable');
  });

  it('tells whether an object exists and deletes it', async () => {
    await storage.put('categories/x.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.exists('categories/x.webp')).toBe(true);
    await storage.delete('categories/x.webp');
    expect(await storage.exists('categories/x.webp')).toBe(false);
    await expect(storage.delete('categories/x.webp')).resolves.toBeUndefined();
  });
});

describe('the app with object storage', () => {
  // Built in a hook (30 s) rather than the test (20 s): importing and starting the whole app is slow on a busy machine.
  let t: Awaited<ReturnType<typeof import('../test/build-test-app.ts').buildTestApp>>;
  beforeAll(async () => {
    const { buildTestApp } = await import('../test/build-test-app.ts');
    t = await buildTestApp({}, { storage });
  });
  afterAll(() => t?.close());

  it('redirects /media/ paths to the bucket and allows its origin for images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/uploads/abc.webp' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://cdn.example.test/media/uploads/abc.webp');
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://cdn.example.test");
  });
});
