import { describe, expect, it } from 'vitest';
import { bpToPercent, percentToBp } from './rates';

describe('rebate rates as percents', () => {
  it('reads basis points as a percent with two decimals', () => {
    expect(bpToPercent(85)).toBe('0.85');
    expect(bpToPercent(1000)).toBe('10.00');
    expect(bpToPercent(0)).toBe('0.00');
  });

  it('turns typed percents into basis points without float error', () => {
    expect(percentToBp('0.85')).toBe(85);
    expect(percentToBp('1.1')).toBe(110);
    expect(percentToBp('2')).toBe(200);
    expect(percentToBp('0.29')).toBe(29);
    expect(percentToBp('1.')).toBe(100);
  });

  it('refuses what is not a percent', () => {
    for (const text of ['', 'abc', '-1', '0.123', '1e2', '1,5', '1\u00005']) expect(percentToBp(text)).toBeNull();
  });
});
