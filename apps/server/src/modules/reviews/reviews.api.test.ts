import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '@restrung/shared/review';
import { SELLER_TEXTS } from '@restrung/shared/seller';
import { auditLog, emailOutbox, notifications, reviews } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertBooking, insertProduct } from '../../test/fixtures.ts';

let t: TestApp;
let buyer: TestAccount;
let otherBuyer: TestAccount;
let seller: TestAccount;
let otherSeller: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  [buyer, otherBuyer, seller, otherSeller, admin] = await Promise.all([
    createAccount(t, { role: 'buyer', name: 'Bea Buyer' }),
    createAccount(t, { role: 'buyer' }),
    createAccount(t, { role: 'seller', verified: true, name: 'Sam Seller' }),
    createAccount(t, { role: 'seller', verified: true }),
    createAccount(t, { role: 'admin', name: 'Ada Admin' }),
  ]);
});
afterAll(() => t.close());

const GOOD = { rating: 4, text: 'Honest description, quick handover.' };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, account?: TestAccount, payload?: object) =>
  t.app.inject({ method, url, headers: account?.headers, payload: payload as Record<string, unknown> | undefined });

/** A Paid order of a fresh guitar of `from`, bought by `by`. */
async function paidOrder(from: TestAccount = seller, by: TestAccount = buyer, status: 'Paid' | 'Booked' = 'Paid') {
  const product = await insertProduct(t.database.db, from);
  return insertBooking(t.database.db, { product, buyer: by, status });
}

async function postReview(orderId: string, body: object = GOOD, account: TestAccount = buyer) {
  return call('POST', `/api/myorders/${orderId}/review`, account, body);
}

async function reviewOf(from: TestAccount = seller, rating = GOOD.rating): Promise<string> {
  const order = await paidOrder(from);
  const res = await postReview(order.id, { ...GOOD, rating });
  expect(res.statusCode).toBe(200);
  return res.json().insertedId as string;
}

const profileRating = async (of: TestAccount) => (await call('GET', `/api/sellers/${of.id}`, buyer)).json().rating;

const expectRefusal = (res: { statusCode: number; json(): { message: string } }, status: number, message: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.json().message).toBe(message);
};

