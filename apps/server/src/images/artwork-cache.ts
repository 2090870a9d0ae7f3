import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '../storage/storage.ts';

interface CachedFile {
  key: string;
  contentType: string;
  file: string;
}
interface Entry {
  files: CachedFile[];
  /** Which put answered the drawing's URL (the original, after its smaller copies). */
  answer: number;
}

/**
 * The folder drawn artwork is kept in, by what was drawn, when RESTRUNG_ARTWORK_CACHE_DIR names one and NODE_ENV
 * is not production. The tests and e2e/run.ts start many fresh databases whose demo and category pictures (52,
 * about 5 s of CPU to draw with their copies) are the same every time; a deployment draws its own once and keeps
 * them in its storage, so it never needs this.
 */
function cacheDir(): string | undefined {
  const dir = process.env.RESTRUNG_ARTWORK_CACHE_DIR;
  return dir && process.env.NODE_ENV !== 'production' ? dir : undefined;
}

/**
 * Stores a drawn picture through `draw` (which puts it and its copies into the storage it is given and answers the
 * URL), or, when the cache folder already holds what `draw` stored for this `identity` (everything the drawing
 * depends on: folder, name, SVG and width), puts those same files and answers the same URL without drawing.
 */
export async function cachedArtwork(
  storage: Storage,
  identity: string,
  draw: (target: Storage) => Promise<string>,
): Promise<string> {
  const dir = cacheDir();
  if (!dir) return draw(storage);
  const entryDir = path.join(dir, createHash('sha256').update(identity).digest('hex'));
  const cached = await readEntry(entryDir);
  if (cached) {
    const urls = await Promise.all(
      cached.files.map(async (f) => storage.put(f.key, await readFile(path.join(entryDir, f.file)), f.contentType)),
    );
    return urls[cached.answer]!;
  }

  const puts: { key: string; body: Buffer; contentType: string; url: string }[] = [];
  const recording: Storage = {
    ...storage,
    put: async (key, body, contentType) => {
      const url = await storage.put(key, body, contentType);
      puts.push({ key, body, contentType, url });
      return url;
    },
    delete: (key) => storage.delete(key),
    exists: (key) => storage.exists(key),
  };
  const url = await draw(recording);
  await writeEntry(entryDir, puts, url);
  return url;
}

async function readEntry(entryDir: string): Promise<Entry | undefined> {
  try {
    return JSON.parse(await readFile(path.join(entryDir, 'entry.json'), 'utf8')) as Entry;
  } catch {
    return undefined;
  }
}

/** Written beside the entry, then renamed into place: a reader sees a whole entry or none. */
async function writeEntry(
  entryDir: string,
  puts: { key: string; body: Buffer; contentType: string; url: string }[],
  url: string,
): Promise<void> {
  const answer = puts.findIndex((p) => p.url === url);
  if (answer < 0) return;
  const staging = `${entryDir}.tmp-${randomBytes(6).toString('hex')}`;
  await mkdir(staging, { recursive: true });
  const files = await Promise.all(
    puts.map(async (p, i) => {
      const file = `${i}.bin`;
      await writeFile(path.join(staging, file), p.body);
      return { key: p.key, contentType: p.contentType, file };
    }),
  );
  await writeFile(path.join(staging, 'entry.json'), JSON.stringify({ files, answer } satisfies Entry));
  // Another process may have drawn the same picture meanwhile: its entry is as good as ours.
  await rename(staging, entryDir).catch(() => rm(staging, { recursive: true, force: true }));
}
