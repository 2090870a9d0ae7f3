import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

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

/**
 * nodemailer is about a seventh of the server bundle's code: it loads with the first email a process sends, not at
 * every start (issue 10: start time). `close` before any email has nothing to close.
 */
function onFirstSend<T extends Transporter>(create: (mailer: typeof Nodemailer) => T) {
  let transporter: Promise<T> | undefined;
  return {
    get: () => {
      transporter ??= import('nodemailer').then(({ default: mailer }) => create(mailer));
      return transporter;
    },
    // A transporter that never came (nodemailer failed to load) has nothing to close, and its failure was the send's.
    close: () =>
      void transporter?.then(
        (open) => open.close(),
        () => {},
      ),
  };
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = onFirstSend((mailer) => mailer.createTransport(smtpUrl));
  const url = new URL(smtpUrl);
  return {
    description: `SMTP server ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    async send(email) {
      await (await transporter.get()).sendMail(message(email, from));
    },
    close: transporter.close,
  };
}

/**
 * Without a mail server, `npm start` still works: each email becomes an .eml file (open it with any mail
 * program). The file is named after the outbox row, written under a temporary name and renamed, so a retried
 * send replaces it rather than adding a second copy, and nobody reads half a file.
 */
export function fileTransport(dir: string, from: string): MailTransport {
  const builder = onFirstSend((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    description: `files in ${dir}`,
    async send(email) {
      await mkdir(dir, { recursive: true });
      const info = await (await builder.get()).sendMail(message(email, from));
      const target = path.join(dir, `${email.id}.eml`);
      await writeFile(`${target}.tmp`, info.message as Buffer);
      await rename(`${target}.tmp`, target);
    },
    close: builder.close,
  };
}
