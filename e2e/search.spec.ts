import { type APIRequestContext, expect, test, type Page } from '@playwright/test';
import { CATEGORY_IDS } from '../packages/shared/src/constants.ts';
import { openMenuIfCollapsed, signIn } from './support/accounts.ts';
import { listProduct, signUpWithId, verifiedSeller } from './support/catalogue.ts';
import { scrollDownTo, topOnScreen } from './support/scroll.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SAME_ON_A_PHONE } from './support/projects.ts';

/** A made-up word only this test's listings carry, so parallel tests and demo data never match it. */
const uniqueWord = () =>
  `zq${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** The header's search box: in the bar on wide screens, in the toggled menu on phones. */
async function headerSearchBox(page: Page) {
  await openMenuIfCollapsed(page);
  return page.getByRole('banner').getByRole('combobox', { name: 'Search guitars' }).locator('visible=true');
}

const resultCount = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /guitars?$/ });

/** `count` listings named "<word> <model> <i>" by one verified seller; a buyer signed in on their search page. */
async function searchOfMany(page: Page, request: APIRequestContext, count: number, model: string) {
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Stella Search');
  for (let i = 0; i < count; i++) await listProduct(request, seller, { productName: `${word} ${model} ${i}` });
  const buyer = await signUpWithId(request, 'buyer', 'Bea Buyer');
  await signIn(page, buyer.email, buyer.password);
  await page.goto(`/search?q=${word}`);
  await expect(resultCount(page)).toHaveText(`${count} guitars`);
  return word;
}

async function openFiltersIfFolded(page: Page) {
  const filters = page
    .getByRole('main')
    .locator('details')
    .filter({ has: page.getByText('Filters') });
  if ((await filters.getAttribute('open')) === null) await filters.locator('summary').click();
}

test('a model number is found spelt without its hyphen, and its name reads as written', {
  tag: SAME_ON_A_PHONE,
}, async ({ page, request }) => {
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Stella Search');
  await listProduct(request, seller, { productName: `${word} J-45` });
  const buyer = await signUpWithId(request, 'buyer', 'Bea Buyer');
  await signIn(page, buyer.email, buyer.password);
  await page.goto(`/search?q=${word}+j45`);
  await expect(resultCount(page)).toHaveText('1 guitar');
  const title = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
  await expect(title).toHaveText(`${word} J-45`);
  await expect(title.locator('mark')).toHaveText([word, 'J-45']);
  // The marks take no room of their own: the name is as wide as the same text unmarked (a flex gap or a mark's
  // padding would part "J-45" from its neighbours).
  const widths = await title.evaluate((heading) => {
    const widthOf = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().width;
    };
    const plain = heading.cloneNode() as HTMLElement;
    plain.removeAttribute('id');
    plain.textContent = heading.textContent;
    heading.after(plain);
    const both = [widthOf(heading), widthOf(plain)];
    plain.remove();
    return both;
  });
  expect(Math.abs(widths[0]! - widths[1]!)).toBeLessThan(1);
});

test('a model number typed joined finds it written with a space, marked whole', { tag: SAME_ON_A_PHONE }, async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Stella Search');
  await listProduct(request, seller, { productName: `${word} ES 339 Pro` });
  await listProduct(request, seller, { productName: `${word} ES 2 Dot` });
  const buyer = await signUpWithId(request, 'buyer', 'Bea Buyer');
  await signIn(page, buyer.email, buyer.password);
  await page.goto(`/search?q=${word}+es339`);
  await expect(resultCount(page)).toHaveText('1 guitar');
  const title = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
  await expect(title).toHaveText(`${word} ES 339 Pro`);
  await expect(title.locator('mark')).toHaveText([word, 'ES 339']);
});

test('a colour typed in the header finds the guitars of its shades, each card naming the finish marked; makers listed find either', {
  tag: SAME_ON_A_PHONE,
}, async ({ page, request }) => {
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Stella Search');
  const description = 'Plays low and clean.';
  await listProduct(request, seller, {
    productName: `${word} SG`,
    brand: 'Gibson',
    finish: 'Heritage Cherry',
    description,
  });
  await listProduct(request, seller, {
    productName: `${word} Telecaster`,
    brand: 'Fender',
    finish: 'Butterscotch Blonde',
    description,
  });
  await listProduct(request, seller, { productName: `${word} Custom 24`, brand: 'PRS', finish: 'Navy', description });
  const buyer = await signUpWithId(request, 'buyer', 'Bea Buyer');
  await signIn(page, buyer.email, buyer.password);
  await page.goto('/');
  const box = await headerSearchBox(page);
  await box.fill(`${word} red colour`);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}\\+red\\+colour$`));
  await expect(resultCount(page)).toHaveText('1 guitar');
  const card = page.getByRole('main').getByRole('article');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(`${word} SG`);
  const title = card.getByText(`Gibson · Heritage Cherry`);
  await expect(title.locator('mark')).toHaveText(['Cherry']);
  await expectNoAxeViolations(page);

  await page.goto(`/search?q=${word}+${encodeURIComponent('fender/gibson')}&sort=newest`);
  await expect(resultCount(page)).toHaveText('2 guitars');
  await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
    `${word} Telecaster`,
    `${word} SG`,
  ]);
});

