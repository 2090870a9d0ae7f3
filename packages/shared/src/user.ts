import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { photoFieldSchema } from './upload.ts';
import { ROLES, SIGNUP_ROLES } from './constants.ts';
import { lowercaseEmail, plainText } from './text.ts';

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

export const emailQuerySchema = z.object({ email: lowercaseEmail() });

/** GET /users?email= */
export const roleLookupSchema = z.object({ role: z.enum(ROLES) });
/** GET /usersverification?email= */
export const verificationLookupSchema = z.object({ verified: z.boolean() });

/** POST /jwt */
export const jwtRequestSchema = z.object({
  email: lowercaseEmail(),
});
export const jwtResponseSchema = z.object({ token: z.string() });

/** POST /allusers: the profile a sign-up or Google sign-in reports. */
export const profileSyncSchema = z.object({
  name: plainText().trim().min(1).max(120),
  email: lowercaseEmail(),
  role: z.enum(ROLES).optional(),
  img: plainText().max(2048).nullish(),
});
export type ProfileSync = z.infer<typeof profileSyncSchema>;

/** The image upload's answer, shaped like the image host the spec used. */
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});

/** The sign-up form, shared by the form and its tests. */
export const signUpFormSchema = z
  .object({
    name: z.string().trim().min(1, MESSAGES.nameRequired).max(120, 'Please use at most 120 characters.'),
    email: z.email('Please enter a valid email address.'),
    photo: photoFieldSchema,
    role: z.enum(SIGNUP_ROLES),
    password: z
      .string()
      .min(1, 'Password is required.')
      .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)
      .max(128, 'Please use at most 128 characters.'),
    confirm: z.string().min(1, 'Please confirm your password.'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: MESSAGES.passwordMismatch });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const signInFormSchema = z.object({
  email: z.email('Please enter a valid email address.'),
  password: z.string().min(1, 'Password is required.'),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

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

const newPassword = z
  .string()
  .min(1, 'Password is required.')
  .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)
  .max(128, 'Please use at most 128 characters.');

/** Forgot password? (issue 13): the address the reset link goes to. */
export const forgotPasswordFormSchema = z.object({ email: z.email('Please enter a valid email address.') });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** The page the reset link opens. */
export const resetPasswordFormSchema = z
  .object({ password: newPassword, confirm: z.string().min(1, 'Please confirm your password.') })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: MESSAGES.passwordMismatch });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** Profile page: a new password needs the current one. */
export const changePasswordFormSchema = z
  .object({
    current: z.string().min(1, 'Please enter your current password.'),
    password: newPassword,
    confirm: z.string().min(1, 'Please confirm your password.'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: MESSAGES.passwordMismatch });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** Profile page: the name everyone sees on listings and orders. */
export const nameFormSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.nameRequired).max(120, 'Please use at most 120 characters.'),
});
export type NameForm = z.infer<typeof nameFormSchema>;