describe('POST /api/myorders/{id}/review', () => {
  it('posts one review of a paid order, notifies the seller in the app and by email', async () => {
    const order = await paidOrder();
    const res = await postReview(order.id);
    expect(res.statusCode).toBe(200);
    const id = res.json().insertedId;
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ orderId: order.id, sellerId: seller.id, buyerId: buyer.id, rating: 4 });
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'review_received')));
    expect(note?.details).toMatchObject({ buyerName: 'Bea Buyer', rating: 4, sellerId: seller.id });
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, seller.email), eq(emailOutbox.kind, 'review_received')));
    expect(mails).toHaveLength(1);
  });

  it('refuses a second review of the same order with 409', async () => {
    const order = await paidOrder();
    expect((await postReview(order.id)).statusCode).toBe(200);
    expectRefusal(await postReview(order.id), 409, REVIEW_MESSAGES.alreadyReviewed);
  });

  it('refuses two reviews of one order sent at once: exactly one is posted', async () => {
    const order = await paidOrder();
    const results = await Promise.all([postReview(order.id), postReview(order.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.database.db.$count(reviews, eq(reviews.orderId, order.id))).toBe(1);
  });

  it('refuses an order that is not paid yet with 409', async () => {
    const order = await paidOrder(seller, buyer, 'Booked');
    expectRefusal(await postReview(order.id), 409, REVIEW_MESSAGES.notPaid);
  });

  it("refuses another buyer's order with 403", async () => {
    const order = await paidOrder(seller, otherBuyer);
    expectRefusal(await postReview(order.id), 403, REVIEW_MESSAGES.notYourOrder);
  });

  it('answers 404 for an unknown or malformed order', async () => {
    expectRefusal(await postReview(newId()), 404, REVIEW_MESSAGES.noSuchOrder);
    expectRefusal(await postReview('nope'), 404, REVIEW_MESSAGES.noSuchOrder);
  });

  it('refuses sellers, admins and signed-out callers', async () => {
    const order = await paidOrder();
    expect((await postReview(order.id, GOOD, seller)).statusCode).toBe(403);
    expect((await postReview(order.id, GOOD, admin)).statusCode).toBe(403);
    expect((await call('POST', `/api/myorders/${order.id}/review`, undefined, GOOD)).statusCode).toBe(401);
  });

  it('refuses each bad field alone, naming it', async () => {
    const order = await paidOrder();
    const cases: [object, string][] = [
      [{ text: GOOD.text }, REVIEW_MESSAGES.ratingRequired],
      [{ ...GOOD, rating: 0 }, REVIEW_MESSAGES.ratingRequired],
      [{ ...GOOD, rating: 6 }, REVIEW_MESSAGES.ratingRequired],
      [{ ...GOOD, rating: 3.5 }, REVIEW_MESSAGES.ratingRequired],
      [{ rating: 4 }, REVIEW_MESSAGES.textRequired],
      [{ rating: 4, text: '   ' }, REVIEW_MESSAGES.textRequired],
      [{ rating: 4, text: '  too short  ' }, REVIEW_MESSAGES.textTooShort],
      [{ rating: 4, text: 'x'.repeat(1001) }, REVIEW_MESSAGES.tooLong(1000)],
    ];
    for (const [body, message] of cases) {
      const res = await postReview(order.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(message);
    }
    expect(await t.database.db.$count(reviews, eq(reviews.orderId, order.id))).toBe(0);
  });
});

describe('PUT /api/reviews/{id}', () => {
  it('lets its author change it within 30 days and updates the average', async () => {
    const owner = await createAccount(t, { role: 'seller', verified: true });
    const id = await reviewOf(owner, 2);
    await reviewOf(owner, 5);
    expect(await profileRating(owner)).toEqual({ average: 3.5, count: 2 });
    const res = await call('PUT', `/api/reviews/${id}`, buyer, { rating: 4, text: 'Better than I first said.' });
    expect(res.statusCode).toBe(200);
    expect(await profileRating(owner)).toEqual({ average: 4.5, count: 2 });
    const [listed] = (await call('GET', `/api/sellers/${owner.id}/reviews`, buyer))
      .json()
      .filter((r: { _id: string }) => r._id === id);
    expect(listed).toMatchObject({ rating: 4, text: 'Better than I first said.' });
    expect(listed.editedAt).not.toBeNull();
  });

  it('refuses an edit once 30 days have passed since posting, with 403 and why', async () => {
    const id = await reviewOf();
    await t.database.db
      .update(reviews)
      .set({ createdAt: sql`now() - interval '30 days 1 minute'` })
      .where(eq(reviews.id, id));
    const res = await call('PUT', `/api/reviews/${id}`, buyer, GOOD);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/^A review can be edited for 30 days after posting; this one was posted on /);
  });

  it('still allows an edit just inside the window', async () => {
    const id = await reviewOf();
    await t.database.db
      .update(reviews)
      .set({ createdAt: sql`now() - interval '29 days 23 hours'` })
      .where(eq(reviews.id, id));
    expect((await call('PUT', `/api/reviews/${id}`, buyer, GOOD)).statusCode).toBe(200);
  });

  it("refuses someone else's review with 403", async () => {
    const id = await reviewOf();
    expectRefusal(await call('PUT', `/api/reviews/${id}`, otherBuyer, GOOD), 403, REVIEW_MESSAGES.notYourReview);
  });

  it('refuses a bad field on edit, naming it', async () => {
    const id = await reviewOf();
    expectRefusal(
      await call('PUT', `/api/reviews/${id}`, buyer, { rating: 9, text: GOOD.text }),
      400,
      `rating: ${REVIEW_MESSAGES.ratingRequired}`,
    );
  });
});

describe('POST /api/reviews/{id}/answer', () => {
  it('lets the reviewed seller answer once; a second answer is 409', async () => {
    const id = await reviewOf();
    const first = await call('POST', `/api/reviews/${id}/answer`, seller, { text: 'Thanks, enjoy the Strat!' });
    expect(first.statusCode).toBe(200);
    expectRefusal(
      await call('POST', `/api/reviews/${id}/answer`, seller, { text: 'Again.' }),
      409,
      REVIEW_MESSAGES.alreadyAnswered,
    );
    const listed = (await call('GET', `/api/sellers/${seller.id}/reviews`, buyer)).json();
    expect(listed.find((r: { _id: string }) => r._id === id).answer.text).toBe('Thanks, enjoy the Strat!');
  });

  it('refuses another seller with 403', async () => {
    const id = await reviewOf();
    expectRefusal(
      await call('POST', `/api/reviews/${id}/answer`, otherSeller, { text: 'Not mine.' }),
      403,
      REVIEW_MESSAGES.notYourSale,
    );
  });

  it('refuses buyers (even the author) and an empty answer', async () => {
    const id = await reviewOf();
    expect((await call('POST', `/api/reviews/${id}/answer`, buyer, { text: 'Hi' })).statusCode).toBe(403);
    expectRefusal(
      await call('POST', `/api/reviews/${id}/answer`, seller, { text: ' ' }),
      400,
      `text: ${REVIEW_MESSAGES.answerRequired}`,
    );
  });
});

