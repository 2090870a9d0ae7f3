import type { Db } from '../../db/client.ts';
import { enqueueEmail } from './outbox-repository.ts';

interface Person {
  id: string;
  name: string;
  email: string;
}

/** How long the links stay good (better-auth's settings are in seconds). */
export const VERIFY_EMAIL_EXPIRES_SECONDS = 24 * 60 * 60;
export const RESET_PASSWORD_EXPIRES_SECONDS = 60 * 60;

/**
 * The emails better-auth asks for: confirm your address, reset your password, someone signed up with your
 * address. They always go out (nobody can turn them off) and go through the outbox like every other email.
 * The links open pages of the web app, which call better-auth; the token never appears in a log.
 */
export function accountEmails(db: Db, webBaseUrl: string) {
  const link = (page: string, query = '') => `${webBaseUrl.replace(/\/$/, '')}${page}${query}`;
  const greet = (person: Person) => `Hello ${person.name},`;
  const signature = '\n\n-- \nRestrung, second-hand guitars\n';

  return {
    async verification(person: Person, token: string): Promise<void> {
      await enqueueEmail(db, {
        kind: 'verify_email',
        userId: person.id,
        to: person.email,
        subject: 'Confirm your email address for Restrung',
        text:
          `${greet(person)}\n\nPlease confirm that this is your email address by opening this link:\n\n` +
          `${link('/verify-email', `?token=${encodeURIComponent(token)}`)}\n\n` +
          `The link works for ${VERIFY_EMAIL_EXPIRES_SECONDS / 3600} hours. If you did not create a Restrung account, ` +
          `you can ignore this email.${signature}`,
      });
    },

    async passwordReset(person: Person, token: string): Promise<void> {
      await enqueueEmail(db, {
        kind: 'reset_password',
        userId: person.id,
        to: person.email,
        subject: 'Reset your Restrung password',
        text:
          `${greet(person)}\n\nSomeone (we hope you) asked to reset the password of your Restrung account. ` +
          `Choose a new password here:\n\n${link('/reset-password', `?token=${encodeURIComponent(token)}`)}\n\n` +
          `The link works once, for ${RESET_PASSWORD_EXPIRES_SECONDS / 60} minutes. Setting a new password signs ` +
          `you out everywhere. If you did not ask for this, ignore this email: your password stays as it is.${signature}`,
      });
    },

    /** Sign-up answers as for a new account (no account enumeration); the owner is told instead. */
    async existingAccount(person: Person): Promise<void> {
      await enqueueEmail(db, {
        kind: 'existing_account',
        userId: person.id,
        to: person.email,
        subject: 'You already have a Restrung account',
        text:
          `${greet(person)}\n\nSomeone tried to create a Restrung account with this email address, which already ` +
          `has one. If it was you, sign in here:\n\n${link('/login')}\n\nForgot your password? Choose a new one ` +
          `here:\n\n${link('/forgot-password')}\n\nIf it was not you, you can ignore this email: nothing has ` +
          `changed.${signature}`,
      });
    },
  };
}
export type AccountEmails = ReturnType<typeof accountEmails>;
