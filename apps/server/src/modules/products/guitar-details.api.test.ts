import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import { DETAIL_MESSAGES } from '@restrung/shared/guitar-details';
import { productListSchema, productSchema } from '@restrung/shared/product';
import { CONTROL_CHARACTER_MESSAGE } from '@restrung/shared/text';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { maskSerial } from './product-view.ts';
import { listProduct, postProduct, productBody, uploadPhoto } from './test-helpers.ts';

/** Issue 12: a listing's guitar details, and its serial number kept private. */

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

const get = (url: string, account: TestAccount) => t.app.inject({ method: 'GET', url, headers: account.headers });
const single = async (id: string, account: TestAccount) =>
  productSchema.parse((await get(`/api/singleproduct/${id}`, account)).json());

const DETAILS = {
  brand: 'Fender',
  model: 'Stratocaster',
  yearBuilt: 1979,
  bodyType: 'solid',
  handedness: 'right',
  strings: 6,
  finish: 'Olympic White',
  serialNumber: 'S912345',
  modifications: 'Refretted in 2020.\nNew pickguard.',
  caseIncluded: 'hard-case',
};

describe('guitar details on POST /api/products', () => {
  it('keeps every detail and answers them with the listing', async () => {
    const id = await listProduct(t, seller, DETAILS);
    expect(await single(id, seller)).toMatchObject(DETAILS);
  });

  it('leaves them out of the answer when the seller gave none (the spec body is still enough)', async () => {
    const id = await listProduct(t, seller, { brand: '', model: '   ', yearBuilt: '', strings: null });
    const product = await single(id, buyer);
    for (const key of Object.keys(DETAILS)) expect(product).not.toHaveProperty(key);
  });

  it("spells a listed maker the list's way, and keeps another maker as typed", async () => {
    expect((await single(await listProduct(t, seller, { brand: 'gibson' }), seller)).brand).toBe('Gibson');
    expect((await single(await listProduct(t, seller, { brand: 'Nik Huber' }), seller)).brand).toBe('Nik Huber');
  });

  it.each([
    ['brand', 'Other', `brand: ${DETAIL_MESSAGES.typeBrand}`],
    ['yearBuilt', 1850, `yearBuilt: ${DETAIL_MESSAGES.yearBuilt()}`],
    ['yearBuilt', new Date().getUTCFullYear() + 1, `yearBuilt: ${DETAIL_MESSAGES.yearBuilt()}`],
    ['strings', 3, `strings: ${DETAIL_MESSAGES.strings}`],
    ['strings', 6.5, `strings: ${DETAIL_MESSAGES.strings}`],
    ['handedness', 'both', 'handedness: Please choose right- or left-handed.'],
    ['caseIncluded', 'box', 'caseIncluded: Please choose hard case, gig bag or no case.'],
    ['bodyType', 'triangle', 'bodyType: Please choose a body type from the list.'],
    ['model', 'Strat\u202ecaster', `model: ${CONTROL_CHARACTER_MESSAGE}`],
    ['serialNumber', 'x'.repeat(41), 'serialNumber: Please use at most 40 characters.'],
  ])('refuses %s = %j with a message', async (field, value, message) => {
    const res = await postProduct(t, seller, productBody(await uploadPhoto(t, seller), { [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a body type of another category', async () => {
    const res = await postProduct(
      t,
      seller,
      productBody(await uploadPhoto(t, seller), { categoryid: CATEGORY_IDS.classical, bodyType: 'solid' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DETAIL_MESSAGES.bodyTypeForCategory);
    const fits = await postProduct(
      t,
      seller,
      productBody(await uploadPhoto(t, seller), { categoryid: CATEGORY_IDS.classical, bodyType: 'flamenco' }),
    );
    expect(fits.statusCode).toBe(200);
  });
});

describe('the serial number is private', () => {
  it('is whole for its seller and admins, masked for buyers and other sellers', async () => {
    const id = await listProduct(t, seller, { serialNumber: 'US19087654' });
    expect((await single(id, seller)).serialNumber).toBe('US19087654');
    expect((await single(id, admin)).serialNumber).toBe('US19087654');
    expect((await single(id, buyer)).serialNumber).toBe('•••••••654');
    expect((await single(id, otherSeller)).serialNumber).toBe('•••••••654');
  });

  it('is masked in the category list and whole in My Products', async () => {
    const id = await listProduct(t, seller, { serialNumber: 'KR0412345' });
    const category = productListSchema.parse((await get(`/api/products/${CATEGORY_IDS.electric}`, buyer)).json());
    expect(category.find((p) => p._id === id)?.serialNumber).toBe('••••••345');
    expect(JSON.stringify(category)).not.toContain('KR0412345');
    const mine = productListSchema.parse((await get(`/api/myproducts?email=${seller.email}`, seller)).json());
    expect(mine.find((p) => p._id === id)?.serialNumber).toBe('KR0412345');
  });

  it('hides every character of a short serial', () => {
    expect(maskSerial('A1234')).toBe('•••••');
    expect(maskSerial('AB12345')).toBe('••••345');
  });
});