test("the kind of guitar typed in the header finds its category's listings, though their names leave it out, and puts them first", {
  tag: SAME_ON_A_PHONE,
}, async ({ page, request }) => {
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Stella Search');
  await listProduct(request, seller, { productName: `${word} Music Man StingRay`, categoryid: CATEGORY_IDS.bass });
  await listProduct(request, seller, { productName: `${word} Taylor 214ce`, categoryid: CATEGORY_IDS.acoustic });
  const buyer = await signUpWithId(request, 'buyer', 'Bea Buyer');
  await signIn(page, buyer.email, buyer.password);

  const box = await headerSearchBox(page);
  await box.fill(`${word} bass`);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}(\\+|%20)bass`));
  await expect(resultCount(page)).toHaveText('1 guitar');
  const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([`${word} Music Man StingRay`]);

  await page.goto(`/search?q=${word}+accoustic`);
  await expect(
    page.getByRole('main').getByText('Showing results for “acoustic” (you typed “accoustic”).', { exact: true }),
  ).toBeVisible();
  await expect(titles).toHaveText([`${word} Taylor 214ce`]);

  // The classical guitar first, above an electric named for the word; a Classic Vibe is not found (decision 0100).
  await listProduct(request, seller, { productName: `${word} Cordoba C5`, categoryid: CATEGORY_IDS.classical });
  await listProduct(request, seller, {
    productName: `${word} Godin Multiac Nylon Classical`,
    categoryid: CATEGORY_IDS.electric,
  });
  await listProduct(request, seller, { productName: `${word} Squier Classic Vibe Precision` });
  await page.goto(`/search?q=${word}+classical`);
  await expect(resultCount(page)).toHaveText('2 guitars');
  await expect(titles).toHaveText([`${word} Cordoba C5`, `${word} Godin Multiac Nylon Classical`]);
});

test('a number of strings typed in the header finds the guitars with that many strings, not other numbers', {
  tag: SAME_ON_A_PHONE,
}, async ({ page, request }) => {
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Stella Search');
  // Both descriptions say "new strings"; the RG 770 has six of them.
  await listProduct(request, seller, { productName: `${word} Ibanez RG7421`, strings: 7 });
  await listProduct(request, seller, { productName: `${word} Ibanez RG 770`, strings: 6 });
  const buyer = await signUpWithId(request, 'buyer', 'Bea Buyer');
  await signIn(page, buyer.email, buyer.password);

  const box = await headerSearchBox(page);
  await box.fill(`${word} 7 string`);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}(\\+|%20)7(\\+|%20)string`));
  await expect(resultCount(page)).toHaveText('1 guitar');
  const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([`${word} Ibanez RG7421`]);

  await page.goto(`/search?q=${word}+6-string`);
  await expect(titles).toHaveText([`${word} Ibanez RG 770`]);
});

test('"modded", "electric bass" and "sold by" typed in the header find the guitars they mean; the card says "Modified" and marks the seller and the place found', {
  tag: SAME_ON_A_PHONE,
}, async ({ page, request }) => {
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Stella Search');
  await listProduct(request, seller, {
    productName: `${word} Fender Precision Bass`,
    categoryid: CATEGORY_IDS.bass,
    modifications: 'Flatwound strings',
  });
  // A field that says there is nothing to tell is no modification (migration 0025).
  await listProduct(request, seller, {
    productName: `${word} Fender Stratocaster`,
    categoryid: CATEGORY_IDS.electric,
    modifications: 'None, all stock.',
  });
  const buyer = await signUpWithId(request, 'buyer', 'Bea Buyer');
  await signIn(page, buyer.email, buyer.password);

  const box = await headerSearchBox(page);
  await box.fill(`${word} modded`);
  await box.press('Enter');
  await expect(resultCount(page)).toHaveText('1 guitar');
  const card = page.getByRole('main').getByRole('article');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText([`${word} Fender Precision Bass`]);
  await expect(card.getByText('Modified', { exact: true })).toBeVisible();

  // No bass says "electric", and its category is "Bass Guitars" (decision 0089's amendment).
  await page.goto(`/search?q=${word}+electric+bass`);
  await expect(resultCount(page)).toHaveText('1 guitar');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText([`${word} Fender Precision Bass`]);
  await expect(card.getByText('Modified', { exact: true })).toHaveCount(0);

  // A slip in "electric" is mended before it is dropped; "sold by" is left out, and the seller's name found is marked,
  // as a place found is in the location.
  await page.goto(`/search?q=${word}+electirc+bass+sold+by+stella+ok`);
  await expect(resultCount(page)).toHaveText('1 guitar');
  await expect(
    page.getByRole('main').getByText('Left out “sold by”: every guitar on Restrung is for sale.', { exact: true }),
  ).toBeVisible();
  await expect(card.getByText(/^Seller:/).locator('mark')).toHaveText(['Stella']);
  await expect(card.getByRole('definition').filter({ hasText: 'Tulsa, OK' }).locator('mark')).toHaveText(['OK']);
});

