import { expect, type APIRequestContext } from '@playwright/test';
import type { Person } from './accounts.ts';
import { bearer } from './accounts.ts';

/** A buyer asks about a listing through the API; answers the conversation's id. */
export async function askViaApi(request: APIRequestContext, buyer: Person, productId: string): Promise<string> {
  const asked = await request.post('/api/conversations', { headers: bearer(buyer.token), data: { productId } });
  expect(asked.status(), await asked.text()).toBe(200);
  return ((await asked.json()) as { conversationId: string }).conversationId;
}

/** One of its people reports the conversation to the admins, with a reason. */
export async function reportConversationViaApi(
  request: APIRequestContext,
  reporter: Person,
  conversationId: string,
  reason: string,
): Promise<void> {
  const reported = await request.post(`/api/conversations/${conversationId}/report`, {
    headers: bearer(reporter.token),
    data: { reason },
  });
  expect(reported.ok(), await reported.text()).toBe(true);
}
