import { z } from 'zod';

/** Which card form the payment page shows: the built-in sandbox's, or Stripe Elements with this publishable key. */
export const paymentPublicConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sandbox') }),
  z.object({ provider: z.literal('stripe'), publishableKey: z.string() }),
]);
export type PaymentPublicConfig = z.infer<typeof paymentPublicConfigSchema>;

/** What the browser may know of the server's configuration; never a secret. */
export const publicConfigSchema = z.object({
  googleSignIn: z.boolean(),
  /** Always sent by the server; a reader given an answer without it (an older server, a test stub) reads the sandbox. */
  payments: paymentPublicConfigSchema.default({ provider: 'sandbox' }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
