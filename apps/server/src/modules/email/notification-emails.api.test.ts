/**
 * Every in-app notification also queues an email in its own transaction (issue 13), unless its person turned
 * that kind off; a change that rolls back queues neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { bookingBody } from '../../test/booking-fixtures.ts';
import { notify } from '../notifications/repository.ts';

let t: TestApp;
let seller: TestAccount;
let buyer: TestAccount;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://restrung.test' });
  seller = await createAccount(t, { role: 'seller', verified: true, name: 'Sally Seller' });
  buyer = await createAccount(t, { role: 'buyer', name: 'Bob Buyer' });
});
afterAll(() => t.close());

const mailsFor = (kind: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
const book = async () => {
  const product = await insertProduct(t.database.db, seller);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: buyer.headers,
    payload: bookingBody(product, buyer),
  });
  expect(res.statusCode, res.body).toBe(200);
  return product;
};

describe('notification emails', () => {
  it('a booking emails the seller the same sentence the bell shows, with a link to the page', async () => {
    const product = await book();
    const [mail] = await mailsFor('booking_received');
    expect(mail).toMatchObject({ recipient: seller.email, subject: 'Your guitar was booked', status: 'pending' });
    expect(mail!.body).toContain(`Bob Buyer booked your ${product.productName}.`);
    expect(mail!.body).toContain('https://restrung.test/dashboard/mysales');
    expect(mail!.body).toContain('https://restrung.test/dashboard/email-settings');
  });

  it('respects the email settings', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/email-settings',
      headers: seller.headers,
      payload: { booking_received: false },
    });
    expect(off.statusCode).toBe(200);
    await book();
    expect(await mailsFor('booking_received')).toHaveLength(1);
  });

  it('queues nothing when the change rolls back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, { userId: seller.id, kind: 'listing_removed', productName: 'Gibson SG' });
        throw new Error('the removal failed');
      }),
    ).rejects.toThrow('the removal failed');
    expect(await mailsFor('listing_removed')).toEqual([]);
    await t.database.db.transaction((tx) =>
      notify(tx, { userId: seller.id, kind: 'listing_removed', productName: 'Gibson SG' }),
    );
    expect(await mailsFor('listing_removed')).toHaveLength(1);
  });
});