test('a word found deep in the description is shown on the card in its sentence, marked', async ({ page, request }) => {
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Stella Search');
  await listProduct(request, seller, {
    productName: `${word} Music Man StingRay`,
    description:
      'Black StingRay with the classic humbucker punch. Player grade: wear on the back of the neck and some belt rash.',
  });
  const buyer = await signUpWithId(request, 'buyer', 'Bea Buyer');
  await signIn(page, buyer.email, buyer.password);

  const box = await headerSearchBox(page);
  await box.fill(`${word} belt rash`);
  await box.press('Enter');
  await expect(resultCount(page)).toHaveText('1 guitar');
  const card = page.getByRole('main').getByRole('article');
  await expect(card.getByText('Black StingRay with the classi...', { exact: true })).toBeVisible();
  const found = card.locator('p').filter({ hasText: 'In the description:' });
  await expect(found).toHaveText('In the description: ...of the neck and some belt rash.');
  await expect(found.locator('mark')).toHaveText(['belt', 'rash']);
  await expectNoAxeViolations(page, 'main');

  // Found by its name alone, the card says no more than the preview.
  await page.goto(`/search?q=${word}`);
  await expect(resultCount(page)).toHaveText('1 guitar');
  await expect(card.getByText('In the description:')).toHaveCount(0);
});

test('a part of the US typed in the header finds the guitars in its states, marks the state in the location, and is dropped whole', {
  tag: SAME_ON_A_PHONE,
}, async ({ page, request }) => {
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Stella Search');
  await listProduct(request, seller, { productName: `${word} Epiphone SG`, location: 'Portland, OR' });
  const buyer = await signUpWithId(request, 'buyer', 'Bea Buyer');
  await signIn(page, buyer.email, buyer.password);

  const box = await headerSearchBox(page);
  await box.fill(`${word} pacific northwest`);
  await box.press('Enter');
  await expect(resultCount(page)).toHaveText('1 guitar');
  const card = page.getByRole('main').getByRole('article');
  await expect(card.getByRole('definition').filter({ hasText: 'Portland, OR' }).locator('mark')).toHaveText(['OR']);

  // Not on the east coast: the region is offered to drop as the two words typed.
  await page.goto(`/search?q=${word}+east+coast`);
  const main = page.getByRole('main');
  await expect(main.getByText('No guitars match your search.')).toBeVisible();
  await main.getByRole('button', { name: 'Remove “east coast” (1 guitar)' }).click();
  await expect(resultCount(page)).toHaveText('1 guitar');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
});

test('an empty search where no one way on finds a guitar offers to clear everything at once', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Stella Search');
  await listProduct(request, seller, { productName: `${word} Fender Telecaster` });
  const buyer = await signUpWithId(request, 'buyer', 'Bea Buyer');
  await signIn(page, buyer.email, buyer.password);

  // No guitar costs that much: without any one of the words or the price, still nothing.
  await page.goto(`/search?q=${word}+xqzjxqzjxqzj&minPrice=999990`);
  const main = page.getByRole('main');
  await expect(main.getByText('No guitars match your search.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Remove price range (none)' })).toBeDisabled();
  await main.getByRole('button', { name: /^Clear all \(\d[\d,]*\+? guitars?\)$/ }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(resultCount(page)).toHaveText(/^\d[\d,]*\+? guitars?$/);
  await expect(main.getByRole('article').first()).toBeVisible();
});

