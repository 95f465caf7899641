import { describe, expect, it } from 'vitest';
import { deviceName } from '../device-name';
import { isValidRange, localDate, rangeOf } from '../periods';
import { minorToMajorInput, parseMajorAmount, quickAmounts, sanitizeAmountTyping } from './money-input';
import { newRequestId } from './request-id';

describe('parseMajorAmount', () => {
  it('turns typed major units into integer minor units without floats', () => {
    expect(parseMajorAmount('100', 2)).toEqual({ ok: true, minor: 10_000 });
    expect(parseMajorAmount('1,250.5', 2)).toEqual({ ok: true, minor: 125_050 });
    expect(parseMajorAmount('0.29', 2)).toEqual({ ok: true, minor: 29 });
    expect(parseMajorAmount('.5', 2)).toEqual({ ok: true, minor: 50 });
    expect(parseMajorAmount('19.99', 2)).toEqual({ ok: true, minor: 1999 });
    expect(parseMajorAmount('1500', 0)).toEqual({ ok: true, minor: 1500 });
  });

  it('refuses more decimals than the currency has, and what is not a number', () => {
    expect(parseMajorAmount('1.005', 2)).toEqual({ ok: false, problem: 'decimals' });
    expect(parseMajorAmount('10.5', 0)).toEqual({ ok: false, problem: 'decimals' });
    expect(parseMajorAmount('', 2)).toEqual({ ok: false, problem: 'empty' });
    expect(parseMajorAmount('.', 2)).toEqual({ ok: false, problem: 'format' });
    expect(parseMajorAmount('1.2.3', 2)).toEqual({ ok: false, problem: 'format' });
    expect(parseMajorAmount('-5', 2)).toEqual({ ok: false, problem: 'format' });
    expect(parseMajorAmount('1e5', 2)).toEqual({ ok: false, problem: 'format' });
    expect(parseMajorAmount('99999999999999', 2)).toEqual({ ok: false, problem: 'too_large' });
  });
});

describe('minorToMajorInput', () => {
  it('writes minor units as the player would type them', () => {
    expect(minorToMajorInput(10_000, 2)).toBe('100');
    expect(minorToMajorInput(12_345, 2)).toBe('123.45');
    expect(minorToMajorInput(50, 2)).toBe('0.5');
    expect(minorToMajorInput(7, 0)).toBe('7');
  });
});

describe('sanitizeAmountTyping', () => {
  it('keeps digits, one point and grouping commas', () => {
    expect(sanitizeAmountTyping('₱1,000.5.0x')).toBe('1,000.50');
    expect(sanitizeAmountTyping('abc')).toBe('');
  });
});

describe('quickAmounts', () => {
  it('offers steps inside the channel range', () => {
    expect(quickAmounts(10_000, 10_000_000, 2)).toEqual([10_000, 30_000, 50_000, 100_000, 300_000, 500_000]);
    expect(quickAmounts(50_000, 200_000, 2)).toEqual([50_000, 100_000]);
  });
});

describe('periods', () => {
  it('counts today in the last n days, in the local calendar', () => {
    const now = new Date(2026, 2, 3, 9, 30);
    expect(localDate(now)).toBe('2026-03-03');
    expect(rangeOf('today', now)).toEqual({ from: '2026-03-03', to: '2026-03-03' });
    expect(rangeOf('7d', now)).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(rangeOf('30d', now)).toEqual({ from: '2026-02-02', to: '2026-03-03' });
  });

  it('accepts a custom range only with both ends in order', () => {
    expect(isValidRange({ from: '2026-01-01', to: '2026-01-31' })).toBe(true);
    expect(isValidRange({ from: '2026-02-01', to: '2026-01-31' })).toBe(false);
    expect(isValidRange({ from: '', to: '2026-01-31' })).toBe(false);
  });
});

describe('newRequestId', () => {
  it('makes a fresh v4 uuid each time', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newRequestId()).not.toBe(a);
  });
});

describe('deviceName', () => {
  it('names the browser and the system of a user agent', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    expect(deviceName(iphone)).toEqual({ browser: 'Safari', system: 'iPhone' });
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    expect(deviceName(android)).toEqual({ browser: 'Chrome', system: 'Android' });
    expect(deviceName(null)).toEqual({ browser: null, system: null });
  });
});
