import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { DateField } from '../components/ui/date-field';
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMatchTime,
  formatMoney,
  formatSignedMoney,
  formatTime,
} from './format';
import { initI18n } from './i18n';

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

describe('dates and times: one format for the language, rows and pickers alike (issue 8 item 22)', () => {
  beforeAll(() => {
    (globalThis as { document?: unknown }).document = { documentElement: { lang: '' } };
  });

  const cases = [
    {
      language: 'EN',
      day: 'Nov 17, 2026',
      time: '5:31 AM',
      dateTime: 'Nov 23, 2026, 5:31 AM',
      range: 'Nov 17\u2009–\u200923, 2026', // Intl's thin spaces round the dash
    },
    {
      language: 'TY',
      day: 'Nob 17, 2026',
      time: '5:31 AM',
      dateTime: 'Nob 23, 2026, 5:31 AM',
      range: 'Nob 17–23, 2026',
    },
  ] as const;

  for (const expected of cases) {
    it(`in ${expected.language}`, async () => {
      await initI18n(expected.language);
      // A bet placed at 05:31 on the player's 23 November.
      const placed = new Date(2026, 10, 23, 5, 31);
      expect(formatDate('2026-11-17')).toBe(expected.day);
      expect(formatTime(placed.toISOString())).toBe(expected.time);
      expect(formatDateTime(placed.toISOString())).toBe(expected.dateTime);
      expect(formatDateRange('2026-11-17', '2026-11-23')).toBe(expected.range);
      // A row's day is the picker's day, word for word.
      expect(formatDateTime(placed)).toContain(formatDate('2026-11-23'));
      // The date picker writes its day with the same formatter, never the browser's 11/17/2026.
      const picker = renderToStaticMarkup(
        createElement(DateField, { label: 'From', value: '2026-11-17', onChange() {} }),
      );
      expect(picker).toContain(`>${expected.day}<`);
      expect(picker).not.toContain('11/17/2026');
    });
  }
});

describe('hot-match time (spec 9: MM/DD HH:mm)', () => {
  it('pads month, day, hour and minute, on a 24-hour clock', () => {
    expect(formatMatchTime(new Date(2026, 2, 5, 7, 4))).toBe('03/05 07:04');
    expect(formatMatchTime(new Date(2026, 11, 24, 21, 30))).toBe('12/24 21:30');
  });

  it('in a given zone (the merchant zone, in the server markup), across midnight and the year', () => {
    expect(formatMatchTime('2026-12-06T13:30:00+08:00', 'Asia/Manila')).toBe('12/06 13:30');
    expect(formatMatchTime('2026-12-06T03:05:00+08:00', 'UTC')).toBe('12/05 19:05');
    expect(formatMatchTime('2027-01-01T00:00:00Z', 'Asia/Manila')).toBe('01/01 08:00');
    expect(formatMatchTime('2027-01-01T00:00:00Z', 'America/New_York')).toBe('12/31 19:00');
  });
});
