import { z } from 'zod';
import { ROLES, SIGNUP_ROLES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { photoFieldSchema } from './upload.ts';
import { MIN_PASSWORD_LENGTH } from './user.ts';
import { lowercaseEmail, plainText } from './text.ts';

/**
 * What a person sends about their account: the sign-up, sign-in, password and profile forms, and the user calls'
 * bodies and queries. Apart from the signed-in user as answered (`user.ts`), which every page asks for, so that
 * pages do not build these forms' rules (decision 0062).
 */

export const emailQuerySchema = z.object({ email: lowercaseEmail() });

/** POST /jwt */
export const jwtRequestSchema = z.object({
  email: lowercaseEmail(),
});
/** POST /allusers: the profile a sign-up or Google sign-in reports. */
export const profileSyncSchema = z.object({
  name: plainText().trim().min(1).max(120),
  email: lowercaseEmail(),
  role: z.enum(ROLES).optional(),
  img: plainText().max(2048).nullish(),
});
export type ProfileSync = z.infer<typeof profileSyncSchema>;

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
