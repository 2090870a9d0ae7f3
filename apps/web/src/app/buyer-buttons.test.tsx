import { imported, runIdle, startOn } from '../test/buyer-button-chunks.tsx';
import { waitFor } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { buyerButtonsSettled } from './buyer-buttons.tsx';

// A product page; the other pages are in buyer-buttons-idle.test.tsx (a chunk loads once per module registry).

it('on a product page, fetches the buttons it draws at once, and the others once the browser is idle', async () => {
  startOn('/product/123', { signedIn: true });
  await waitFor(() => expect([...imported].sort()).toEqual(['Ask', 'Book', 'Report', 'Watch']));

  runIdle();
  await waitFor(() => expect(imported).toContain('SellerReviews'));
  await buyerButtonsSettled();
});
