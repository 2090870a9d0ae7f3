import { stat, unlink, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * A reason the server cannot start that the person running it can fix (issue 9, item 6): server.ts prints its
 * message, one line, and exits with code 1. Anything else is a bug and keeps its stack trace.
 */
export class StartupError extends Error {}

/** DATABASE_URL as it may be printed: the password replaced by ***. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unreadable DATABASE_URL)';
  }
}

type ErrorWithCode = Error & { code?: string; path?: string; syscall?: string };

/** node-postgres and drizzle wrap the error that says what happened; the first `code` down the chain is it. */
function rootCause(error: unknown): ErrorWithCode | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return current as ErrorWithCode;
    // Node's happy-eyeballs connect reports each address tried inside an AggregateError.
    const inner = (current as { errors?: unknown[] }).errors?.[0];
    if (inner && typeof (inner as { code?: unknown }).code === 'string') return inner as ErrorWithCode;
  }
  return undefined;
}

function chainMessages(error: unknown): string[] {
  const messages: string[] = [];
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    messages.push(String((current as { message?: unknown }).message ?? ''));
  }
  return messages;
}

const NETWORK: Record<string, string> = {
  ECONNREFUSED:
    'PostgreSQL refused the connection at {url} (ECONNREFUSED): is the server running, and listening on that host and port?',
  ENOTFOUND: 'the host in {url} was not found (ENOTFOUND)',
  EAI_AGAIN: 'the host in {url} could not be resolved (EAI_AGAIN)',
  ETIMEDOUT: 'connecting to PostgreSQL at {url} timed out (ETIMEDOUT)',
  EHOSTUNREACH: 'the host in {url} cannot be reached (EHOSTUNREACH)',
  ECONNRESET: 'PostgreSQL at {url} closed the connection (ECONNRESET)',
};

/**
 * The one line for a database that cannot be used: unreachable, missing, or refusing these credentials.
 * Undefined for anything else (a failing migration is a bug and keeps its stack trace).
 */
export function describeDatabaseError(error: unknown, databaseUrl: string): string | undefined {
  const url = `DATABASE_URL=${redactDatabaseUrl(databaseUrl)}`;
  // node-postgres's own connect timeout carries no code, only this wording.
  if (
    error instanceof Error &&
    chainMessages(error).some((message) =>
      /^timeout expired$|connection timeout|timeout exceeded when trying to connect/.test(message),
    )
  ) {
    return NETWORK.ETIMEDOUT!.replace('{url}', url);
  }
  const cause = rootCause(error);
  if (!cause?.code) return undefined;
  const network = NETWORK[cause.code];
  if (network) return network.replace('{url}', url);
  // SQLSTATE classes 08 (connection), 28 (authorization), 3D000 (no such database), 57P03 (starting up).
  if (cause.code === '3D000')
    return `PostgreSQL has no such database: ${cause.message} (${url}); create it first (3D000)`;
  if (cause.code === '28P01') return `PostgreSQL refused the password: ${cause.message} (${url}) (28P01)`;
  if (cause.code.startsWith('28')) return `PostgreSQL refused the user: ${cause.message} (${url}) (${cause.code})`;
  if (cause.code.startsWith('08') || cause.code === '57P03')
    return `PostgreSQL could not be used: ${cause.message} (${url}) (${cause.code})`;
  return undefined;
}

const FS_REASONS: Record<string, string> = {
  EACCES: 'permission denied (EACCES)',
  EPERM: 'the operation is not permitted there (EPERM)',
  EROFS: 'it is on a read-only file system (EROFS)',
  ENOSPC: 'no space is left on the device (ENOSPC)',
  EDQUOT: 'the disk quota is exhausted (EDQUOT)',
  ENOENT: 'a part of the path does not exist (ENOENT)',
};

/**
 * Makes sure the data directory exists and that files can be written in it, by writing one: the only check
 * that holds whatever the cause (permissions, a read-only mount, a full disk, a path under a file).
 */
export async function ensureWritableDataDir(dataDir: string): Promise<void> {
  try {
    await mkdir(dataDir, { recursive: true });
  } catch (error) {
    throw new StartupError(
      `the data directory ${dataDir} (DATA_DIR) cannot be created: ${await fsReason(error as ErrorWithCode, dataDir)}.`,
    );
  }
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    await writeFile(probe, '');
    await unlink(probe);
  } catch (error) {
    const err = error as ErrorWithCode;
    // The probe file's own name would only confuse: the directory is what needs fixing.
    let detail = await fsReason(err, dataDir, false);
    if (err.code === 'EACCES' || err.code === 'EPERM') {
      const owner = await stat(dataDir).catch(() => undefined);
      if (owner) {
        detail +=
          `; it runs as uid ${process.getuid?.() ?? '?'} and the directory belongs to uid ${owner.uid} ` +
          `with mode ${(owner.mode & 0o777).toString(8).padStart(3, '0')}`;
      }
    }
    throw new StartupError(`the server cannot write in the data directory ${dataDir} (DATA_DIR): ${detail}.`);
  }
}

async function fsReason(error: ErrorWithCode, dataDir: string, showPath = true): Promise<string> {
  if (error.code === 'ENOTDIR') {
    // Name the part of the path that is a file, which is what has to change.
    for (let at = path.dirname(dataDir); at !== path.dirname(at); at = path.dirname(at)) {
      const info = await stat(at).catch(() => undefined);
      if (info && !info.isDirectory()) return `${at} is a file, not a directory (ENOTDIR)`;
    }
  }
  const reason = (error.code && FS_REASONS[error.code]) ?? `${error.code ?? 'error'}: ${error.message}`;
  return showPath && error.path && error.path !== dataDir ? `${reason} at ${error.path}` : reason;
}
