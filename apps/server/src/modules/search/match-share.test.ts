import { describe, expect, it } from 'vitest';
import { matchShare, type DocumentStatistics } from './match-share.ts';

/** A hundred listed lexemes, "word0" to "word99", each in 1 % of the listings. */
const listed = (nullShare: number): DocumentStatistics => ({
  elements: Array.from({ length: 100 }, (_, i) => ({ lexeme: `word${i}`, share: 0.01 })),
  lowestShare: 0.01,
  nullShare,
});

describe('matchShare where the planner has little to go on', () => {
  it('counts only the listings whose document is not null', () => {
    expect(matchShare([[['word1']]], listed(0.5))).toBeCloseTo(matchShare([[['word1']]], listed(0)) / 2, 12);
  });

  it("takes PostgreSQL's default share of a prefix without a row of statistics, or with too few lexemes listed", () => {
    expect(matchShare([[['word1']]], null)).toBe(0.02);
    const few: DocumentStatistics = { elements: [{ lexeme: 'word1', share: 0.5 }], lowestShare: 0.5, nullShare: 0.25 };
    expect(matchShare([[['word1']]], few)).toBeCloseTo(0.02 * 0.75, 12);
    expect(matchShare([[['word1']]], { ...few, elements: null })).toBeCloseTo(0.02 * 0.75, 12);
  });

  it('finds nothing when every keyword is a stop word (to_tsquery makes an empty query)', () => {
    expect(matchShare([[[]], [[], []]], listed(0))).toBe(0);
  });
});
