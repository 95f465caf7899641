import { describe, expect, it } from 'vitest';
import { formatMoney, formatSignedMoney } from './format';

const peso = { code: 'PHP', symbol: '₱', exponent: 2 } as Parameters<typeof formatMoney>[1];

describe('money formatting', () => {
  it('formats minor units with two decimals and grouping', () => {
    expect(formatMoney(123_456_78, peso)).toBe('₱123,456.78');
    expect(formatMoney(5, peso, { symbol: false })).toBe('0.05');
  });

  it('signs money in and out with plus and a true minus; none for zero', () => {
    expect(formatSignedMoney(198, peso)).toBe('+₱1.98');
    expect(formatSignedMoney(-100, peso)).toBe('−₱1.00');
    expect(formatSignedMoney(0, peso)).toBe('₱0.00');
  });
});
