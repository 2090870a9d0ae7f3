import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import { MAX_PRODUCT_PHOTOS, PHOTO_MESSAGES, productSchema } from '@restrung/shared/product';
import { NOT_EDITABLE } from '@restrung/shared/product-input';
import { UPLOAD_MESSAGES } from '@restrung/shared/upload';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { setProduct } from '../../test/fixtures.ts';
import { productPhotos } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { multipart } from '../../test/multipart.ts';
import { productsRepository } from './repository.ts';
import { BOOKED_PRICE_LOCKED, ONLY_OWNER_EDITS, PAID_FROZEN } from './service.ts';
import { listProduct, postProduct, productBody, uploadPhoto } from './test-helpers.ts';

/** Issue 12: who may edit a listing, what and when; its photos; its price history. */

let t: TestApp;
let seller: TestAccount;
let otherSeller: TestAccount;
let buyer: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createAccount(t, { role: 'seller', verified: true });
  otherSeller = await createAccount(t, { role: 'seller', verified: true });
  buyer = await createAccount(t, { role: 'buyer' });
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(() => t.close());

const patch = (id: string, account: TestAccount | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: account?.headers, payload });
const read = async (id: string, account: TestAccount = seller) =>
  productSchema.parse(
    (await t.app.inject({ method: 'GET', url: `/api/singleproduct/${id}`, headers: account.headers })).json(),
  );
const photos = (count: number, account = seller) =>
  Promise.all(Array.from({ length: count }, () => uploadPhoto(t, account)));

