import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Role } from '@restrung/shared/constants';
import type { SessionUser } from '@restrung/shared/user';
import type { Auth } from '../modules/auth/create-auth.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';

export type { SessionUser };

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, from the bearer token's session; null when signed out. Set by `identify`. */
    user: SessionUser | null;
    /** The session token the caller presented, when signed in. */
    sessionToken: string | null;
  }
}

export function toWebHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [key, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => result.append(key, v));
    else result.set(key, String(value));
  }
  return result;
}

/** Resolves the caller from the session; identity never comes from a body or a query. */
export function identify(auth: Auth) {
  return async (request: FastifyRequest): Promise<void> => {
    request.user = null;
    request.sessionToken = null;
    if (!request.headers.authorization && !request.headers.cookie) return;
    const result = await auth.api.getSession({ headers: toWebHeaders(request.headers) });
    if (!result) return;
    const u = result.user as typeof result.user & { role?: string; verified?: boolean };
    request.user = {
      id: u.id,
      name: u.name,
      email: u.email,
      image: u.image ?? null,
      role: (u.role ?? 'buyer') as Role,
      verified: Boolean(u.verified),
    };
    // The bearer token as presented (better-auth signs it), so /jwt can hand the same one back.
    const bearer = request.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
    request.sessionToken = bearer ?? result.session.token;
  };
}

/** preHandler: any signed-in user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized();
}

const ROLE_REFUSALS: Record<Role, string> = {
  buyer: 'Only buyers can do this.',
  seller: 'Only sellers can do this.',
  admin: 'Only admins can do this.',
};

/** preHandler: a signed-in user with one of these roles (401 when signed out, 403 otherwise). */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw unauthorized();
    if (!roles.includes(request.user.role)) throw forbidden(ROLE_REFUSALS[roles[0]!]);
  };
}

/** The caller may read data about `email` only if it is their own, or they are an admin. */
export function assertSelfOrAdmin(request: FastifyRequest, email: string): void {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'admin' && request.user.email.toLowerCase() !== email.toLowerCase()) {
    throw forbidden('You can only look up your own account.');
  }
}
