import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Drizzle's migrations: src/db/migrations, or dist/migrations beside the bundle (build.mjs copies them there). */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
