import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PasswordHashing } from '../modules/auth/create-auth.ts';

const PREFIX = 'cheap-test-hash:';

const digest = (salt: string, password: string) => createHash('sha256').update(`${salt}:${password}`).digest('hex');

/**
 * A salted SHA-256 in place of better-auth's scrypt, for the tests through app.inject (build-test-app.ts): the
 * scrypt costs about 160 ms of CPU per sign-up or sign-in on the 2-core machines, where the API tests sign up an
 * account for almost every person they need (decision 0102). Never for a server: server.ts does not pass it, so the
 * server processes, the command line and the end-to-end tests keep the scrypt. Only hashes made here are accepted:
 * an account with a scrypt hash (written by another process) cannot sign in through a test app.
 */
export const cheapPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(8).toString('hex');
    return `${PREFIX}${salt}:${digest(salt, password)}`;
  },
  async verify({ hash, password }) {
    if (!hash.startsWith(PREFIX)) return false;
    const [salt = '', stored = ''] = hash.slice(PREFIX.length).split(':');
    const given = Buffer.from(digest(salt, password), 'hex');
    const kept = Buffer.from(stored, 'hex');
    return given.length === kept.length && timingSafeEqual(given, kept);
  },
};