test('the header box offers the recent searches when focused empty, and forgets them on request', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Stella Search');
  await listProduct(request, seller, { productName: `${word} Telecaster` });
  const buyer = await signUpWithId(request, 'buyer', 'Bea Buyer');
  await signIn(page, buyer.email, buyer.password);
  for (const model of ['tele', 'sg']) {
    const box = await headerSearchBox(page);
    await box.fill(`${word} ${model}`);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}\\+${model}$`));
    // On a phone the menu closes as the results come: opened again only after that.
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${word} ${model}”` })).toBeVisible();
  }

  await page.goto('/');
  const box = await headerSearchBox(page);
  await box.focus();
  const recent = page.getByRole('listbox', { name: 'Recent searches' });
  await expect(recent.getByRole('option')).toHaveText([`${word} sg`, `${word} tele`, 'Clear recent searches']);
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}\\+tele$`));
  const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([`${word} Telecaster`]);

  const boxAgain = await headerSearchBox(page);
  await boxAgain.fill('');
  await expect(recent.getByRole('option')).toHaveText([`${word} tele`, `${word} sg`, 'Clear recent searches']);
  await recent.getByRole('option', { name: 'Clear recent searches' }).click();
  await expect(recent).toBeHidden();
  await expect(boxAgain).toBeFocused();
});

test('keywords joined by "or" typed in the header find the guitars either side names; a word with a minus or a maker after "not" leaves its guitars out; words in quotes must follow one another', {
  tag: SAME_ON_A_PHONE,
}, async ({ page, request }) => {
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Stella Search');
  await listProduct(request, seller, { productName: `${word} Gibson SG Standard`, askingPrice: 700 });
  await listProduct(request, seller, { productName: `${word} Fender Telecaster`, askingPrice: 600 });
  await listProduct(request, seller, { productName: `${word} Fender Precision Bass`, askingPrice: 500 });
  const buyer = await signUpWithId(request, 'buyer', 'Bea Buyer');
  await signIn(page, buyer.email, buyer.password);

  const box = await headerSearchBox(page);
  await box.fill(`${word} sg or ${word} tele`);
  await box.press('Enter');
  await expect(resultCount(page)).toHaveText('2 guitars');
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
  const titles = main.getByRole('article').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([`${word} Fender Telecaster`, `${word} Gibson SG Standard`]);
  // The words of either side are marked in the cards.
  await expect(titles.first().locator('mark')).toHaveText([word, 'Telecaster']);
  await expect(titles.last().locator('mark')).toHaveText([word, 'SG']);

  // A word typed with a minus leaves out the guitars that say it, until the reader shows them too.
  const boxAgain = await headerSearchBox(page);
  await boxAgain.fill(`${word} -gibson`);
  await boxAgain.press('Enter');
  await expect(main.getByText('Leaving out guitars that say “gibson”.')).toBeVisible();
  await expect(resultCount(page)).toHaveText('2 guitars');
  await expect(titles).toHaveText([`${word} Fender Precision Bass`, `${word} Fender Telecaster`]);
  await main.getByRole('button', { name: 'Show them too' }).click();
  await expect(resultCount(page)).toHaveText('3 guitars');

  // So does a maker after "not", by the guitars' names, until the reader shows them too.
  await page.goto(`/search?q=${word}+not+fender`);
  await expect(main.getByText('Leaving out Fender guitars.')).toBeVisible();
  await expect(titles).toHaveText([`${word} Gibson SG Standard`]);
  await main.getByRole('button', { name: 'Show them too (Fender guitars)' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  await expect(resultCount(page)).toHaveText('3 guitars');

  // Words in quotes are found one after the other only: "<word> Gibson SG Standard" has no "<word> standard".
  await page.goto(`/search?q=${encodeURIComponent(`"${word} gibson"`)}`);
  await expect(titles).toHaveText([`${word} Gibson SG Standard`]);
  await page.goto(`/search?q=${encodeURIComponent(`"${word} standard"`)}`);
  await expect(main.getByText('No guitars match your search.')).toBeVisible();
  await expect(resultCount(page)).toHaveText('0 guitars');
});

test('words of buying second-hand typed in the header are left out and said so; "cheap" offers to sort by price, "under $500" and "between $500 and $1k" set the prices, "older than 2000" the years built, "in excellent condition" and "like new" the condition; "latest" offers to sort by newest', {
  tag: SAME_ON_A_PHONE,
}, async ({ page, request }) => {
  // Eight searches, one after another.
  test.slow();
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Stella Search');
  // Only the Fender's description says "used": both are found.
  await listProduct(request, seller, {
    productName: `${word} Fender Stratocaster`,
    askingPrice: 900,
    condition: 'excellent',
    description: 'Lightly used, new frets.',
    yearBuilt: 1998,
  });
  await listProduct(request, seller, { productName: `${word} Squier Stratocaster`, askingPrice: 300, yearBuilt: 2019 });
  const buyer = await signUpWithId(request, 'buyer', 'Bea Buyer');
  await signIn(page, buyer.email, buyer.password);

  const box = await headerSearchBox(page);
  await box.fill(`cheap used ${word} strat for sale from a verified seller`);
  await box.press('Enter');
  await expect(resultCount(page)).toHaveText('2 guitars');
  const main = page.getByRole('main');
  await expect(main.getByText('Left out “used”: every guitar on Restrung is second-hand.')).toBeVisible();
  await expect(main.getByText('Left out “for sale”: every guitar on Restrung is for sale.')).toBeVisible();
  await expect(
    main.getByText('Left out “verified seller”: every guitar on Restrung is sold by a seller our team has verified.'),
  ).toBeVisible();
  await expect(main.getByText('Left out “cheap”: prices say that, not the words of a listing.')).toBeVisible();
  await expect(main.getByText(/Also showing results for/)).toHaveCount(0);

  await main.getByRole('button', { name: 'Sort by price: low to high' }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  const titles = main.getByRole('article').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([`${word} Squier Stratocaster`, `${word} Fender Stratocaster`]);
  await expect(main.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
  await expect(main.getByRole('button', { name: 'Sort by price: low to high' })).toHaveCount(0);

  // A price limit among the keywords is the highest price, until the reader asks for every price.
  // On a phone the menu closed with the first search: the box is opened again.
  const boxAgain = await headerSearchBox(page);
  await boxAgain.fill(`${word} strat under $500`);
  await boxAgain.press('Enter');
  await expect(resultCount(page)).toHaveText('1 guitar');
  await expect(titles).toHaveText([`${word} Squier Stratocaster`]);
  await expect(main.getByText('Showing guitars up to $500.00, as “under $500” asks.')).toBeVisible();
  await main.getByRole('button', { name: 'Show every price' }).click();
  await expect(resultCount(page)).toHaveText('2 guitars');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}(\\+|%20)strat$`));

  // The years a guitar was built in, likewise, until the reader asks for every year.
  const boxForYears = await headerSearchBox(page);
  await boxForYears.fill(`${word} strat older than 2000`);
  await boxForYears.press('Enter');
  await expect(main.getByText('Showing guitars built in 1999 or earlier, as “older than 2000” asks.')).toBeVisible();
  await expect(resultCount(page)).toHaveText('1 guitar');
  await expect(titles).toHaveText([`${word} Fender Stratocaster`]);
  await main.getByRole('button', { name: 'Show every year' }).click();
  await expect(resultCount(page)).toHaveText('2 guitars');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}(\\+|%20)strat$`));

  const boxOnceMore = await headerSearchBox(page);
  await boxOnceMore.fill(`${word} strat between $500 and $1k`);
  await boxOnceMore.press('Enter');
  await expect(resultCount(page)).toHaveText('1 guitar');
  await expect(titles).toHaveText([`${word} Fender Stratocaster`]);
  await expect(
    main.getByText('Showing guitars from $500.00 to $1,000.00, as “between $500 and $1k” asks.'),
  ).toBeVisible();

  const boxForCondition = await headerSearchBox(page);
  await boxForCondition.fill(`${word} strat in excellent condition`);
  await boxForCondition.press('Enter');
  // The line first: the count and the card are those of the search before until the answer comes.
  await expect(
    main.getByText('Showing guitars in excellent condition, as “in excellent condition” asks.'),
  ).toBeVisible();
  await expect(resultCount(page)).toHaveText('1 guitar');
  await expect(titles).toHaveText([`${word} Fender Stratocaster`]);
  // The filters show the condition it set.
  await openFiltersIfFolded(page);
  await expect(main.getByRole('checkbox', { name: 'excellent, 1 result' })).toBeChecked();
  await expect(main.getByRole('checkbox', { name: /^good/ })).not.toBeChecked();
  await main.getByRole('button', { name: 'Show every condition' }).click();
  await expect(resultCount(page)).toHaveText('2 guitars');

  // "latest" asks for a sort, which is offered, as "cheap" asks for one.
  const boxForLatest = await headerSearchBox(page);
  await boxForLatest.fill(`latest ${word} strat`);
  await boxForLatest.press('Enter');
  await expect(
    main.getByText('Left out “latest”: the date a guitar was listed says that, not the words of a listing.'),
  ).toBeVisible();
  await main.getByRole('button', { name: 'Sort by newest' }).click();
  await expect(page).toHaveURL(/sort=newest/);
  await expect(titles).toHaveText([`${word} Squier Stratocaster`, `${word} Fender Stratocaster`]);
  await expect(main.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  await expect(main.getByRole('button', { name: 'Sort by newest' })).toHaveCount(0);

  // A grade alone is the condition; when it leaves nothing, the empty page offers to drop it as typed.
  const boxForGrade = await headerSearchBox(page);
  await boxForGrade.fill(`like new ${word} squier`);
  await boxForGrade.press('Enter');
  await expect(main.getByText('No guitars match your search.')).toBeVisible();
  // Each way on says what it finds before it is taken.
  await main.getByRole('button', { name: 'Remove “like new” (1 guitar)' }).click();
  await expect(resultCount(page)).toHaveText('1 guitar');
  await expect(titles).toHaveText([`${word} Squier Stratocaster`]);
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}(\\+|%20)squier$`));
});

