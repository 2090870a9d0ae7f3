import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  /** The outbox row's id: the Message-ID is built from it, so a retried send carries the same one. */
  id: string;
  to: string;
  subject: string;
  text: string;
}

/** Where emails go: an SMTP server (SMTP_URL), or .eml files under DATA_DIR/outbox when none is configured. */
export interface MailTransport {
  /** For the start-up log line; never includes a password. */
  readonly description: string;
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export const messageIdFor = (id: string, from: string) => {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'restrung.local';
  return `<${id}@${domain}>`;
};

const message = (email: OutgoingEmail, from: string) => ({
  from,
  to: email.to,
  subject: email.subject,
  text: email.text,
  messageId: messageIdFor(email.id, from),
  headers: { 'Auto-Submitted': 'auto-generated' },
});

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  const url = new URL(smtpUrl);
  return {
    description: `SMTP server ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    async send(email) {
      await transporter.sendMail(message(email, from));
    },
    close: () => transporter.close(),
  };
}

/**
 * Without a mail server, `npm start` still works: each email becomes an .eml file (open it with any mail
 * program). The file is named after the outbox row, written under a temporary name and renamed, so a retried
 * send replaces it rather than adding a second copy, and nobody reads half a file.
 */
export function fileTransport(dir: string, from: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${dir}`,
    async send(email) {
      await mkdir(dir, { recursive: true });
      const info = await builder.sendMail(message(email, from));
      const target = path.join(dir, `${email.id}.eml`);
      await writeFile(`${target}.tmp`, info.message as Buffer);
      await rename(`${target}.tmp`, target);
    },
    close: () => builder.close(),
  };
}
