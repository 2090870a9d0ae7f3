import { z } from 'zod';
import { sessionUserSchema } from '@restrung/shared/user';

/**
 * The answers of better-auth's routes, loaded beside the request that needs them (`api.ts`): the header asks for
 * the session on every page, and zod is not part of the JavaScript a page needs to paint.
 */
export { jwtResponseSchema, roleLookupSchema } from '@restrung/shared/user';

export const sessionResponseSchema = z.object({ user: sessionUserSchema }).nullable();
export const signInResponseSchema = z.object({ token: z.string(), user: sessionUserSchema.pick({ email: true }) });
export const signUpResponseSchema = z.object({
  token: z.string().nullable(),
  user: sessionUserSchema.pick({ email: true }),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;
export const socialSignInResponseSchema = z.object({ url: z.string() });
export const statusSchema = z.object({ status: z.boolean() }).loose();
export const changePasswordResponseSchema = z.object({ token: z.string().nullable() }).loose();
