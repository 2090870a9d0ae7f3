import { idle, imported, runIdle, setReadyState, startOn } from '../test/buyer-button-chunks.tsx';
import { expect, it } from 'vitest';
import { buyerButtonsSettled } from './buyer-buttons.tsx';

// Every page but the product and seller pages; a product page is in buyer-buttons.test.tsx.

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

it('drops the fetches still waiting for the idle browser when a test waits for the buttons to settle', async () => {
  startOn('/', { signedIn: true });
  expect(idle.size).toBe(1);
  await buyerButtonsSettled();
  expect(idle.size).toBe(0);
  await settle();
  expect(imported).toEqual([]);
});

it('on any other page, leaves the network to the page until it has loaded and the browser is idle', async () => {
  setReadyState('loading');
  startOn('/category/abc', { signedIn: true });
  await settle();
  expect(imported).toEqual([]);
  expect(idle.size).toBe(0);

  setReadyState('complete');
  window.dispatchEvent(new Event('load'));
  expect(idle.size).toBe(1);
  await settle();
  expect(imported).toEqual([]);

  runIdle();
  await buyerButtonsSettled();
  expect([...imported].sort()).toEqual(['Ask', 'Book', 'Report', 'SellerReviews', 'Watch']);
});
