import { toast } from './toast.ts';
import { ApiClientError } from './api-client.ts';

/** Said when a failure carries no message written for people (a dropped connection, a parser error). */
export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/**
 * The one place a failed mutation becomes a toast: the API's own message (written for people), or a plain
 * `fallback` for anything else, never a stack of parser output.
 */
export function toastFailure(error: unknown, fallback = GENERIC_FAILURE): void {
  toast.error(error instanceof ApiClientError ? error.message : fallback);
}

/**
 * Awaits a follow-up call whose failure must not undo what already succeeded (e.g. the profile record after a
 * sign-up). The failure is logged for whoever debugs it, not shown: the person's own step did succeed.
 */
export async function bestEffort(what: string, call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    console.warn(`${what} failed; carrying on.`, error);
  }
}
