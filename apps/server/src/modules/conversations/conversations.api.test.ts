import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONVERSATION_MESSAGES, type Conversation, type Message } from '@restrung/shared/conversation';
import { CONTROL_CHARACTER_MESSAGE } from '@restrung/shared/text';
import { auditLog } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertProduct, type ProductRow } from '../../test/fixtures.ts';
import { openSse } from '../../test/sse-client.ts';

let t: TestApp;
let seller: TestAccount;
let buyer: TestAccount;
let otherBuyer: TestAccount;
let admin: TestAccount;
let guitar: ProductRow;
let conversationId: string;

beforeAll(async () => {
  t = await buildTestApp({}, { notificationHeartbeatMs: 60_000 });
  seller = await createAccount(t, { role: 'seller', verified: true, name: 'Sam Seller' });
  buyer = await createAccount(t, { role: 'buyer', name: 'Bea Buyer' });
  otherBuyer = await createAccount(t, { role: 'buyer', name: 'Olly Other' });
  admin = await createAccount(t, { role: 'admin', name: 'Ada Admin' });
  guitar = await insertProduct(t.database.db, seller);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, account?: TestAccount, payload?: object) =>
  t.app.inject({ method, url, headers: account?.headers, ...(payload ? { payload } : {}) });
const expectRefusal = (
  res: { statusCode: number; json: () => { message: string } },
  status: number,
  message: string,
) => {
  expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
};
const start = async (who: TestAccount, product: ProductRow = guitar) => {
  const res = await call('POST', '/api/conversations', who, { productId: product.id });
  return res;
};
const send = (who: TestAccount, id: string, text: unknown) =>
  call('POST', `/api/conversations/${id}/messages`, who, { text });
const inbox = async (who: TestAccount, query = ''): Promise<Conversation[]> => {
  const res = await call('GET', `/api/conversations${query}`, who);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const messagesOf = async (who: TestAccount, id: string): Promise<Message[]> => {
  const res = await call('GET', `/api/conversations/${id}/messages`, who);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const unread = async (who: TestAccount) => (await call('GET', '/api/conversations/unread-count', who)).json().unread;

describe('starting a conversation', () => {
  it('a buyer asks about a listing; asking again opens the same conversation', async () => {
    const first = await start(buyer);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ acknowledged: true, created: true });
    conversationId = first.json().conversationId;
    const again = await start(buyer);
    expect(again.json()).toEqual({ acknowledged: true, conversationId, created: false });
  });

  it('refuses a seller asking about their own guitar', async () => {
    expectRefusal(await start(seller), 403, CONVERSATION_MESSAGES.ownGuitar);
  });

  it('refuses the signed-out (401) and admins (403)', async () => {
    expectRefusal(await start(undefined as unknown as TestAccount), 401, 'Please sign in to continue.');
    expectRefusal(await start(admin), 403, 'Only buyers can do this.');
  });

  it('refuses a listing the asker cannot see, and a malformed id, as unknown (404)', async () => {
    const unverified = await createAccount(t, { role: 'seller', verified: false });
    const hidden = await insertProduct(t.database.db, unverified);
    const res = await start(buyer, hidden);
    expect(res.statusCode).toBe(404);
    expect((await call('POST', '/api/conversations', buyer, { productId: 'nope' })).statusCode).toBe(404);
  });

  it('keeps a conversation nobody wrote in out of both inboxes', async () => {
    expect((await inbox(buyer)).some((c) => c._id === conversationId)).toBe(false);
    expect((await inbox(seller)).some((c) => c._id === conversationId)).toBe(false);
  });
});

describe('writing and reading', () => {
  it('the buyer writes, the seller sees it unread, answers, and reading clears the count', async () => {
    const res = await send(buyer, conversationId, '  Any fret wear? See https://example.test/pics  ');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({
      senderName: 'Bea Buyer',
      text: 'Any fret wear? See https://example.test/pics',
    });
    expect(await unread(seller)).toBe(1);
    const [row] = await inbox(seller);
    expect(row).toMatchObject({
      _id: conversationId,
      myRole: 'seller',
      otherName: 'Bea Buyer',
      productName: guitar.productName,
      unread: 1,
      lastMessage: 'Any fret wear? See https://example.test/pics',
      reported: false,
      open: true,
    });
    expect(await unread(buyer)).toBe(0);

    expect((await send(seller, conversationId, 'None at all.\nCome and try it Saturday.')).statusCode).toBe(200);
    // Answering means the seller read what came before.
    expect(await unread(seller)).toBe(0);
    expect(await unread(buyer)).toBe(1);
    const read = await call('PUT', `/api/conversations/${conversationId}/read`, buyer);
    expect(read.json()).toEqual({ acknowledged: true, unread: 0 });

    const messages = await messagesOf(buyer, conversationId);
    expect(messages.map((m) => m.text)).toEqual([
      'None at all.\nCome and try it Saturday.',
      'Any fret wear? See https://example.test/pics',
    ]);
    const [conversation] = await inbox(buyer, `?productId=${guitar.id}`);
    expect(conversation).toMatchObject({ _id: conversationId, myRole: 'buyer', otherName: 'Sam Seller', unread: 0 });
  });

  it('pages messages and the inbox with ?after, newest first', async () => {
    const older = await messagesOf(buyer, conversationId);
    const page = await call('GET', `/api/conversations/${conversationId}/messages?limit=1`, buyer);
    const [newest] = page.json() as Message[];
    expect(newest!._id).toBe(older[0]!._id);
    const next = await call('GET', `/api/conversations/${conversationId}/messages?limit=1&after=${newest!._id}`, buyer);
    expect((next.json() as Message[]).map((m) => m._id)).toEqual([older[1]!._id]);

    const second = await insertProduct(t.database.db, seller);
    const { conversationId: secondId } = (await start(buyer, second)).json();
    await send(buyer, secondId, 'Is the case included?');
    const ids = (await inbox(seller)).map((c) => c._id);
    expect(ids.slice(0, 2)).toEqual([secondId, conversationId]);
    const after = await inbox(seller, `?limit=1&after=${secondId}`);
    expect(after[0]?._id).toBe(conversationId);
  });

  it('refuses an empty message, one over 2,000 characters and control characters, each with its reason', async () => {
    expectRefusal(await send(buyer, conversationId, '   \n '), 400, `text: ${CONVERSATION_MESSAGES.textRequired}`);
    expectRefusal(
      await send(buyer, conversationId, 'x'.repeat(2001)),
      400,
      `text: ${CONVERSATION_MESSAGES.textTooLong}`,
    );
    expectRefusal(await send(buyer, conversationId, 'hi\u0000there'), 400, `text: ${CONTROL_CHARACTER_MESSAGE}`);
    expectRefusal(await send(buyer, conversationId, 'hi\u202ethere'), 400, `text: ${CONTROL_CHARACTER_MESSAGE}`);
    expectRefusal(await send(buyer, conversationId, undefined), 400, `text: ${CONVERSATION_MESSAGES.textRequired}`);
    const longest = await send(buyer, conversationId, `${'x'.repeat(2000)}   `);
    expect(longest.statusCode).toBe(200);
    expect(longest.json().message.text).toHaveLength(2000);
  });
});

describe('who may read and write a conversation', () => {
  it('another buyer is told it does not exist, whatever they try', async () => {
    const base = `/api/conversations/${conversationId}`;
    expectRefusal(await call('GET', base, otherBuyer), 404, CONVERSATION_MESSAGES.noSuchConversation);
    expectRefusal(await call('GET', `${base}/messages`, otherBuyer), 404, CONVERSATION_MESSAGES.noSuchConversation);
    expectRefusal(await send(otherBuyer, conversationId, 'hello'), 404, CONVERSATION_MESSAGES.noSuchConversation);
    expectRefusal(await call('PUT', `${base}/read`, otherBuyer), 404, CONVERSATION_MESSAGES.noSuchConversation);
    expectRefusal(
      await call('POST', `${base}/report`, otherBuyer, { reason: 'spam' }),
      404,
      CONVERSATION_MESSAGES.noSuchConversation,
    );
    expect((await inbox(otherBuyer)).length).toBe(0);
  });

  it('the signed-out are asked to sign in', async () => {
    expectRefusal(
      await call('GET', `/api/conversations/${conversationId}/messages`),
      401,
      'Please sign in to continue.',
    );
    expectRefusal(
      await send(undefined as unknown as TestAccount, conversationId, 'hi'),
      401,
      'Please sign in to continue.',
    );
  });

  it('an admin cannot read, write or list it before it is reported', async () => {
    const base = `/api/conversations/${conversationId}`;
    expectRefusal(await call('GET', base, admin), 403, CONVERSATION_MESSAGES.adminsOnlyReported);
    expectRefusal(await call('GET', `${base}/messages`, admin), 403, CONVERSATION_MESSAGES.adminsOnlyReported);
    expectRefusal(await send(admin, conversationId, 'hello'), 403, CONVERSATION_MESSAGES.adminsOnlyReported);
    const reported = await call('GET', '/api/conversations/reported', admin);
    expect((reported.json() as Conversation[]).some((c) => c._id === conversationId)).toBe(false);
    expectRefusal(await call('GET', '/api/conversations/reported', buyer), 403, 'Only admins can do this.');
  });

  it('either side reports it with a reason; the first report stands', async () => {
    const base = `/api/conversations/${conversationId}/report`;
    expectRefusal(
      await call('POST', base, seller, { reason: '  ' }),
      400,
      `reason: ${CONVERSATION_MESSAGES.reasonRequired}`,
    );
    const first = await call('POST', base, seller, { reason: 'Asks me to pay outside the site.' });
    expect(first.json()).toEqual({ acknowledged: true, alreadyReported: false });
    const second = await call('POST', base, buyer, { reason: 'Rude.' });
    expect(second.json()).toEqual({ acknowledged: true, alreadyReported: true });
  });

  it('after a report an admin reads it, each reading in the audit log, and still cannot write', async () => {
    const reported = (await call('GET', '/api/conversations/reported', admin)).json() as Conversation[];
    expect(reported.find((c) => c._id === conversationId)).toMatchObject({
      myRole: 'admin',
      reported: true,
      reportReason: 'Asks me to pay outside the site.',
      buyerName: 'Bea Buyer',
      sellerName: 'Sam Seller',
    });
    const before = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, conversationId));
    expect(before).toHaveLength(0);
    const messages = await messagesOf(admin, conversationId);
    expect(messages.length).toBeGreaterThan(1);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, conversationId));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'conversation.read', actorId: admin.id, targetType: 'conversation' });
    const log = await call('GET', '/api/auditlog', admin);
    expect(log.json().entries[0]).toMatchObject({
      action: 'conversation.read',
      actor: { id: admin.id, name: 'Ada Admin' },
      target: { type: 'conversation', id: conversationId },
    });

    expectRefusal(await send(admin, conversationId, 'hello'), 403, CONVERSATION_MESSAGES.adminsCannotWrite);
    expectRefusal(
      await call('POST', `/api/conversations/${conversationId}/report`, admin, { reason: 'x' }),
      403,
      CONVERSATION_MESSAGES.onlyPeopleReport,
    );
    // The people in it still write.
    expect((await send(buyer, conversationId, 'Still there?')).statusCode).toBe(200);
  });
});

