import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@restrung/shared/booking';
import { users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { bookingBody, bookingRow, bookingsOfProduct, productRow } from '../../test/booking-fixtures.ts';
import { insertProduct, type ProductRow } from '../../test/fixtures.ts';

let t: TestApp;
let seller: TestAccount;
let buyer: TestAccount;
let otherBuyer: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createAccount(t, { role: 'seller', verified: true, name: 'Sam Seller' });
  buyer = await createAccount(t, { role: 'buyer', name: 'Bea Buyer' });
  otherBuyer = await createAccount(t, { role: 'buyer', name: 'Otto Other' });
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const book = (product: ProductRow, account: TestAccount | undefined, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: account?.headers,
    payload: bookingBody(product, account ?? buyer, extra),
  });
const getBooking = (id: string, account?: TestAccount) =>
  t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: account?.headers });

describe('POST /api/bookings', () => {
  it('books an Available guitar: the order is created and the guitar is Booked, in one step', async () => {
    const guitar = await insertProduct(db(), seller);
    const res = await book(guitar, buyer);
    expect(res.statusCode).toBe(200);
    const { acknowledged, insertedId } = res.json();
    expect(acknowledged).toBe(true);
    expect((await productRow(db(), guitar.id))!.status).toBe('Booked');

    const read = await getBooking(insertedId, buyer);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      _id: insertedId,
      price: 850.5,
      sellerEmail: seller.email,
      sellerName: 'Sam Seller',
      productName: guitar.productName,
      buyersName: 'Bea Buyer',
      buyersEmail: buyer.email,
      phone: '+1 214 555 0101',
      location: 'Dallas, TX',
      productPhoto: guitar.productPhoto,
      sellerLocation: 'Austin, TX',
      sellersPhone: '+1 512 555 0100',
      productId: guitar.id,
      status: 'Booked',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      holdExpiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('takes the price, seller and product from the product and the buyer from the session, whatever the body says', async () => {
    const guitar = await insertProduct(db(), seller, { askingPriceCents: 99_999 });
    const res = await book(guitar, buyer, {
      price: 1,
      sellerEmail: 'me@evil.example',
      sellerName: 'Mallory',
      productName: 'Cheap',
      productPhoto: 'https://evil.example/x.png',
      sellerLocation: 'Nowhere',
      sellersPhone: '000',
      buyersName: 'Someone Else',
      buyersEmail: otherBuyer.email,
      status: 'Paid',
      transactionId: 'txn_forged',
    });
    expect(res.statusCode).toBe(200);
    const row = (await bookingRow(db(), res.json().insertedId))!;
    expect(row).toMatchObject({
      priceCents: 99_999,
      sellerId: seller.id,
      sellerEmail: seller.email,
      sellerName: 'Sam Seller',
      productName: guitar.productName,
      productPhoto: guitar.productPhoto,
      sellerLocation: 'Austin, TX',
      sellersPhone: '+1 512 555 0100',
      buyerId: buyer.id,
      buyersName: 'Bea Buyer',
      buyersEmail: buyer.email,
      status: 'Booked',
      transactionId: null,
      paidAt: null,
    });
  });

  it('lets exactly one of 20 buyers racing for one guitar book it; the others are told plainly and nothing else is created', async () => {
    const guitar = await insertProduct(db(), seller);
    const racers = await Promise.all(Array.from({ length: 20 }, () => createAccount(t, { role: 'buyer' })));
    const results = await Promise.all(racers.map((racer) => book(guitar, racer)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const loser of results.filter((r) => r.statusCode === 409)) {
      expect(loser.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'Sorry, this guitar has just been booked by someone else.',
      });
    }
    const rows = await bookingsOfProduct(db(), guitar.id);
    expect(rows).toHaveLength(1);
    const winner = racers[codes.indexOf(200)]!;
    expect(rows[0]!.buyerId).toBe(winner.id);
    expect(rows[0]!.id).toBe(results[codes.indexOf(200)]!.json().insertedId);
    expect((await productRow(db(), guitar.id))!.status).toBe('Booked');
  }, 90_000); // signing up 20 accounts hashes 20 passwords

  it('refuses a guitar that is already Booked or Paid', async () => {
    const booked = await insertProduct(db(), seller);
    expect((await book(booked, buyer)).statusCode).toBe(200);
    const again = await book(booked, otherBuyer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BOOKING_MESSAGES.justBooked);
    const sameBuyerAgain = await book(booked, buyer);
    expect(sameBuyerAgain.statusCode).toBe(409);

    const sold = await insertProduct(db(), seller, { status: 'Paid' });
    const res = await book(sold, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Sorry, this guitar is no longer available.');
    expect(await bookingsOfProduct(db(), sold.id)).toHaveLength(0);
  });

  it("refuses an unknown product, a malformed id and an unverified seller's listing with 404", async () => {
    const unverified = await createAccount(t, { role: 'seller' });
    const hidden = await insertProduct(db(), unverified);
    for (const productId of ['01900000-0000-7000-8000-00000000dead', 'not-a-uuid', hidden.id]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: buyer.headers,
        payload: { productId, phone: '1', location: 'x' },
      });
      expect(res.statusCode, productId).toBe(404);
      expect(res.json().message).toBe(BOOKING_MESSAGES.noSuchProduct);
    }
    expect((await productRow(db(), hidden.id))!.status).toBe('Available');
  });

  it('refuses a buyer booking a product listed under their own account', async () => {
    // A buyer has no listings through the API; the guard holds even if one exists (e.g. a seller who became a buyer).
    const guitar = await insertProduct(db(), buyer);
    await db().update(users).set({ verified: true }).where(eq(users.id, buyer.id));
    const res = await book(guitar, buyer);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot book your own guitar.');
    expect((await productRow(db(), guitar.id))!.status).toBe('Available');
    await db().update(users).set({ verified: false }).where(eq(users.id, buyer.id));
  });

  it("requires phone and location, with the form's messages, and limits their length", async () => {
    const guitar = await insertProduct(db(), seller);
    const missingPhone = await book(guitar, buyer, { phone: '   ' });
    expect(missingPhone.statusCode).toBe(400);
    expect(missingPhone.json().message).toContain('Phone Number is required');
    const missingLocation = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: buyer.headers,
      payload: { productId: guitar.id, phone: '555' },
    });
    expect(missingLocation.statusCode).toBe(400);
    expect(missingLocation.json().message).toContain('Location is required');
    const long = await book(guitar, buyer, { location: 'x'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect((await productRow(db(), guitar.id))!.status).toBe('Available');

    const trimmed = await book(guitar, buyer, { phone: '  555 0199 ', location: ' Houston ' });
    expect(trimmed.statusCode).toBe(200);
    expect(await bookingRow(db(), trimmed.json().insertedId)).toMatchObject({ phone: '555 0199', location: 'Houston' });
  });

  it('is for buyers only: 401 signed out, 403 for sellers and admins', async () => {
    const guitar = await insertProduct(db(), seller);
    expect((await book(guitar, undefined)).statusCode).toBe(401);
    for (const account of [seller, admin]) {
      const res = await book(guitar, account);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only buyers can do this.');
    }
    expect((await productRow(db(), guitar.id))!.status).toBe('Available');
  });
});

describe('GET /api/bookings/{id}', () => {
  let bookingId: string;
  beforeAll(async () => {
    const guitar = await insertProduct(db(), seller);
    bookingId = (await book(guitar, buyer)).json().insertedId;
  });

  it('is read by its buyer, its seller and an admin', async () => {
    for (const account of [buyer, seller, admin]) {
      const res = await getBooking(bookingId, account);
      expect(res.statusCode, account.role).toBe(200);
      expect(res.json()._id).toBe(bookingId);
    }
  });

  it('is refused to another buyer and another seller (403) and to a signed-out caller (401)', async () => {
    const otherSeller = await createAccount(t, { role: 'seller', verified: true });
    for (const account of [otherBuyer, otherSeller]) {
      const res = await getBooking(bookingId, account);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(BOOKING_MESSAGES.notYourOrder);
      expect(res.body).not.toContain(buyer.email);
    }
    expect((await getBooking(bookingId)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['01900000-0000-7000-8000-00000000dead', 'not-a-uuid', "1'; drop table bookings; --"]) {
      const res = await getBooking(encodeURIComponent(id), buyer);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, message: BOOKING_MESSAGES.noSuchOrder });
    }
  });
});
