import { describe, expect, it } from 'vitest';
import { referenceHostSlowdown, slowdownFits } from './lighthouse.ts';

describe('the slowdown that makes this host Lighthouse’s reference host (bench/lighthouse.ts)', () => {
  it('is 4 x index / 1,750, and not asked for within a tenth of 4', () => {
    expect(referenceHostSlowdown(2800)).toBe(6.4);
    expect(referenceHostSlowdown(1200)).toBe(2.7);
    expect(referenceHostSlowdown(1750)).toBeUndefined();
    expect(referenceHostSlowdown(1900)).toBeUndefined();
  });

  it('still fits a run whose own index asks for a slowdown within a tenth of the one it ran with', () => {
    expect(slowdownFits({ benchmarkIndex: 2876, cpuSlowdown: 6.4 })).toBe(true);
    expect(slowdownFits({ benchmarkIndex: 2585, cpuSlowdown: 6.4 })).toBe(true);
  });

  it('no longer fits a run on a host that got busier or quieter after its slowdown was chosen', () => {
    // 2026-11-29: chosen from the 4x runs at 2,585-2,871, run at 1,611-1,780.
    expect(slowdownFits({ benchmarkIndex: 1684, cpuSlowdown: 5.9 })).toBe(false);
    expect(slowdownFits({ benchmarkIndex: 3600, cpuSlowdown: 6.4 })).toBe(false);
  });
});
