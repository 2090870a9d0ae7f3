import { z } from 'zod';
import { SIGNUP_ROLES } from './constants.ts';
import { plainText } from './text.ts';

/**
 * What better-auth's own endpoints may receive (POST /api/auth/sign-up/email and /api/auth/update-user).
 * Our server checks these before better-auth sees the request, so a person gets a 400 they can act on
 * instead of a database error, and no request can set what only admins decide.
 */

export const NAME_MAX_LENGTH = 120;
export const PHOTO_URL_MAX_LENGTH = 2048;

export const ACCOUNT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Please use at most ${NAME_MAX_LENGTH} characters for your name.`,
  photoInvalid: 'Please choose a photo uploaded to Restrung.',
  photoNotYours: 'Please choose a photo you uploaded yourself.',
  signUpRole: 'Please choose Buyer or Seller.',
  role: 'Your role can only be changed by an admin.',
  verified: 'Only an admin can verify a seller.',
  email: 'Your email address cannot be changed.',
  emailVerified: 'Your email address cannot be marked as verified here.',
} as const;

/** Fields only admins (or nobody) may change; never accepted from a person's own request. */
export const LOCKED_ACCOUNT_FIELDS = ['role', 'verified', 'email', 'emailVerified'] as const;

const personName = plainText()
  .trim()
  .min(1, ACCOUNT_MESSAGES.nameRequired)
  .max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.nameTooLong);
const name = z.string({ error: ACCOUNT_MESSAGES.nameRequired }).pipe(personName);
const photoUrl = z
  .string({ error: ACCOUNT_MESSAGES.photoInvalid })
  .pipe(plainText().max(PHOTO_URL_MAX_LENGTH, ACCOUNT_MESSAGES.photoInvalid));

/** POST /api/auth/sign-up/email: email and password are better-auth's to check; the role is buyer or seller. */
export const signUpRequestSchema = z
  .looseObject({
    name,
    image: photoUrl.nullish(),
    role: z.enum(SIGNUP_ROLES, { error: ACCOUNT_MESSAGES.signUpRole }).optional(),
  })
  .superRefine((body, ctx) => {
    for (const key of ['verified', 'emailVerified'] as const) {
      if (key in body) ctx.addIssue({ code: 'custom', path: [key], message: ACCOUNT_MESSAGES[key] });
    }
  });

/** POST /api/auth/update-user: a person changes their own name or photo (null removes it), nothing else. */
export const accountUpdateSchema = z
  .looseObject({
    name: name.optional(),
    image: photoUrl.nullable().optional(),
  })
  .superRefine((body, ctx) => {
    for (const key of LOCKED_ACCOUNT_FIELDS) {
      if (key in body) ctx.addIssue({ code: 'custom', path: [key], message: ACCOUNT_MESSAGES[key] });
    }
  });
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;