describe('live delivery on the notification stream', () => {
  it('sends the unread message count at once and when a message arrives', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await call('PUT', `/api/conversations/${conversationId}/read`, seller);
    const before = await unread(seller);
    const stream = await openSse(`${address}/api/notifications/stream`, seller.token);
    try {
      const message = (e: { event: string }) => e.event === 'message';
      expect(JSON.parse((await stream.next(message)).data)).toEqual({ unread: before, conversationId: null });
      await send(buyer, conversationId, 'Can I try it Saturday?');
      expect(JSON.parse((await stream.next(message)).data)).toEqual({ unread: before + 1, conversationId });
      // Reading it tells the reader's other tabs too.
      await call('PUT', `/api/conversations/${conversationId}/read`, seller);
      expect(JSON.parse((await stream.next(message)).data)).toEqual({ unread: before, conversationId });
    } finally {
      stream.close();
    }
  });
});

describe('when an account is deleted', () => {
  it('the conversation stays readable for the other side and takes no more messages (409)', async () => {
    const leaving = await createAccount(t, { role: 'buyer', name: 'Lee Leaving' });
    const { conversationId: id } = (await start(leaving)).json();
    expect((await send(leaving, id, 'Is it still for sale?')).statusCode).toBe(200);
    const removed = await call('DELETE', `/api/allbuyer/${leaving.id}`, admin);
    expect(removed.statusCode).toBe(200);

    expect((await messagesOf(seller, id)).map((m) => m.text)).toEqual(['Is it still for sale?']);
    expect((await inbox(seller, `?productId=${guitar.id}`)).find((c) => c._id === id)).toMatchObject({ open: false });
    const conversation = (await call('GET', `/api/conversations/${id}`, seller)).json() as Conversation;
    expect(conversation).toMatchObject({ otherName: 'Lee Leaving', open: false });
    expectRefusal(await send(seller, id, 'Yes'), 409, CONVERSATION_MESSAGES.otherSideGone);
  });
});

