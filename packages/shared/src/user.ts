import { z } from 'zod';
import { ROLES } from './constants.ts';

export const MIN_PASSWORD_LENGTH = 6;

/** The signed-in user as the web app sees it (better-auth's session user plus our fields). */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullish(),
  role: z.enum(ROLES),
  verified: z.boolean(),
  /** Whether the person opened the link we emailed to confirm their address (issue 13). */
  emailVerified: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /users?email= */
export const roleLookupSchema = z.object({ role: z.enum(ROLES) });
/** GET /usersverification?email= */
export const verificationLookupSchema = z.object({ verified: z.boolean() });

export const jwtResponseSchema = z.object({ token: z.string() });

/** The image upload's answer, shaped like the image host the spec used. */
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});

/** What a public listing of users shows an admin (no secrets, no sessions). */
export const userRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  img: z.string().nullable(),
  role: z.enum(ROLES),
  verified: z.boolean(),
});
export type UserRow = z.infer<typeof userRowSchema>;
