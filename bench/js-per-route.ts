/**
 * JavaScript a browser downloads before a page can paint, gzip bytes, from the web build's Vite manifest:
 * the entry chunk and everything it imports statically, plus the page's own lazy chunk (router.tsx) and its
 * static imports. Read from the .gz files the build writes beside each asset (apps/web/vite.config.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface RouteJs {
  page: string;
  gzipKB: number;
  /** Script files beyond the entries' own: each is a request a phone waits for before the page can draw. */
  filesAfterEntries: number;
  target: string;
  met: boolean;
}

/** `/` must paint with at most this much; no other page over ROUTE_TARGET_KB (issue 10). */
export const HOME_TARGET_KB = 100;
export const ROUTE_TARGET_KB = 200;

export function jsPerRoute(webDistDir: string): RouteJs[] {
  const manifestFile = path.join(webDistDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`no ${manifestFile}: run npm run build`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const gzipBytes = (key: string) => {
    const file = path.join(webDistDir, manifest[key]!.file);
    return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
  };
  // index.html has two entries: the early requests (src/early.ts) and the app (src/main.tsx).
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length === 0) throw new Error('the web manifest has no entry chunk');
  const first = entries.reduce((seen, entry) => closure(entry, seen), new Set<string>());
  const pages = Object.keys(manifest).filter((key) => /\/pages\/[^/]+-page\.tsx$/.test(key));
  return pages
    .map((key) => {
      const keys = closure(key, new Set(first));
      const scripts = [...keys].filter((k) => manifest[k]!.file.endsWith('.js'));
      const bytes = scripts.reduce((sum, k) => sum + gzipBytes(k), 0);
      const filesAfterEntries = scripts.filter((k) => !first.has(k)).length;
      const page = path.basename(key, '.tsx');
      const limit = page === 'home-page' ? HOME_TARGET_KB : ROUTE_TARGET_KB;
      const gzipKB = Math.round(bytes / 102.4) / 10;
      return { page, gzipKB, filesAfterEntries, target: `<= ${limit} kB`, met: gzipKB <= limit };
    })
    .sort((a, b) => b.gzipKB - a.gzipKB);
}