describe('POST /api/conversations/{id}/report/close', () => {
  const close = (id: string, who?: TestAccount) => call('POST', `/api/conversations/${id}/report/close`, who);
  const reportedList = async () =>
    ((await call('GET', '/api/conversations/reported?limit=100', admin)).json() as Conversation[]).map((c) => c._id);

  async function reportedConversation(reason = 'Keeps asking for my phone number.') {
    const asker = await createAccount(t, { role: 'buyer', name: 'Ray Rude' });
    const { conversationId: id } = (await start(asker)).json();
    expect((await send(asker, id, 'Call me?')).statusCode).toBe(200);
    expect((await call('POST', `/api/conversations/${id}/report`, seller, { reason })).statusCode).toBe(200);
    return { id, asker };
  }

  it('an admin closes the report: the list drops it, admins can no longer read it, and the audit log says so', async () => {
    const { id } = await reportedConversation();
    expect(await reportedList()).toContain(id);

    const res = await close(id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true });
    expect(await reportedList()).not.toContain(id);
    expectRefusal(
      await call('GET', `/api/conversations/${id}/messages`, admin),
      403,
      CONVERSATION_MESSAGES.adminsOnlyReported,
    );

    const log = await call('GET', '/api/auditlog?limit=1', admin);
    expect(log.json().entries[0]).toMatchObject({
      action: 'conversation.report_closed',
      actor: { id: admin.id },
      target: { type: 'conversation', id },
      details: { reportReason: 'Keeps asking for my phone number.' },
    });
    // Whoever reported it is told why it no longer shows as reported.
    const told = await call('GET', '/api/notifications?limit=1', seller);
    expect(told.json().items[0]).toMatchObject({
      kind: 'conversation_report_closed',
      text: `Thank you for your report: an admin looked into your conversation about ${guitar.productName} and closed the report.`,
      link: `/dashboard/messages/${id}`,
    });
    // Its people see it as not reported, and can report it again if it goes wrong again.
    expect((await call('GET', `/api/conversations/${id}`, seller)).json()).toMatchObject({ reported: false });
    const again = await call('POST', `/api/conversations/${id}/report`, seller, { reason: 'Again.' });
    expect(again.json()).toEqual({ acknowledged: true, alreadyReported: false });
    expect(await reportedList()).toContain(id);
  });

  it('refuses a conversation without an open report with 409, and an unknown one with 404', async () => {
    const { id } = await reportedConversation();
    expect((await close(id, admin)).statusCode).toBe(200);
    expectRefusal(await close(id, admin), 409, CONVERSATION_MESSAGES.noOpenReport);
    for (const unknown of ['7d1f4ad4-3c55-4d2b-9a55-0a4c1b0b9f00', 'not-a-uuid'])
      expectRefusal(await close(unknown, admin), 404, CONVERSATION_MESSAGES.noSuchConversation);
  });

  it('is for admins only: 401 signed out, 403 for its own people and anyone else, and the report stays open', async () => {
    const { id, asker } = await reportedConversation();
    expectRefusal(await close(id), 401, 'Please sign in to continue.');
    for (const who of [seller, asker, otherBuyer]) expectRefusal(await close(id, who), 403, 'Only admins can do this.');
    expect(await reportedList()).toContain(id);
  });
});
