import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * Every setting the server reads, parsed once at start-up (ARCHITECTURE.md section 5).
 * README.md documents each variable; keep the two in step.
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_ISSUER_URL: optionalString.pipe(z.url().optional()),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_URL: optionalString.pipe(z.url().optional()),
    S3_ENDPOINT: optionalString,
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PUBLIC_URL: optionalString.pipe(z.url().optional()),
    REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    WEB_DIST_DIR: optionalString,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
    /** How often each process looks for payments a crash left half-done (docs/decisions/0012-payment-reconciler.md). */
    PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().positive().default(15),
    /** A payment row untouched this long is looked at by the reconciler; younger ones may still be in progress. */
    PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().min(0).default(30),
    /** How long an unpaid booking holds the guitar before it is cancelled (issue 13). */
    BOOKING_HOLD_HOURS: z.coerce.number().positive().default(48),
    /** The buyer is reminded once when this much of the hold is left. */
    BOOKING_HOLD_REMINDER_HOURS: z.coerce.number().positive().default(24),
    /** How many unpaid bookings one buyer may hold at once. */
    MAX_OPEN_BOOKINGS: z.coerce.number().int().min(1).default(3),
    /** How often each process looks for holds that ended or need their reminder. */
    HOLD_EXPIRY_INTERVAL_SECONDS: z.coerce.number().positive().default(60),
    /** smtp:// or smtps:// with credentials; unset, emails are written as .eml files under DATA_DIR/outbox. */
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    /** The From of every email. */
    MAIL_FROM: optionalString.pipe(z.string().optional()),
    /** How often each process looks for emails to send (docs/decisions/0021-email-outbox.md). */
    OUTBOX_POLL_SECONDS: z.coerce.number().positive().default(5),
    /** true: booking and listing wait until the person has confirmed their email address. */
    REQUIRE_EMAIL_VERIFICATION: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    SEED_DEMO_DATA: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
      });
    }
    if (env.S3_BUCKET) {
      for (const name of [
        'S3_ENDPOINT',
        'S3_REGION',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_PUBLIC_URL',
      ] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when S3_BUCKET is set' });
      }
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together',
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; the error names each bad variable on one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'env'} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}