describe('PATCH /api/products/{id}: who may edit', () => {
  it('lets the seller change every field of the listing while it is Available', async () => {
    const id = await listProduct(t, seller);
    const res = await patch(id, seller, {
      productName: 'Gibson Les Paul Standard',
      categoryid: CATEGORY_IDS.electric,
      marketPrice: 2500,
      askingPrice: 1999,
      usedYears: '2018',
      condition: 'excellent',
      location: 'Denver, CO',
      phone: '+1 303 555 0199',
      description: 'Plays beautifully.',
      brand: 'Gibson',
      model: 'Les Paul Standard',
      yearBuilt: 2004,
      bodyType: 'solid',
      handedness: 'left',
      strings: 6,
      finish: 'Heritage Cherry Sunburst',
      serialNumber: '04123456',
      modifications: 'Locking tuners',
      caseIncluded: 'hard-case',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(await read(id)).toMatchObject({
      productName: 'Gibson Les Paul Standard',
      marketPrice: 2500,
      askingPrice: 1999,
      usedYears: '2018',
      condition: 'excellent',
      location: 'Denver, CO',
      phone: '+1 303 555 0199',
      description: 'Plays beautifully.',
      brand: 'Gibson',
      model: 'Les Paul Standard',
      yearBuilt: 2004,
      bodyType: 'solid',
      handedness: 'left',
      strings: 6,
      finish: 'Heritage Cherry Sunburst',
      serialNumber: '04123456',
      modifications: 'Locking tuners',
      caseIncluded: 'hard-case',
      status: 'Available',
    });
  });

  it('clears a detail sent as null or empty, and keeps what was not sent', async () => {
    const id = await listProduct(t, seller, { brand: 'Fender', model: 'Telecaster', finish: 'Butterscotch' });
    expect((await patch(id, seller, { model: null, finish: '' })).statusCode).toBe(200);
    const product = await read(id);
    expect(product.brand).toBe('Fender');
    expect(product).not.toHaveProperty('model');
    expect(product).not.toHaveProperty('finish');
  });

  it.each([
    ['sellerName', 'Someone Else'],
    ['sellerEmail', 'thief@example.com'],
    ['sellerId', '01900000-0000-7000-8000-000000000099'],
    ['status', 'Available'],
    ['advertise', true],
    ['report', false],
    ['_id', '01900000-0000-7000-8000-000000000098'],
    ['productPhoto', '/media/uploads/x.webp'],
  ])("refuses %s, which is not the seller's to edit (sent alone)", async (field, value) => {
    const id = await listProduct(t, seller);
    const res = await patch(id, seller, { [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`${field}: ${NOT_EDITABLE}`);
  });

  it('refuses another seller, an admin and a buyer, and asks a visitor to sign in', async () => {
    const id = await listProduct(t, seller);
    const other = await patch(id, otherSeller, { description: 'Mine now' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(ONLY_OWNER_EDITS);
    expect((await patch(id, admin, { description: 'Admin edit' })).statusCode).toBe(403);
    expect((await patch(id, buyer, { description: 'Buyer edit' })).statusCode).toBe(403);
    expect((await patch(id, undefined, { description: 'Anyone' })).statusCode).toBe(401);
    expect((await read(id)).description).toBe('Sunburst, maple neck, new strings.');
  });

  it('answers 404 for an unknown listing', async () => {
    const res = await patch('01900000-0000-7000-8000-0000000000ff', seller, { description: 'x' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a body type that does not fit the category', async () => {
    const id = await listProduct(t, seller, { categoryid: CATEGORY_IDS.electric });
    const res = await patch(id, seller, { bodyType: 'dreadnought' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose a body type that fits the category.');
  });
});

describe('PATCH /api/products/{id}: when', () => {
  it('keeps the price of a Booked guitar, and takes its other changes', async () => {
    const id = await listProduct(t, seller);
    await setProduct(t.database.db, id, { status: 'Booked' });
    const price = await patch(id, seller, { askingPrice: 700 });
    expect(price.statusCode).toBe(409);
    expect(price.json().message).toBe(BOOKED_PRICE_LOCKED);
    // The form sends every field: the same price is not a change.
    expect((await patch(id, seller, { askingPrice: 850.5, description: 'Fresh strings today.' })).statusCode).toBe(200);
    const product = await read(id);
    expect(product.askingPrice).toBe(850.5);
    expect(product.description).toBe('Fresh strings today.');
  });

  it.each([
    ['description', 'Changed after the sale'],
    ['askingPrice', 10],
    ['brand', 'Fender'],
  ])('freezes a Paid guitar: %s alone is refused', async (field, value) => {
    const id = await listProduct(t, seller);
    await setProduct(t.database.db, id, { status: 'Paid' });
    const res = await patch(id, seller, { [field]: value });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAID_FROZEN);
  });

  it('freezes the photos of a Paid guitar', async () => {
    const id = await listProduct(t, seller);
    await setProduct(t.database.db, id, { status: 'Paid' });
    const res = await patch(id, seller, { photos: await photos(1) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAID_FROZEN);
  });
});

describe('price history', () => {
  it('keeps every change of the asking price and shows a drop as priceDroppedFrom', async () => {
    const id = await listProduct(t, seller, { askingPrice: 1000 });
    expect(await read(id, buyer)).not.toHaveProperty('priceDroppedFrom');

    await patch(id, seller, { askingPrice: 900 });
    expect((await read(id, buyer)).priceDroppedFrom).toBe(1000);
    await patch(id, seller, { askingPrice: 850 });
    expect((await read(id, buyer)).priceDroppedFrom).toBe(900);
    // A rise is not a drop.
    await patch(id, seller, { askingPrice: 950 });
    expect(await read(id, buyer)).not.toHaveProperty('priceDroppedFrom');
    // Sending the same price records nothing.
    await patch(id, seller, { askingPrice: 950, description: 'Same price.' });

    const history = await productsRepository(t.database.db).priceHistory(id);
    expect(history.map((change) => [change.oldPriceCents, change.newPriceCents])).toEqual([
      [100_000, 90_000],
      [90_000, 85_000],
      [85_000, 95_000],
    ]);
    expect(history.every((change) => change.changedBy === seller.id)).toBe(true);
  });

  it('shows the drop on the category page too', async () => {
    const id = await listProduct(t, seller, { askingPrice: 400 });
    await patch(id, seller, { askingPrice: 350 });
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/products/${CATEGORY_IDS.electric}`, headers: buyer.headers })
    ).json() as { _id: string; priceDroppedFrom?: number }[];
    expect(list.find((product) => product._id === id)?.priceDroppedFrom).toBe(400);
  });
});

describe('photos', () => {
  it('lists a guitar with several photos in order, the first as the cover', async () => {
    const urls = await photos(3);
    const res = await postProduct(t, seller, productBody(urls[0]!, { photos: urls }));
    expect(res.statusCode).toBe(200);
    const product = await read(res.json().insertedId, buyer);
    expect(product.photos).toEqual(urls);
    expect(product.productPhoto).toBe(urls[0]);
  });

  it("answers the photos in the seller's order, whatever order their rows were written in", async () => {
    const id = await listProduct(t, seller);
    const urls = await photos(3);
    await t.database.db.delete(productPhotos).where(eq(productPhotos.productId, id));
    for (const position of [2, 0, 1])
      await t.database.db.insert(productPhotos).values({ id: newId(), productId: id, url: urls[position]!, position });
    expect((await read(id, buyer)).photos).toEqual(urls);
  });

  it('answers the one photo of a listing written without a photo list', async () => {
    const id = await listProduct(t, seller);
    await t.database.db.delete(productPhotos).where(eq(productPhotos.productId, id));
    const product = await read(id, buyer);
    expect(product.photos).toEqual([product.productPhoto]);
  });

  it('reorders, removes and adds photos; the new first one becomes the cover', async () => {
    const urls = await photos(3);
    const id = (await postProduct(t, seller, productBody(urls[0]!, { photos: urls }))).json().insertedId;
    const [added] = await photos(1);
    expect((await patch(id, seller, { photos: [urls[2], added, urls[0]] })).statusCode).toBe(200);
    const product = await read(id);
    expect(product.photos).toEqual([urls[2], added, urls[0]]);
    expect(product.productPhoto).toBe(urls[2]);
  });

  it(`takes ${MAX_PRODUCT_PHOTOS} photos and refuses a ${MAX_PRODUCT_PHOTOS + 1}th, when listing and when editing`, async () => {
    const urls = await photos(MAX_PRODUCT_PHOTOS + 1);
    const nine = await postProduct(t, seller, productBody(urls[0]!, { photos: urls }));
    expect(nine.statusCode).toBe(400);
    expect(nine.json().message).toBe(`photos: ${PHOTO_MESSAGES.tooMany}`);

    const eight = urls.slice(0, MAX_PRODUCT_PHOTOS);
    const listed = await postProduct(t, seller, productBody(eight[0]!, { photos: eight }));
    expect(listed.statusCode).toBe(200);
    const id = listed.json().insertedId;
    const ninth = await patch(id, seller, { photos: urls });
    expect(ninth.statusCode).toBe(400);
    expect(ninth.json().message).toBe(`photos: ${PHOTO_MESSAGES.tooMany}`);
    expect((await read(id)).photos).toEqual(eight);
  });

  it('refuses no photo, the same photo twice, and a cover that is not the first photo', async () => {
    const urls = await photos(2);
    const id = await listProduct(t, seller);
    const none = await patch(id, seller, { photos: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(`photos: ${PHOTO_MESSAGES.none}`);
    const twice = await patch(id, seller, { photos: [urls[0], urls[0]] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(`photos: ${PHOTO_MESSAGES.duplicate}`);
    const cover = await postProduct(t, seller, productBody(urls[1]!, { photos: urls }));
    expect(cover.statusCode).toBe(400);
    expect(cover.json().message).toBe(PHOTO_MESSAGES.coverFirst);
  });

  it('refuses a photo that was not uploaded here, or that another seller uploaded', async () => {
    const id = await listProduct(t, seller);
    const foreign = await patch(id, seller, { photos: ['https://example.com/guitar.jpg'] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Please upload a photo of the guitar.');
    const [theirs] = await photos(1, otherSeller);
    const stolen = await patch(id, seller, { photos: [theirs] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('Please upload your own photo of the guitar.');
  });

  it('sends every photo through the upload checks: a file that is not a picture, and one too large', async () => {
    const upload = (bytes: Buffer) => {
      const body = multipart('image', 'guitar.jpg', 'image/jpeg', bytes);
      return t.app.inject({
        method: 'POST',
        url: '/api/upload',
        payload: body.payload,
        headers: { ...body.headers, ...seller.headers },
      });
    };
    const notPicture = await upload(Buffer.from('just some text, not a photo'));
    expect(notPicture.statusCode).toBe(400);
    const tooLarge = await upload(Buffer.alloc(6 * 1024 * 1024, 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(UPLOAD_MESSAGES.tooLarge);
  });
});
