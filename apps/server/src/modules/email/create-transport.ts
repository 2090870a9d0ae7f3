import path from 'node:path';
import type { Config } from '../../config.ts';
import { fileTransport, smtpTransport, type MailTransport } from './transport.ts';

export const DEFAULT_MAIL_FROM = 'Restrung <no-reply@restrung.local>';

export const mailFrom = (config: Config) => config.MAIL_FROM ?? DEFAULT_MAIL_FROM;

/** SMTP when SMTP_URL is set, else .eml files under DATA_DIR/outbox. */
export function createMailTransport(config: Config, dataDir: string): MailTransport {
  return config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, mailFrom(config))
    : fileTransport(path.join(dataDir, 'outbox'), mailFrom(config));
}
