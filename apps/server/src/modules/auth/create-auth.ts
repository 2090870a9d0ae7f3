// better-auth's minimal build (no Kysely, which a Drizzle adapter never uses) and the two plugins by their own
// paths: the root and the plugins index load every adapter and plugin, about 40 % of better-auth's start-up CPU.
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { MIN_PASSWORD_LENGTH } from '@restrung/shared/user';
import { SIGNUP_ROLES } from '@restrung/shared/constants';
import { LOCKED_ACCOUNT_FIELDS } from '@restrung/shared/account';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accounts, sessions, users, verifications } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { isOwnMediaUrl } from '../images/media-url.ts';
import {
  type AccountEmails,
  RESET_PASSWORD_EXPIRES_SECONDS,
  VERIFY_EMAIL_EXPIRES_SECONDS,
} from '../email/account-emails.ts';
import { authCall, countingAuthCalls, storageForAuthCalls } from './contexts-while-auth-runs.ts';

export const GOOGLE_PROVIDER_ID = 'google';
const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * The role a sign-up request asked for, for the answer to an address that already has an account: better-auth
 * builds that answer without the request, and it must name the same role a new account would get.
 */
const requestedSignUpRole = storageForAuthCalls<unknown>();
export const withSignUpRole = <T>(role: unknown, forward: () => Promise<T>) =>
  authCall(() => requestedSignUpRole.run(role, forward));

export interface AuthOptions {
  config: Config;
  db: Db;
  secret: string;
  baseURL: string;
  /** Called when an account is created, so its photo upload can be claimed. */
  onUserCreated?: (user: { id: string; image?: string | null }) => Promise<void>;
  /** Verification, password reset and existing-account emails, queued in the outbox. */
  emails: AccountEmails;
  /**
   * How passwords are hashed and checked; left out, better-auth's scrypt. The tests through app.inject pass a cheap
   * one (test/cheap-password-hashing.ts): the scrypt takes about 160 ms of CPU per sign-up or sign-in here.
   */
  passwordHashing?: PasswordHashing;
}

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/**
 * better-auth does the authentication: email + password, Google through OpenID Connect (code flow with
 * PKCE, issuer configurable so tests can use a local provider) and bearer tokens. Sessions live in the
 * database, so any process can check any token and deleting a user ends their sessions at once.
 */
export function createAuth({ config, db, secret, baseURL, onUserCreated, emails, passwordHashing }: AuthOptions) {
  const googleConfigured = Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
  /*
   * With a mail server, sign-up no longer tells strangers who has an account: an address that has one gets the
   * same answer as a new one (no session either way; the person signs in next) and its owner is emailed. Without
   * one (a local start, mails written to files) sign-up signs the new account in at once, as before.
   */
  const enumerationSafeSignUp = Boolean(config.SMTP_URL);
  const issuer = (config.GOOGLE_ISSUER_URL ?? GOOGLE_ISSUER).replace(/\/$/, '');

  const auth = betterAuth({
    appName: 'Restrung',
    baseURL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(config, baseURL),
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    advanced: {
      database: { generateId: () => newId() },
      // Our own @fastify/rate-limit guards sign-in and sign-up, with a shared Redis store at scale.
    },
    rateLimit: { enabled: false },
    session: { cookieCache: { enabled: false } },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      autoSignIn: !enumerationSafeSignUp,
      onExistingUserSignUp: async ({ user }) => emails.existingAccount(user),
      // The answer an existing address gets: shaped like a new buyer or seller, as the create hook would make it.
      customSyntheticUser: ({ coreFields, id }) => ({
        ...coreFields,
        image: coreFields.image && isOwnMediaUrl(coreFields.image) ? coreFields.image : null,
        role: SIGNUP_ROLES.find((r) => r === requestedSignUpRole.getStore()) ?? 'buyer',
        verified: false,
        id,
      }),
      sendResetPassword: async ({ user, token }) => emails.passwordReset(user, token),
      resetPasswordTokenExpiresIn: RESET_PASSWORD_EXPIRES_SECONDS,
      // A stolen session ends with the password that let it in.
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFY_EMAIL_EXPIRES_SECONDS,
      // Without a request it is our own code creating the account (admin command line, demo data): no link needed.
      sendVerificationEmail: async ({ user, token }, request) => {
        if (request) await emails.verification(user, token);
      },
    },
    user: {
      additionalFields: {
        // Never taken from a request by better-auth: sign-up's choice is read in the create hook below.
        role: { type: 'string', required: false, defaultValue: 'buyer', input: false },
        verified: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Sign-up may make a buyer or a seller, nothing else; Google always makes a buyer.
          before: async (user, ctx) => {
            const viaEmailSignUp = ctx?.path === '/sign-up/email';
            const requested = viaEmailSignUp ? (ctx?.body as { role?: unknown } | undefined)?.role : undefined;
            const role = SIGNUP_ROLES.find((r) => r === requested) ?? 'buyer';
            // Only photos we stored are kept: a Google picture or any other host would be blocked by our CSP.
            const image = user.image && isOwnMediaUrl(user.image) ? user.image : null;
            return { data: { ...user, email: user.email.toLowerCase(), image, role, verified: false } };
          },
          after: async (user) => {
            await onUserCreated?.({ id: user.id, image: user.image });
          },
        },
        update: {
          /*
           * Role and verification change only through our admin routes, and the email never. better-auth
           * merges a hook's returned data over the original, so the keys are deleted from the original itself;
           * with nothing left to write the update is skipped (returning false).
           */
          before: async (data, ctx) => {
            const fields = data as Record<string, unknown>;
            // The one way an address becomes verified: its owner opened the link we emailed (decision 0021).
            const confirmed = ctx?.path === '/verify-email' && fields.emailVerified === true;
            for (const key of LOCKED_ACCOUNT_FIELDS) delete fields[key];
            if (confirmed) fields.emailVerified = true;
            // Removing the photo is fine; a new one must be ours (update-user also checks whose it is).
            if (typeof fields.image === 'string' && !isOwnMediaUrl(fields.image)) delete fields.image;
            return Object.values(fields).some((value) => value !== undefined) ? { data: fields } : false;
          },
        },
      },
    },
    plugins: [
      bearer(),
      ...(googleConfigured
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  name: 'Google',
                  clientId: config.GOOGLE_CLIENT_ID!,
                  clientSecret: config.GOOGLE_CLIENT_SECRET!,
                  discoveryUrl: `${issuer}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
  return countingAuthCalls(auth);
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Sign-in is accepted from the public address only; without PUBLIC_URL (a local start) the machine's own
 * names for itself are both fine, so http://127.0.0.1:3000 works as well as http://localhost:3000.
 */
export function trustedOrigins(config: Config, baseURL: string): string[] {
  if (config.PUBLIC_URL) return [new URL(config.PUBLIC_URL).origin];
  return [baseURL, `http://127.0.0.1:${config.PORT}`, `http://[::1]:${config.PORT}`];
}
