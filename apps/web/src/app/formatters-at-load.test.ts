import { afterEach, describe, expect, it, vi } from 'vitest';

type Formatter = 'Collator' | 'DateTimeFormat' | 'NumberFormat' | 'PluralRules' | 'RelativeTimeFormat';
const FORMATTERS: Formatter[] = ['Collator', 'DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat'];

afterEach(() => vi.restoreAllMocks());

/**
 * Building the first Intl formatter loads ICU's data: 85-100 ms of a phone's main thread at Lighthouse's 4x slowdown
 * (packages/shared/src/format-number.ts). The modules a page loads before its first card or photo build none while
 * they load: a formatter is made when something is first formatted (onFirstUse), and prices and counts need none.
 */
describe('the modules of the app and its first pages', () => {
  it('build no Intl formatter and format no number for a locale while they load', async () => {
    vi.resetModules();
    const built: string[] = [];
    for (const name of FORMATTERS) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      vi.spyOn(Intl, name).mockImplementation(function (this: unknown, ...args: unknown[]) {
        built.push(name);
        return new Original(...args);
      } as never);
    }
    const numberToLocale = Number.prototype.toLocaleString;
    vi.spyOn(Number.prototype, 'toLocaleString').mockImplementation(function (this: number, ...args) {
      built.push('Number#toLocaleString');
      return numberToLocale.apply(this, args);
    });

    await import('./start-app.tsx');
    await import('../router.tsx');
    const { categoryPageChunk, productPageChunk } = await import('./page-chunks.ts');
    await Promise.all([categoryPageChunk(), productPageChunk(), import('./pages/home-page.tsx')]);
    // What a product page loads at once beside its chunk (app/buyer-buttons.tsx).
    await Promise.all([
      import('../features/bookings/components/book-now-button.tsx'),
      import('../features/reports/components/report-button.tsx'),
      import('../features/conversations/components/ask-seller-button.tsx'),
      import('../features/reviews/components/seller-reviews.tsx'),
      import('../features/watchlist/components/watch-heart.tsx'),
    ]);

    expect(built).toEqual([]);
  });
});