describe('POST /api/reviews/{id}/remove', () => {
  it('lets an admin remove a review: hidden, out of the average, in the audit log', async () => {
    const owner = await createAccount(t, { role: 'seller', verified: true });
    const abusive = await reviewOf(owner, 1);
    await reviewOf(owner, 5);
    expect(await profileRating(owner)).toEqual({ average: 3, count: 2 });
    const res = await call('POST', `/api/reviews/${abusive}/remove`, admin, { reason: 'Insults, not a review.' });
    expect(res.statusCode).toBe(200);
    expect(await profileRating(owner)).toEqual({ average: 5, count: 1 });
    const listed = (await call('GET', `/api/sellers/${owner.id}/reviews`, buyer)).json();
    expect(listed.map((r: { _id: string }) => r._id)).not.toContain(abusive);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, abusive));
    expect(entry).toMatchObject({ action: 'review.removed', targetType: 'review', actorId: admin.id });
    expect(entry?.details).toMatchObject({ reason: 'Insults, not a review.', rating: 1 });
    // Removed once: a second removal finds nothing, and its order cannot be reviewed again.
    expectRefusal(
      await call('POST', `/api/reviews/${abusive}/remove`, admin, { reason: 'Again' }),
      404,
      REVIEW_MESSAGES.noSuchReview,
    );
  });

  it('refuses non-admins with 403 and a missing reason with 400', async () => {
    const id = await reviewOf();
    for (const who of [buyer, seller]) {
      const res = await call('POST', `/api/reviews/${id}/remove`, who, { reason: 'Spam' });
      expectRefusal(res, 403, 'Only admins can do this.');
    }
    expectRefusal(
      await call('POST', `/api/reviews/${id}/remove`, admin, {}),
      400,
      `reason: ${REVIEW_MESSAGES.reasonRequired}`,
    );
  });
});

describe('ratings on lists and pages', () => {
  it('shows the seller rating on cards of category, featured, seller and single product calls; none without reviews', async () => {
    const owner = await createAccount(t, { role: 'seller', verified: true });
    const listing = await insertProduct(t.database.db, owner, { advertise: true });
    const bare = await insertProduct(t.database.db, otherSeller);
    await reviewOf(owner, 4);
    await reviewOf(owner, 5);
    const expected = { average: 4.5, count: 2 };
    const single = (await call('GET', `/api/singleproduct/${listing.id}`, buyer)).json();
    expect(single.sellerRating).toEqual(expected);
    const onSellerPage = (await call('GET', `/api/sellers/${owner.id}/products`, buyer)).json();
    expect(onSellerPage[0].sellerRating).toEqual(expected);
    const category = (await call('GET', `/api/products/${listing.categoryId}?limit=100`, buyer)).json();
    expect(category.find((p: { _id: string }) => p._id === listing.id).sellerRating).toEqual(expected);
    expect(category.find((p: { _id: string }) => p._id === bare.id)).not.toHaveProperty('sellerRating');
    const featured = (await call('GET', '/api/advertisedproduct?limit=100')).json();
    expect(featured.find((p: { _id: string }) => p._id === listing.id).sellerRating).toEqual(expected);
  });

  it("lists a seller's reviews newest first, a page at a time", async () => {
    const owner = await createAccount(t, { role: 'seller', verified: true });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await reviewOf(owner, 3));
    const first = (await call('GET', `/api/sellers/${owner.id}/reviews?limit=2`, buyer)).json();
    expect(first.map((r: { _id: string }) => r._id)).toEqual([ids[2], ids[1]]);
    const next = (await call('GET', `/api/sellers/${owner.id}/reviews?limit=2&after=${ids[1]}`, buyer)).json();
    expect(next.map((r: { _id: string }) => r._id)).toEqual([ids[0]]);
  });

  it("hides an unverified seller's reviews like their page", async () => {
    const res = await call('GET', `/api/sellers/${buyer.id}/reviews`, buyer);
    expectRefusal(res, 404, SELLER_TEXTS.notFound);
  });

  it("answers the buyer's own reviews of given orders with whether each is editable", async () => {
    const order = await paidOrder();
    const res = await postReview(order.id);
    const unreviewed = await paidOrder();
    const mine = await call('GET', `/api/myreviews?orders=${order.id},${unreviewed.id}`, buyer);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({ _id: res.json().insertedId, orderId: order.id, editable: true }),
    ]);
    expect((await call('GET', `/api/myreviews?orders=${order.id}`, otherBuyer)).json()).toEqual([]);
    expectRefusal(
      await call('GET', '/api/myreviews?orders=nope', buyer),
      400,
      `orders: ${REVIEW_MESSAGES.ordersInvalid}`,
    );
  });
});