test('two words typed as one find them, say how they were read and are marked apart; one typed as two, or with two letters swapped, is suggested and found', {
  tag: SAME_ON_A_PHONE,
}, async ({ page, request }) => {
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Stella Search');
  await listProduct(request, seller, { productName: `${word} Gibson Les Paul Studio` });
  await listProduct(request, seller, { productName: `${word} Music Man StingRay` });
  const buyer = await signUpWithId(request, 'buyer', 'Bea Buyer');
  await signIn(page, buyer.email, buyer.password);

  await page.goto(`/search?q=${word}+lespaul`);
  const main = page.getByRole('main');
  await expect(main.getByText('Showing results for “les paul” (you typed “lespaul”).', { exact: true })).toBeVisible();
  const title = main.getByRole('article').getByRole('heading', { level: 2 });
  await expect(title).toHaveText(`${word} Gibson Les Paul Studio`);
  await expect(title.locator('mark')).toHaveText([word, 'Les', 'Paul']);

  // Typed apart, the model stays under the box as the second word goes on.
  const box = await headerSearchBox(page);
  // Two letters the wrong way round: the model is still offered, as Enter would correct them.
  await box.fill(`${word} gibosn`);
  await expect(page.getByRole('option', { name: `${word} Gibson Les Paul Studio` })).toBeVisible();
  await box.fill(`${word} sting r`);
  await expect(page.getByRole('option', { name: `${word} Music Man StingRay` })).toBeVisible();
  await box.fill(`${word} sting ray`);
  await expect(page.getByRole('option', { name: `${word} Music Man StingRay` })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}(\\+|%20)sting(\\+|%20)ray$`));
  await expect(title).toHaveText(`${word} Music Man StingRay`);
  await expect(title.locator('mark')).toHaveText([word, 'StingRay']);
  await expect(main.getByText(/Also showing results/)).toHaveCount(0);
});

test('a model typed by its full name in the header suggests and finds the listings titled by its shorthand, and an empty page drops the name as one', {
  tag: SAME_ON_A_PHONE,
}, async ({ page, request }) => {
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Stella Search');
  await listProduct(request, seller, { productName: `${word} Epiphone LP Special II` });
  await listProduct(request, seller, { productName: `${word} Gibson Les Paul Studio` });
  // "LP" starts "LPB" (Lake Placid Blue): no Les Paul.
  await listProduct(request, seller, { productName: `${word} Fender Stratocaster LPB` });
  const buyer = await signUpWithId(request, 'buyer', 'Bea Buyer');
  await signIn(page, buyer.email, buyer.password);

  const box = await headerSearchBox(page);
  await box.fill(`${word} les paul`);
  await expect(page.getByRole('option', { name: `${word} Epiphone LP Special II` })).toBeVisible();
  await expect(page.getByRole('option', { name: `${word} Gibson Les Paul Studio` })).toBeVisible();
  await expect(page.getByRole('option', { name: `${word} Fender Stratocaster LPB` })).toHaveCount(0);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}(\\+|%20)les(\\+|%20)paul$`));
  const main = page.getByRole('main');
  await expect(resultCount(page)).toHaveText('2 guitars');
  const lp = main.getByRole('article').filter({ hasText: 'Epiphone LP Special II' }).getByRole('heading', { level: 2 });
  await expect(lp.locator('mark')).toHaveText([word, 'LP']);

  await page.goto(`/search?q=${word}+les+paul+xqzjxqzjxqzj`);
  await expect(main.getByRole('button', { name: 'Remove “les paul” (none)' })).toBeDisabled();
  await expect(main.getByRole('button', { name: /Remove “les”/ })).toHaveCount(0);
  await main.getByRole('button', { name: 'Remove “xqzjxqzjxqzj” (2 guitars)' }).click();
  await expect(resultCount(page)).toHaveText('2 guitars');
});

