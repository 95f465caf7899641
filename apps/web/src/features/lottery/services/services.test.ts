import { describe, expect, it } from 'vitest';
import { type DraftLine, maxWin, oddsText, toggleLine, typedNumber } from './bet-rules';
import { digitCounts, endingCounts, hotAndCold, sumOf } from './trends';

describe('lottery bet screen rules (issue 14)', () => {
  it('picks a line, and picking it again takes it off', () => {
    const lo: DraftLine = { betType: 'lo2', selection: ['07'] };
    const digit: DraftLine = { betType: 'digit', selection: { target: 2, digit: 4 } };
    const lines = toggleLine(toggleLine([], lo), digit);
    expect(lines).toEqual([lo, digit]);
    expect(toggleLine(lines, { betType: 'lo2', selection: ['07'] })).toEqual([digit]);
  });

  it('shows odds as times the stake and the most a slip can win, in whole minor units', () => {
    expect([97_000, 19_400, 950_000, 34_800].map(oddsText)).toEqual(['9.7', '1.94', '95', '3.48']);
    const odds = (type: string) => ({ lo2: 34_800, de: 950_000 })[type] ?? 0;
    const lines: DraftLine[] = [
      { betType: 'lo2', selection: ['07'] },
      { betType: 'de', selection: ['07'] },
    ];
    expect(maxWin(lines, 1_001, odds)).toBe(
      Math.floor((1_001 * 34_800) / 10_000) + Math.floor((1_001 * 950_000) / 10_000),
    );
  });

  it('takes a typed number only with exactly its digits', () => {
    expect(typedNumber(' 042 ', 3)).toBe('042');
    expect(typedNumber('42', 3)).toBeNull();
    expect(typedNumber('4a2', 3)).toBeNull();
  });

  it('counts trends: digits per place, two-digit endings, hot and cold, the sum', () => {
    expect(digitCounts(['12345', '19999'])[0]).toEqual([0, 2, 0, 0, 0, 0, 0, 0, 0, 0]);
    const endings = endingCounts([[{ numbers: ['12345', '45', '945'] }], [{ numbers: ['000'] }]]);
    expect(endings.get('45')).toBe(3);
    expect(endings.get('00')).toBe(1);
    expect(endings.size).toBe(100);
    expect(hotAndCold(endings, 2)).toEqual({ hot: ['45', '00'], cold: ['01', '02'] });
    expect(sumOf('99500')).toEqual({ sum: 23, big: true, odd: true });
    expect(sumOf('00000')).toEqual({ sum: 0, big: false, odd: false });
  });
});
