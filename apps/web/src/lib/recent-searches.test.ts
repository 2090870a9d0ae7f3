import { afterEach, describe, expect, it } from 'vitest';
import { forgetRecentSearches, RECENT_SEARCHES_KEPT, recentSearches, rememberSearch } from './recent-searches.ts';

afterEach(() => localStorage.clear());

describe('recent searches', () => {
  it('keeps the newest few per account, each once whatever its case, trimmed', () => {
    for (const q of ['strat', 'les paul', ' Strat ', 'tele', 'sg', 'jazz bass', 'p bass']) rememberSearch('ann', q);
    expect(recentSearches('ann')).toEqual(['p bass', 'jazz bass', 'sg', 'tele', 'Strat']);
    expect(recentSearches('ann')).toHaveLength(RECENT_SEARCHES_KEPT);
    rememberSearch('ann', '   ');
    expect(recentSearches('ann')[0]).toBe('p bass');
    // Another account on the same device sees none of them.
    expect(recentSearches('bob')).toEqual([]);
  });

  it('reads nothing from storage that holds something else', () => {
    localStorage.setItem('restrungRecentSearches:ann', '{not json');
    expect(recentSearches('ann')).toEqual([]);
    localStorage.setItem('restrungRecentSearches:ann', JSON.stringify({ q: 'strat' }));
    expect(recentSearches('ann')).toEqual([]);
    localStorage.setItem('restrungRecentSearches:ann', JSON.stringify(['strat', 7, '', 'x'.repeat(201), 'tele']));
    expect(recentSearches('ann')).toEqual(['strat', 'tele']);
    rememberSearch('ann', 'sg');
    expect(recentSearches('ann')).toEqual(['sg', 'strat', 'tele']);
  });

  it("forgets one account's, or every account's and nothing else", () => {
    rememberSearch('ann', 'strat');
    rememberSearch('bob', 'tele');
    localStorage.setItem('restrungToken', 'kept');
    forgetRecentSearches('ann');
    expect([recentSearches('ann'), recentSearches('bob')]).toEqual([[], ['tele']]);
    rememberSearch('ann', 'sg');
    forgetRecentSearches();
    expect([recentSearches('ann'), recentSearches('bob')]).toEqual([[], []]);
    expect(localStorage.getItem('restrungToken')).toBe('kept');
  });
});
