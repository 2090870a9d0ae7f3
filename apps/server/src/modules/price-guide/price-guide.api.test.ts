import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '@restrung/shared/text';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertBooking, insertProduct } from '../../test/fixtures.ts';

let t: TestApp;
let buyer: TestAccount;
let seller: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createAccount(t, { role: 'buyer' });
  seller = await createAccount(t, { role: 'seller', verified: true });
});
afterAll(() => t.close());

const DAY = 86_400_000;
let modelCounter = 0;
const freshModel = () => `Model ${++modelCounter} ${Date.now() % 10000}`;

/** A sale of `brand model` for `dollars`, paid `daysAgo` days ago (or only booked). */
async function sale(
  brand: string,
  model: string,
  dollars: number,
  options: { daysAgo?: number; status?: 'Paid' | 'Booked' } = {},
) {
  const product = await insertProduct(t.database.db, seller, {
    brand,
    model,
    askingPriceCents: Math.round(dollars * 100),
  });
  const status = options.status ?? 'Paid';
  await insertBooking(t.database.db, {
    product,
    buyer,
    status,
    ...(status === 'Paid' ? { paidAt: new Date(Date.now() - (options.daysAgo ?? 10) * DAY) } : {}),
  });
}

const guide = (brand: string, model: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/price-guide?brand=${encodeURIComponent(brand)}&model=${encodeURIComponent(model)}`,
    headers: buyer.headers,
  });

describe('GET /api/price-guide', () => {
  it('gives the count only at 2 sales, and lowest, median and highest at 3', async () => {
    const model = freshModel();
    await sale('Fender', model, 700);
    await sale('Fender', model, 1200);
    expect((await guide('Fender', model)).json()).toEqual({ count: 2, lowest: null, median: null, highest: null });
    await sale('Fender', model, 850.5);
    expect((await guide('Fender', model)).json()).toEqual({ count: 3, lowest: 700, median: 850.5, highest: 1200 });
    await sale('Fender', model, 900);
    // An even count: the median is halfway between the two middle prices.
    expect((await guide('Fender', model)).json()).toMatchObject({ count: 4, median: 875.25 });
  });

  it('matches brand and model without case or whitespace', async () => {
    const model = freshModel();
    await sale('Gibson', model, 1000);
    await sale(' GIBSON ', model.toUpperCase(), 1100);
    await sale('gibson', model.replaceAll(' ', ''), 1300);
    expect((await guide('gibson', `  ${model.toLowerCase()}`)).json()).toMatchObject({ count: 3, median: 1100 });
  });

  it('counts only paid orders of the last 12 months of the same brand and model', async () => {
    const model = freshModel();
    await sale('PRS', model, 600);
    await sale('PRS', model, 650);
    await sale('PRS', model, 700, { daysAgo: 400 });
    await sale('PRS', model, 800, { status: 'Booked' });
    await sale('Ibanez', model, 900);
    await sale('PRS', `${model} Custom`, 950);
    expect((await guide('PRS', model)).json()).toEqual({ count: 2, lowest: null, median: null, highest: null });
  });

  it('is for signed-in users and refuses a missing or unreadable brand or model', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/price-guide?brand=Fender&model=Strat' });
    expect(signedOut.statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'GET', url: '/api/price-guide?brand=Fender', headers: buyer.headers });
    expect(missing.statusCode).toBe(400);
    const blank = await guide('Fender', ' ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Please give a model.');
    const control = await guide('Fen\u0007der', 'Strat');
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toContain(CONTROL_CHARACTER_MESSAGE);
  });
});
