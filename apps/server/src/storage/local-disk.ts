import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_PREFIX, type Storage } from './storage.ts';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export class LocalDiskStorage implements Storage {
  constructor(readonly root: string) {}

  private fileFor(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<string> {
    const file = this.fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
    return MEDIA_PREFIX + key;
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileFor(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await access(this.fileFor(key));
      return true;
    } catch {
      return false;
    }
  }
}
