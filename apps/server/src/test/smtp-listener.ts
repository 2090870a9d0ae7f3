import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpListener {
  url: string;
  mails: ParsedMail[];
  /** The next `count` deliveries are refused with a temporary error (451), as a busy server does. */
  refuseNext(count: number): void;
  /** Resolves once at least `count` mails have arrived. */
  waitForMails(count: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it receives, parsed. */
export async function startSmtpListener(): Promise<SmtpListener> {
  const mails: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuseNext: (count) => {
      refusals = count;
    },
    async waitForMails(count) {
      while (mails.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
