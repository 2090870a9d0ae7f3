import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema.ts';
import { defaultRateLimits } from '../../plugins/rate-limits.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';

/** Issue 14: unread messages are emailed after 10 minutes, once per batch; messages are rate-limited per person. */

const MESSAGE_LIMIT = 4;
let t: TestApp;
let seller: TestAccount;

beforeAll(async () => {
  t = await buildTestApp(
    { PUBLIC_URL: 'https://restrung.example' },
    { rateLimits: { ...defaultRateLimits(1000), message: { max: MESSAGE_LIMIT, timeWindow: 60_000 } } },
  );
  seller = await createAccount(t, { role: 'seller', verified: true, name: 'Sam Seller' });
});
afterAll(() => t.close());

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const mailsTo = (who: TestAccount) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, who.email), eq(emailOutbox.kind, 'conversation_message')));
const call = (method: 'POST' | 'PUT' | 'GET', url: string, who: TestAccount, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

/** A fresh buyer with a conversation about a fresh guitar of the seller. */
async function newConversation(name = 'Bea Buyer') {
  const buyer = await createAccount(t, { role: 'buyer', name });
  const guitar = await insertProduct(t.database.db, seller);
  const res = await call('POST', '/api/conversations', buyer, { productId: guitar.id });
  const id = res.json().conversationId as string;
  const send = async (who: TestAccount, text: string) =>
    expect((await call('POST', `/api/conversations/${id}/messages`, who, { text })).statusCode).toBe(200);
  return { buyer, guitar, id, send };
}

describe('emails about unread messages', () => {
  it('emails the reader once, for the whole batch, only after 10 minutes unread', async () => {
    const { buyer, guitar, id, send } = await newConversation();
    await send(buyer, 'Any fret wear?');
    await send(buyer, 'And is the case included?');
    const before = (await mailsTo(seller)).length;

    await t.app.messageEmails.runOnce(minutesFromNow(9));
    expect((await mailsTo(seller)).length).toBe(before);

    await t.app.messageEmails.runOnce(minutesFromNow(11));
    const mails = (await mailsTo(seller)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'conversation_message', subject: 'You have an unread message on Restrung' });
    expect(mails[0]!.body).toContain(`Bea Buyer sent you 2 messages about ${guitar.productName}`);
    expect(mails[0]!.body).toContain(`https://restrung.example/dashboard/messages/${id}`);
    // What was written stays on the site.
    expect(mails[0]!.body).not.toContain('fret wear');

    await t.app.messageEmails.runOnce(minutesFromNow(30));
    expect((await mailsTo(seller)).length).toBe(before + 1);
    // Nothing went to the buyer, who wrote them.
    expect(await mailsTo(buyer)).toHaveLength(0);
  });

  it('sends nothing for a message read in time, and respects the email settings', async () => {
    const first = await newConversation();
    await first.send(first.buyer, 'Hello?');
    await call('PUT', `/api/conversations/${first.id}/read`, seller);
    const second = await newConversation();
    await second.send(second.buyer, 'Still for sale?');
    const off = await call('PUT', '/api/email-settings', seller, { conversation_message: false });
    expect(off.statusCode).toBe(200);
    const before = (await mailsTo(seller)).length;
    await t.app.messageEmails.runOnce(minutesFromNow(11));
    expect((await mailsTo(seller)).length).toBe(before);
    await call('PUT', '/api/email-settings', seller, { conversation_message: true });

    // The buyer, answered and not reading, is emailed in turn.
    await second.send(seller, 'Yes it is.');
    await t.app.messageEmails.runOnce(minutesFromNow(11));
    const toBuyer = await mailsTo(second.buyer);
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]!.body).toContain('Sam Seller sent you a message about');
  });
});

describe('the message rate limit', () => {
  it('refuses a person past the limit (429) and not the other side', async () => {
    const { buyer, id, send } = await newConversation();
    for (let i = 0; i < MESSAGE_LIMIT; i++) await send(buyer, `Message ${i}`);
    const refused = await call('POST', `/api/conversations/${id}/messages`, buyer, { text: 'One more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    await send(seller, 'I can still answer.');
  });
});
