/**
 * What `zod` means in the web build (vite.config.ts aliases it here): zod itself, switched to "jitless" before any
 * schema is made. The server's Content-Security-Policy forbids eval; zod would otherwise probe for it with
 * `new Function` while building its first object schema, and the browser reports that probe as a CSP violation
 * (Lighthouse's best practices count it). As an alias it runs first whichever chunk the first schema lands in.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, default } from 'zod/v4';
