import type { FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';

export interface Limit {
  max: number;
  timeWindow: number;
}

/** Per client address; shared across processes through Redis when REDIS_URL is set. */
export interface RateLimits {
  signIn: Limit;
  signUp: Limit;
  upload: Limit;
  report: Limit;
  /** Emails a stranger can make us send: password reset and verification links. */
  accountEmail: Limit;
  /** Guesses at a reset token or the current password (reset-password, change-password). */
  passwordChange: Limit;
  /** Listing and editing guitars (POST /products, PATCH /products/{id}). */
  listingWrite: Limit;
  /** Messages in conversations (issue 14), per person rather than per address. */
  message: Limit;
}

const MINUTE = 60_000;

/** `scale` multiplies every allowance (RATE_LIMIT_SCALE), for load tests and end-to-end runs. */
export function defaultRateLimits(scale = 1): RateLimits {
  const limit = (max: number, timeWindow: number): Limit => ({ max: Math.max(1, Math.round(max * scale)), timeWindow });
  return {
    signIn: limit(10, MINUTE),
    signUp: limit(5, 10 * MINUTE),
    // A listing takes up to 8 photos: enough for a seller to list several guitars in one sitting.
    upload: limit(60, 10 * MINUTE),
    report: limit(20, 10 * MINUTE),
    accountEmail: limit(5, 10 * MINUTE),
    passwordChange: limit(10, 10 * MINUTE),
    listingWrite: limit(60, 10 * MINUTE),
    // A lively exchange about a guitar stays well under it; a script sending to every seller does not.
    message: limit(30, 10 * MINUTE),
  };
}

export async function registerRateLimiting(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  // ioredis is imported only when REDIS_URL is set: most servers never need it (issue 10: start time).
  const redis = redisUrl
    ? new (await import('ioredis')).Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'restrung-rl-' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
}
