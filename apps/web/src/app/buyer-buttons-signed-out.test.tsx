import { idle, imported, runIdle, signedInUser, startOn } from '../test/buyer-button-chunks.tsx';
import { act, waitFor } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { authKeys } from '../features/auth/api.ts';
import { buyerButtonsSettled } from './buyer-buttons.tsx';

// A signed-out visitor; the signed-in pages are in buyer-buttons.test.tsx and buyer-buttons-idle.test.tsx.

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

it('fetches none of the buttons for a signed-out visitor, and all of them once they sign in and the browser is idle', async () => {
  const client = startOn('/', { signedIn: false });
  await settle();
  expect(idle.size).toBe(0);
  runIdle();
  await settle();
  expect(imported).toEqual([]);

  act(() => {
    client.setQueryData(authKeys.session, signedInUser);
  });
  await waitFor(() => expect(idle.size).toBe(1));
  expect(imported).toEqual([]);
  runIdle();
  await buyerButtonsSettled();
  expect([...imported].sort()).toEqual(['Ask', 'Book', 'Report', 'SellerReviews', 'Watch']);
});