test("a lowered price's badge keeps its words inside it, on the card and on the guitar's page", async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Stella Search');
  const listing = await listProduct(request, seller, { productName: `${word} Telecaster`, askingPrice: 875 });
  const lowered = await request.patch(`/api/products/${listing._id}`, {
    headers: { authorization: `Bearer ${seller.token}` },
    data: { askingPrice: 790 },
  });
  expect(lowered.status(), await lowered.text()).toBe(200);
  const buyer = await signUpWithId(request, 'buyer', 'Bea Buyer');
  await signIn(page, buyer.email, buyer.password);
  // On a phone the words take two lines: the badge must grow with them, not let them spill over its edges.
  const overflowOf = async () => {
    const badge = page.getByRole('main').getByText('Price dropped from $875.00');
    await expect(badge).toBeVisible();
    return badge.evaluate((element) => element.scrollHeight - element.clientHeight);
  };
  await page.goto(`/search?q=${word}`);
  expect(await overflowOf()).toBeLessThanOrEqual(1);
  await page.goto(`/product/${listing._id}`);
  expect(await overflowOf()).toBeLessThanOrEqual(1);

  // In a window too narrow for the price and the badge on one line, the badge starts its own line where the price
  // starts, not indented by the gap it keeps beside the price.
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of [`/search?q=${word}`, `/product/${listing._id}`]) {
    await page.goto(path);
    const badge = page.getByRole('main').getByText('Price dropped from $875.00');
    await expect(badge).toBeVisible();
    // The asking price's value (a dd) starts with the price: the badge's offset from its left and top edges.
    const offset = await badge.evaluate((element) => {
      const [own, value] = [element.getBoundingClientRect(), element.closest('dd')!.getBoundingClientRect()];
      return { left: own.left - value.left, top: own.top - value.top };
    });
    expect(offset.top, 'the badge is on a line of its own').toBeGreaterThan(10);
    expect(offset.left).toBeLessThanOrEqual(1);
  }
});

