import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CATEGORY_IDS, DEFAULT_CATEGORY_ID } from '@restrung/shared/constants';
import { formatPostedOnline, productListSchema, productSchema } from '@restrung/shared/product';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { uploadsRepository } from '../images/repository.ts';
import { newId } from '../../lib/ids.ts';
import { users } from '../../db/schema.ts';
import { productsRepository } from './repository.ts';
import { setProduct } from '../../test/fixtures.ts';
import { listProduct, postProduct, productBody, uploadPhoto } from './test-helpers.ts';

let t: TestApp;
let buyer: TestAccount;
let seller: TestAccount;
let unverified: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createAccount(t, { role: 'buyer' });
  seller = await createAccount(t, { role: 'seller', verified: true, name: 'Verified Seller' });
  unverified = await createAccount(t, { role: 'seller', name: 'New Seller' });
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string, account?: TestAccount) => t.app.inject({ method: 'GET', url, headers: account?.headers });
const ids = (body: unknown) => productListSchema.parse(body).map((p) => p._id);

describe('POST /api/products', () => {
  it('lists a guitar for the signed-in seller, Available, not advertised, not reported', async () => {
    const photo = await uploadPhoto(t, seller);
    const res = await postProduct(t, seller, productBody(photo));
    expect(res.statusCode).toBe(200);
    const { acknowledged, insertedId } = res.json();
    expect(acknowledged).toBe(true);
    const product = productSchema.parse((await get(`/api/singleproduct/${insertedId}`, buyer)).json());
    expect(product).toEqual({
      _id: insertedId,
      productName: 'Fender Stratocaster',
      productPhoto: photo,
      marketPrice: 1200,
      askingPrice: 850.5,
      usedYears: '2015',
      condition: 'good',
      description: 'Sunburst, maple neck, new strings.',
      location: 'Austin, TX',
      phone: '+1 555 0100',
      sellerName: 'Verified Seller',
      sellerEmail: seller.email,
      sellerVerified: true,
      categoryid: DEFAULT_CATEGORY_ID,
      postedOnline: formatPostedOnline(new Date()),
      status: 'Available',
      advertise: false,
      report: false,
      // Seen by a buyer, who has not reported it.
      reportedByMe: false,
      // The product page's gallery (issue 12): the one photo, as the cover.
      photos: [photo],
    });
    expect((await uploadsRepository(db()).findByUrl(photo))?.claimedAt).toBeInstanceOf(Date);
  });

  it('takes the seller from the session and ignores a forged seller, status, flags, id or date', async () => {
    const forgedId = newId();
    const res = await postProduct(
      t,
      seller,
      productBody(await uploadPhoto(t, seller), {
        _id: forgedId,
        sellerName: 'Someone Else',
        sellerEmail: admin.email,
        sellerVerified: true,
        status: 'Paid',
        advertise: true,
        report: true,
        postedOnline: 'Jan 1, 2000',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().insertedId).not.toBe(forgedId);
    const product = (await get(`/api/singleproduct/${res.json().insertedId}`, seller)).json();
    expect(product).toMatchObject({
      sellerName: 'Verified Seller',
      sellerEmail: seller.email,
      status: 'Available',
      advertise: false,
      report: false,
    });
    expect(product.postedOnline).toBe(formatPostedOnline(new Date()));
  });

  it('trims text and accepts prices typed as text', async () => {
    const id = await listProduct(t, seller, {
      productName: '  Gibson SG  ',
      marketPrice: '999.99',
      askingPrice: ' 450 ',
      usedYears: 2019,
    });
    expect((await get(`/api/singleproduct/${id}`, seller)).json()).toMatchObject({
      productName: 'Gibson SG',
      marketPrice: 999.99,
      askingPrice: 450,
      usedYears: '2019',
    });
  });

  it.each([
    ['productName', 'Name is Required'],
    ['marketPrice', 'Market Price is required'],
    ['askingPrice', 'Asking Price is required'],
    ['usedYears', 'Years Of Purchase is required'],
    ['location', 'Location is required'],
    ['phone', 'Phone Number is required'],
    ['description', 'Description is required'],
    ['productPhoto', 'Image is Required'],
    ['categoryid', 'Please choose a category.'],
    ['condition', 'Please choose a condition.'],
  ])('refuses a missing %s with "%s"', async (field, message) => {
    const body = productBody('/media/uploads/unused.webp');
    delete body[field];
    const res = await postProduct(t, seller, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('gives the spec message for fields left empty in the form', async () => {
    for (const [field, message] of [
      ['productName', 'Name is Required'],
      ['usedYears', 'Years Of Purchase is required'],
      ['marketPrice', 'Market Price is required'],
      ['description', 'Description is required'],
    ]) {
      const res = await postProduct(t, seller, productBody('/media/uploads/unused.webp', { [field!]: '   ' }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toBe(`${field}: ${message}`);
    }
  });

  it.each([
    [0, 'above $0'],
    [-5, 'above $0'],
    [1_000_000.01, 'at most $1,000,000'],
    [12.345, 'at most 2 decimals'],
    ['twelve', 'as a number'],
  ])('refuses the price %s', async (price, message) => {
    for (const field of ['marketPrice', 'askingPrice']) {
      const res = await postProduct(t, seller, productBody('/media/uploads/unused.webp', { [field]: price }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('accepts the highest price and keeps cents exact', async () => {
    const id = await listProduct(t, seller, { marketPrice: 1_000_000, askingPrice: 0.01 });
    expect((await get(`/api/singleproduct/${id}`, seller)).json()).toMatchObject({
      marketPrice: 1_000_000,
      askingPrice: 0.01,
    });
  });

  it('refuses a purchase year that is not a year, or in the future', async () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    for (const [year, message] of [
      ['19', 'four digits'],
      ['last year', 'four digits'],
      [String(nextYear), 'between 1900 and'],
      ['1899', 'between 1900 and'],
    ]) {
      const res = await postProduct(t, seller, productBody('/media/uploads/unused.webp', { usedYears: year }));
      expect(res.statusCode, year).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('refuses over-long text with the limit', async () => {
    const res = await postProduct(
      t,
      seller,
      productBody('/media/uploads/unused.webp', { productName: 'x'.repeat(121) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('productName: Please use at most 120 characters.');
    expect(
      (await postProduct(t, seller, productBody('/media/uploads/unused.webp', { description: 'x'.repeat(2001) })))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a category that does not exist', async () => {
    const photo = await uploadPhoto(t, seller);
    for (const categoryid of [newId(), 'electric']) {
      const res = await postProduct(t, seller, productBody(photo, { categoryid }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Please choose a category.');
    }
  });

  it("refuses a photo that is not one of our uploads, or is someone else's", async () => {
    for (const photo of [
      'https://evil.example/pixel.gif',
      '/media/uploads/never-uploaded.webp',
      '/media/../etc/passwd',
    ]) {
      const res = await postProduct(t, seller, productBody(photo));
      expect(res.statusCode, photo).toBe(400);
      expect(res.json().message).toBe('Please upload a photo of the guitar.');
    }
    const othersPhoto = await uploadPhoto(t, unverified);
    const res = await postProduct(t, seller, productBody(othersPhoto));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload your own photo of the guitar.');
  });

  it('is for sellers only', async () => {
    const body = productBody(await uploadPhoto(t));
    expect((await postProduct(t, undefined, body)).statusCode).toBe(401);
    for (const account of [buyer, admin]) {
      const res = await postProduct(t, account, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only sellers can do this.');
    }
  });

  it('lets a seller not yet verified list, showing no verified badge', async () => {
    const id = await listProduct(t, unverified);
    expect((await get(`/api/singleproduct/${id}`, unverified)).json()).toMatchObject({
      sellerVerified: false,
      sellerName: 'New Seller',
      status: 'Available',
    });
  });
});

describe('GET /api/products/{categoryId}', () => {
  let newer: string;
  let older: string;
  let booked: string;
  let paid: string;

  beforeAll(async () => {
    const category = CATEGORY_IDS.acoustic;
    older = await listProduct(t, seller, { categoryid: category });
    newer = await listProduct(t, seller, { categoryid: category });
    booked = await listProduct(t, seller, { categoryid: category });
    paid = await listProduct(t, seller, { categoryid: category });
    // An unverified seller's listing: it must not appear in any list below.
    await listProduct(t, unverified, { categoryid: category });
    await setProduct(db(), older, { postedAt: new Date(Date.now() - 3 * 86_400_000) });
    await setProduct(db(), newer, { postedAt: new Date(Date.now() - 86_400_000) });
    await setProduct(db(), booked, { status: 'Booked', postedAt: new Date(Date.now() - 2 * 86_400_000) });
    await setProduct(db(), paid, { status: 'Paid' });
  });

  it("lists the category newest first, with Booked products and without sold ones or unverified sellers'", async () => {
    const res = await get(`/api/products/${CATEGORY_IDS.acoustic}`, buyer);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([newer, booked, older]);
    expect(
      productListSchema.parse(res.json()).every((p) => p.categoryid === CATEGORY_IDS.acoustic && p.sellerVerified),
    ).toBe(true);
  });

  it('shows the listing of a seller once an admin verifies them', async () => {
    const later = await createAccount(t, { role: 'seller' });
    const id = await listProduct(t, later, { categoryid: CATEGORY_IDS.classical });
    expect(ids((await get(`/api/products/${CATEGORY_IDS.classical}`, buyer)).json())).not.toContain(id);
    // As PUT /api/allseller/{id} (the admin's Verify Seller) does.
    await db().update(users).set({ verified: true }).where(eq(users.id, later.id));
    expect(ids((await get(`/api/products/${CATEGORY_IDS.classical}`, buyer)).json())).toContain(id);
  });

  it('is for signed-in users', async () => {
    expect((await get(`/api/products/${CATEGORY_IDS.acoustic}`)).statusCode).toBe(401);
    for (const account of [seller, admin])
      expect((await get(`/api/products/${CATEGORY_IDS.acoustic}`, account)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed category id', async () => {
    for (const id of [newId(), 'not-a-uuid', "1' or '1'='1"]) {
      const res = await get(`/api/products/${encodeURIComponent(id)}`, buyer);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('No such category.');
    }
  });

  it('pages with ?page and ?limit, 24 by default and at most 100', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({
      id: newId(),
      sellerId: seller.id,
      sellerName: seller.name,
      sellerEmail: seller.email,
      categoryId: CATEGORY_IDS.bass,
      productName: `Bass ${i}`,
      productPhoto: '/media/x.webp',
      marketPriceCents: 10_000,
      askingPriceCents: 9_000,
      usedYears: '2020',
      condition: 'good' as const,
      description: 'd',
      location: 'l',
      phone: 'p',
      postedAt: new Date(Date.now() - i * 60_000),
    }));
    await productsRepository(db()).insertMany(rows);
    const url = `/api/products/${CATEGORY_IDS.bass}`;
    const first = ids((await get(url, buyer)).json());
    expect(first).toHaveLength(24);
    expect(first.slice(0, 3)).toEqual(rows.slice(0, 3).map((r) => r.id));
    const page2 = ids((await get(`${url}?page=2&limit=10`, buyer)).json());
    expect(page2).toEqual(rows.slice(10, 20).map((r) => r.id));
    expect(ids((await get(`${url}?page=99`, buyer)).json())).toEqual([]);
    expect(ids((await get(`${url}?limit=100`, buyer)).json()).length).toBeGreaterThanOrEqual(30);
    for (const query of ['limit=101', 'limit=0', 'page=0', 'page=-1', 'limit=ten']) {
      expect((await get(`${url}?${query}`, buyer)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/singleproduct/{id}', () => {
  it('answers a product to any signed-in user', async () => {
    const id = await listProduct(t, seller);
    for (const account of [buyer, seller, admin])
      expect((await get(`/api/singleproduct/${id}`, account)).statusCode).toBe(200);
    expect((await get(`/api/singleproduct/${id}`)).statusCode).toBe(401);
  });

  it('still opens a sold product, showing its status', async () => {
    const id = await listProduct(t, seller);
    await setProduct(db(), id, { status: 'Paid' });
    expect((await get(`/api/singleproduct/${id}`, buyer)).json().status).toBe('Paid');
  });

  it("keeps an unverified seller's listing to that seller and admins", async () => {
    const id = await listProduct(t, unverified);
    const other = await createAccount(t, { role: 'seller', verified: true });
    for (const account of [buyer, other]) {
      const res = await get(`/api/singleproduct/${id}`, account);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No such product. It may have been sold or removed by its seller.');
    }
    for (const account of [unverified, admin])
      expect((await get(`/api/singleproduct/${id}`, account)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [newId(), 'abc', '00000000-0000-0000-0000-00000000000g'])
      expect((await get(`/api/singleproduct/${id}`, buyer)).statusCode, id).toBe(404);
  });
});

describe('GET /api/advertisedproduct', () => {
  let featured: string[];

  beforeAll(async () => {
    const fresh = await createAccount(t, { role: 'seller', verified: true });
    featured = [];
    for (let i = 0; i < 3; i += 1) {
      const id = await listProduct(t, fresh);
      await setProduct(db(), id, { advertise: true, postedAt: new Date(Date.now() + (3 - i) * 60_000) });
      featured.push(id);
    }
  });

  it('shows advertised Available products of verified sellers, newest first, to anyone', async () => {
    const withToken = ids((await get('/api/advertisedproduct', buyer)).json());
    const signedOut = await get('/api/advertisedproduct');
    expect(signedOut.statusCode).toBe(200);
    expect(ids(signedOut.json())).toEqual(withToken);
    expect(withToken.slice(0, 3)).toEqual(featured);
    expect(
      productListSchema
        .parse(signedOut.json())
        .every((p) => p.advertise && p.status === 'Available' && p.sellerVerified),
    ).toBe(true);
  });

  it("leaves out booked, sold, not advertised and unverified sellers' products", async () => {
    const bookedId = await listProduct(t, seller);
    const paidId = await listProduct(t, seller);
    const plain = await listProduct(t, seller);
    const unverifiedId = await listProduct(t, unverified);
    const future = new Date(Date.now() + 3_600_000);
    await setProduct(db(), bookedId, { advertise: true, status: 'Booked', postedAt: future });
    await setProduct(db(), paidId, { advertise: true, status: 'Paid', postedAt: future });
    await setProduct(db(), plain, { postedAt: future });
    await setProduct(db(), unverifiedId, { advertise: true, postedAt: future });
    const list = ids((await get('/api/advertisedproduct?limit=100')).json());
    for (const id of [bookedId, paidId, plain, unverifiedId]) expect(list).not.toContain(id);
    expect(list).toEqual(expect.arrayContaining(featured));
  });

  it('pages 12 at a time by default', async () => {
    expect(ids((await get('/api/advertisedproduct?limit=2')).json())).toEqual(featured.slice(0, 2));
    expect(ids((await get('/api/advertisedproduct?limit=2&page=2')).json())[0]).toBe(featured[2]);
    const many = await createAccount(t, { role: 'seller', verified: true });
    for (let i = 0; i < 10; i += 1) await setProduct(db(), await listProduct(t, many), { advertise: true });
    expect((await get('/api/advertisedproduct')).json()).toHaveLength(12);
    expect((await get('/api/advertisedproduct?limit=101')).statusCode).toBe(400);
  });
});
