import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * The end-to-end server has no SMTP_URL, so every email is an .eml file under DATA_DIR/outbox (e2e/run.ts passes
 * the folder as E2E_DATA_DIR). This reads them back as a person's mail program would.
 */
const outboxDir = () => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the end-to-end tests through e2e/run.ts');
  return path.join(dataDir, 'outbox');
};

async function mailsTo(to: string): Promise<ParsedMail[]> {
  const files = (await readdir(outboxDir()).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(outboxDir(), f)))));
  return mails.filter((m) => m.to && 'text' in m.to && m.to.text === to);
}

/** Waits for the email with this subject to reach `to`, and answers the link to `page` in it. */
export async function linkInEmail(to: string, subject: string, page: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(to)).find((m) => m.subject === subject);
        link = new RegExp(`https?://\\S+${page}\\?token=\\S+`).exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { message: `an email "${subject}" to ${to}`, timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}