test('a buyer searches from the header, filters, sorts, shares the link and goes back', async ({ page, request }) => {
  test.slow();
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Stella Search');
  await listProduct(request, seller, {
    productName: `${word} Stratocaster Deluxe`,
    categoryid: CATEGORY_IDS.electric,
    condition: 'good',
    askingPrice: 875,
  });
  await listProduct(request, seller, {
    productName: `${word} Stratocaster Classic`,
    categoryid: CATEGORY_IDS.electric,
    condition: 'excellent',
    askingPrice: 1500,
    brand: 'G&L',
  });
  await listProduct(request, seller, { productName: `${word} Jazz Bass`, condition: 'fair' });
  const buyer = await signUpWithId(request, 'buyer', 'Bea Buyer');
  await signIn(page, buyer.email, buyer.password);

  // Typing shows suggestions; Enter on the typed text opens the search page.
  const box = await headerSearchBox(page);
  await box.fill(`${word} strat`);
  await expect(page.getByRole('option', { name: `${word} Stratocaster Deluxe` })).toBeVisible();
  // Escape closes the list and keeps the words (a search field's own Escape would empty it).
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(box).toHaveValue(`${word} strat`);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}\\+strat$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Results for “${word} strat”` })).toBeVisible();
  await expect(resultCount(page)).toHaveText('2 guitars');
  await expect(main.locator('mark', { hasText: 'Stratocaster' }).first()).toBeVisible();

  // Filter by condition: the option says how many it gives.
  await openFiltersIfFolded(page);
  await main.getByRole('checkbox', { name: 'excellent, 1 result' }).click();
  await expect(page).toHaveURL(/condition=excellent/);
  await expect(resultCount(page)).toHaveText('1 guitar');
  await main.getByRole('checkbox', { name: 'good, 1 result' }).click();
  await expect(resultCount(page)).toHaveText('2 guitars');
  // A maker is named as it spells itself, not as search counts it ("g&l").
  await expect(main.getByRole('group', { name: 'Brand' }).getByRole('checkbox')).toHaveAccessibleName('G&L, 1 result');

  // Sort: dearest first.
  await main.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/sort=price_desc/);
  const titles = main.getByRole('article').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([`${word} Stratocaster Classic`, `${word} Stratocaster Deluxe`]);

  // The link holds the whole state: opened in another tab it shows the same results.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
    `${word} Stratocaster Classic`,
    `${word} Stratocaster Deluxe`,
  ]);
  await other.close();

  // Back undoes the sort, then the second condition.
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await page.goBack();
  await expect(resultCount(page)).toHaveText('1 guitar');
  await expect(titles).toHaveText([`${word} Stratocaster Classic`]);
});

test('a misspelt word still finds the guitar; an empty search names the closest word and offers one word less, or the words apart', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Tess Typo');
  await listProduct(request, seller, { productName: `${word} Telecaster`, categoryid: CATEGORY_IDS.electric });
  const buyer = await signUpWithId(request, 'buyer');
  await signIn(page, buyer.email, buyer.password);

  await page.goto(`/search?q=${word}+telecastr`);
  const main = page.getByRole('main');
  await expect(main.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(`${word} Telecaster`);
  // The word as typed finds nothing, counted so: the results are the correction's, with no way back to an empty page.
  await expect(
    main.getByText('Showing results for “telecaster” (you typed “telecastr”).', { exact: true }),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: /^Search only for/ })).toHaveCount(0);
  // Typed in quotes, the word as typed only: nothing, and the closest word offered to search instead.
  await page.goto(`/search?q=${word}+%22telecastr%22`);
  await expect(main.getByText('No guitars match your search.')).toBeVisible();
  await expect(main.getByText(/Also showing results for/)).toHaveCount(0);
  await main.getByRole('button', { name: `Search for “${word} telecaster” instead` }).click();
  await expect(main.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(`${word} Telecaster`);

  // A typo in the made-up word too, with a filter that leaves nothing: the closest word, and the filter to drop.
  // The last letter changed (never to itself: a word ending in x would be no typo at all).
  const typo = `${word.slice(0, -1)}${word.endsWith('x') ? 'q' : 'x'}`;
  await page.goto(`/search?q=${typo}&condition=bad`);
  await expect(main.getByText('No guitars match your search.')).toBeVisible();
  await expect(main.getByText(`Showing results for “${word}” (you typed “${typo}”).`, { exact: true })).toBeVisible();
  // The closest word was searched already: a button searching it alone would lead to the same empty page.
  await expect(main.getByRole('button', { name: /^Search for/ })).toHaveCount(0);
  await main.getByRole('button', { name: 'Remove condition bad' }).click();
  await expect(main.getByRole('article')).toHaveCount(1);

  // Beside the guitar's word, one no listing has and none is close to: dropping that word alone finds the guitar.
  await page.goto(`/search?q=${word}+xqzjxqzjxqzj`);
  await expect(main.getByText('No guitars match your search.')).toBeVisible();
  // With keywords, the empty page also says what else the box reads.
  await main.getByText('Search tips').click();
  await expect(main.getByRole('list', { name: 'Search tips' }).getByRole('listitem')).toHaveCount(7);
  await expect(main.getByText('strat -squier')).toBeVisible();
  await expect(main.getByText('older than 2000')).toBeVisible();
  await expect(main.getByText('bass not squier')).toBeVisible();
  // Dropping the guitar's own word would find nothing: that way on says so and cannot be taken.
  await expect(main.getByRole('button', { name: `Remove “${word}” (none)` })).toBeDisabled();
  await main.getByRole('button', { name: 'Remove “xqzjxqzjxqzj” (1 guitar)' }).click();
  await expect(main.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(`${word} Telecaster`);
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));

  // Two words typed as one are searched side by side; apart, they can find more, so that search is offered.
  const les = await verifiedSeller(request, 'Les Tester');
  await listProduct(request, les, { productName: `${word} Paul Reed Smith` });
  await page.goto(`/search?q=${word}+paulles`);
  await expect(main.getByText('No guitars match your search.')).toBeVisible();
  await main.getByRole('button', { name: `Search for “${word} paul les” instead` }).click();
  await expect(main.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(`${word} Paul Reed Smith`);
});

test('a common English word typed in the header is searched as typed, and as its closest known word only when as typed it finds nothing', {
  tag: SAME_ON_A_PHONE,
}, async ({ page, request }) => {
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Eddie English');
  await listProduct(request, seller, {
    productName: `${word} Telecaster`,
    categoryid: CATEGORY_IDS.electric,
    description: 'A ding on the back of the neck, otherwise clean.',
  });
  await listProduct(request, seller, {
    productName: `${word} Stratocaster`,
    categoryid: CATEGORY_IDS.electric,
    finish: 'Black',
  });
  await listProduct(request, seller, {
    productName: `${word} Grand Auditorium`,
    categoryid: CATEGORY_IDS.acoustic,
    description: 'Solid spruce top.',
  });
  const buyer = await signUpWithId(request, 'buyer');
  await signIn(page, buyer.email, buyer.password);
  const main = page.getByRole('main');

  // "back" is a word, not a slip for "black": only the guitar that says it, and no correction said.
  await page.goto(`/search?q=${word}+back`);
  await expect(main.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(`${word} Telecaster`);
  await expect(main.getByText(/showing results for/i)).toHaveCount(0);

  // "grant" finds nothing as typed: the page shows what "grand" finds, and offers no search for "grant" alone.
  await page.goto(`/search?q=${word}+grant`);
  await expect(main.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(`${word} Grand Auditorium`);
  await expect(main.getByText('Showing results for “grand” (you typed “grant”).', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: /^Search only for/ })).toHaveCount(0);
});

test('a name chosen under the header box is searched with the price limit and the other words typed beside it; a category opens with the price limit, or beside an "or" is searched with the other side', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Sam Suggest');
  await listProduct(request, seller, { productName: `${word} Stratocaster Deluxe`, askingPrice: 900 });
  await listProduct(request, seller, { productName: `${word} Stratocaster Deluxe`, askingPrice: 1900 });
  const buyer = await signUpWithId(request, 'buyer');
  await signIn(page, buyer.email, buyer.password);

  const box = await headerSearchBox(page);
  await box.fill(`used ${word} strat under $1,000`);
  await page.getByRole('option', { name: `${word} Stratocaster Deluxe` }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  expect(new URL(page.url()).searchParams.get('q')).toBe(`used ${word} Stratocaster Deluxe under $1,000`);
  await expect(resultCount(page)).toHaveText('1 guitar');
  await expect(page.getByRole('main').getByText('$900.00').first()).toBeVisible();

  // A category chosen opens its page with the price limit in its filters.
  const again = await headerSearchBox(page);
  await again.fill('electric under $1,000');
  await page.getByRole('option', { name: /^Electric Guitars/ }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${CATEGORY_IDS.electric}\\?maxPrice=1000$`));
  await openFiltersIfFolded(page);
  await expect(page.getByRole('main').getByLabel('Max price')).toHaveValue('1000');

  // Beside an "or" its page would lose the other side: the category's name is searched with it.
  const third = await headerSearchBox(page);
  // Chosen at once, while the suggestions for the words before (the same category) may still show: the box waits
  // for the answer to these words.
  await third.fill(`${word} or elec`);
  await page.getByRole('option', { name: /^Electric Guitars/ }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  expect(new URL(page.url()).searchParams.get('q')).toBe(`${word} or Electric Guitars`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${word} or Electric Guitars”`);
});

test('a link whose price range the server would refuse says why and offers to drop the range', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const seller = await verifiedSeller(request, 'Rena Range');
  await listProduct(request, seller, { productName: `${word} Jazzmaster` });
  const buyer = await signUpWithId(request, 'buyer');
  await signIn(page, buyer.email, buyer.password);

  await page.goto(`/search?q=${word}&minPrice=500&maxPrice=100`);
  const main = page.getByRole('main');
  const alert = main.getByRole('alert');
  await expect(alert).toContainText('These filters cannot be applied.');
  await expect(alert).toContainText('The lowest price must not be above the highest price.');
  await openFiltersIfFolded(page);
  await expect(main.getByRole('textbox', { name: 'Max price' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'main');

  await alert.getByRole('button', { name: 'Remove price range' }).click();
  await expect(main.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(`${word} Jazzmaster`);
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
});

test('signed out, the search page asks to sign in and comes back to the search', async ({ page, request }) => {
  const buyer = await signUpWithId(request, 'buyer');
  await page.goto('/search?q=fender');
  await expect(page).toHaveURL(/\/login/);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(buyer.email);
  await main.getByLabel('Password', { exact: true }).fill(buyer.password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=fender$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Results for “fender”' })).toBeVisible();
});

test('Back and a reload return to the last of many results, though the cards are drawn a few at a time', async ({
  page,
  request,
}) => {
  test.slow();
  // More than the first few cards drawn at once (useDrawnCount), so the page is still growing when Back lands.
  const word = await searchOfMany(page, request, 16, 'Telecaster');
  const lastCard = page.getByRole('main').getByRole('article').nth(15);
  await scrollDownTo(page, lastCard, 2000);
  const cardTop = await topOnScreen(lastCard);
  await lastCard.getByRole('link', { name: /See Details/ }).click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  // The same card at the same height in the window as when the reader left.
  await expect.poll(() => topOnScreen(lastCard)).toBe(cardTop);

  // After a reload too, once the results are fetched again.
  await page.reload();
  await expect(resultCount(page)).toHaveText('16 guitars');
  await expect.poll(() => topOnScreen(lastCard)).toBe(cardTop);
});

test('"Load more" from the keyboard keeps the place: on the button while loading, then on the count once all show', async ({
  page,
  request,
}) => {
  test.slow();
  await searchOfMany(page, request, 26, 'Jazzmaster');
  await page.getByRole('button', { name: 'Load more' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(26);
  // The button went with the last page; the keyboard is beside where it was, not at the top of the page.
  await expect(page.getByText('Showing 26 of 26')).toBeFocused();
});
