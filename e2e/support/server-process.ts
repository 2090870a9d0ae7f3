import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export async function waitForHealth(baseURL: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs} ms`);
}

export interface DemoAccountCredentials {
  email: string;
  password: string;
}

/** Reads the demo accounts the server prints once on a fresh database. */
export function parseDemoAccounts(output: string): Record<string, DemoAccountCredentials> {
  const accounts: Record<string, DemoAccountCredentials> = {};
  for (const label of ['admin', 'verified seller', 'unverified seller', 'buyer']) {
    const match = output.match(new RegExp(`^\\s+${label}\\s+(\\S+@\\S+)\\s+(\\S+)\\s*$`, 'm'));
    if (match) accounts[label] = { email: match[1]!, password: match[2]! };
  }
  if (Object.keys(accounts).length !== 4) throw new Error('the server did not print the four demo accounts');
  return accounts;
}
