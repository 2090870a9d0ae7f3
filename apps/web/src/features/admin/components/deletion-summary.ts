import type { DeleteUserResponse } from '@restrung/shared/admin';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What else went with an account, for the admin; nothing when only the account went. */
export function deletionSummary(result: DeleteUserResponse): string | null {
  const parts: string[] = [];
  if (result.deletedProducts > 0)
    parts.push(`${count(result.deletedProducts, 'unsold listing', 'unsold listings')} removed`);
  if (result.cancelledBookings > 0)
    parts.push(`${count(result.cancelledBookings, 'unpaid order', 'unpaid orders')} cancelled`);
  return parts.length ? `Also: ${parts.join(', ')}.` : null;
}
