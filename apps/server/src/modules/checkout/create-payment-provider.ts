import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { paymentsRepository } from './repository.ts';
import type { PaymentProvider } from './provider.ts';
import { SandboxPaymentProvider, type PaymentLogger } from './sandbox-provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

/**
 * The configured provider. The union (not just PaymentProvider) lets a route narrow on `name` to reach
 * what only one provider has, such as the sandbox's `confirmCard`; the intersection keeps the interface's
 * optional members (`parseWebhook`) reachable without narrowing.
 */
export type ConfiguredPaymentProvider = (SandboxPaymentProvider | StripePaymentProvider) & PaymentProvider;

type PaymentSettings = Pick<
  Config,
  'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'
>;

/** Stripe when both keys are set (config.ts refuses one without the other), else the sandbox. */
export function createPaymentProvider(config: PaymentSettings, db: Db, log?: PaymentLogger): ConfiguredPaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY) {
    return new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return new SandboxPaymentProvider({ payments: paymentsRepository(db), log });
}
