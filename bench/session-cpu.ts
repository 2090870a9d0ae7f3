/**
 * CPU per session resolution, in process (CPU time is far less disturbed than wall time on a shared machine):
 * better-auth's getSession against the fast path in plugins/authenticate.ts (signature check plus one
 * indexed query), each on the same bearer token, on in-memory PGlite or on the (empty, migrated) database
 * at DATABASE_URL. Prints; asserts nothing.
 *
 *   node --import tsx bench/session-cpu.ts [--calls 2000]
 */
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { LocalDiskStorage } from '../apps/server/src/storage/local-disk.ts';
import { toWebHeaders } from '../apps/server/src/plugins/authenticate.ts';
import { sessionTokenFromBearer } from '../apps/server/src/plugins/bearer-token.ts';
import { sessionRepository } from '../apps/server/src/modules/auth/session-repository.ts';

const at = process.argv.indexOf('--calls');
const calls = at > 0 ? Number(process.argv[at + 1]) : 2000;

const secret = 'bench-secret-bench-secret-bench-secret-0123';
const config = loadConfig({ NODE_ENV: 'test', AUTH_SECRET: secret, SEED_DEMO_DATA: 'false' });
const database = await openDatabase(
  process.env.DATABASE_URL ? { driver: 'postgres', url: process.env.DATABASE_URL } : { driver: 'pglite' },
);
await database.migrate();
const app = await buildApp({
  config,
  database,
  storage: new LocalDiskStorage('/tmp/restrung-session-cpu'),
  authSecret: secret,
  webDistDir: '/nonexistent',
});
await app.ready();
const t = { app };
try {
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Bench', email: 'bench@example.test', password: 'correct-horse-battery', role: 'buyer' },
  });
  const headers = { authorization: `Bearer ${signUp.headers['set-auth-token']}` };
  const sessions = sessionRepository(database.db);

  const measure = async (name: string, once: () => Promise<unknown>) => {
    for (let i = 0; i < 200; i += 1) await once(); // warm up
    const before = process.cpuUsage();
    for (let i = 0; i < calls; i += 1) await once();
    const used = process.cpuUsage(before);
    const micros = (used.user + used.system) / calls;
    console.log(`${name.padEnd(46)} ${micros.toFixed(0).padStart(6)} µs CPU a call`);
    return micros;
  };
  const slow = await measure('better-auth getSession', async () => {
    if (!(await t.app.auth.api.getSession({ headers: toWebHeaders(headers) }))) throw new Error('no session');
  });
  const fast = await measure('fast path (HMAC check + one indexed query)', async () => {
    const token = sessionTokenFromBearer(headers.authorization, secret);
    if (!token || !(await sessions.findByToken(token))) throw new Error('no session');
  });
  console.log(
    `fast path uses ${(slow / fast).toFixed(1)}x less CPU (${database.driver}; on PGlite both include the database's own work)`,
  );
} finally {
  await app.close();
  await database.close();
}
