import * as contracts from '@playdeck/contracts';
import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../../lib/i18n';
import * as copy from '../constants';
import { breakEndPreview } from './break-end';
import { limitMinorOf, presetMinor, sessionMinutesOf, usedShare } from './limit-amount';
import { changeText, durationText } from './rg-text';

/** A t that shows the key and its values, so a test reads which words were chosen. */
const t = ((key: string, values: Record<string, unknown> = {}) =>
  `${key}(${Object.entries(values)
    .map(([name, value]) => `${name}=${value}`)
    .join(',')})`) as unknown as TFunction;
const money = (minor: number) => `₱${minor / 100}`;

describe('the copied constants (constants.ts)', () => {
  it('are the contracts’ own', () => {
    expect(copy.MONEY_LIMIT_KINDS).toEqual(contracts.MONEY_LIMIT_KINDS);
    expect(copy.LIMIT_PERIODS).toEqual(contracts.LIMIT_PERIODS);
    expect(copy.COOL_OFF_DURATIONS).toEqual(contracts.COOL_OFF_DURATIONS);
    expect(copy.SELF_EXCLUSION_DURATIONS).toEqual(contracts.SELF_EXCLUSION_DURATIONS);
    expect(copy.REALITY_CHECK_CHOICES).toEqual(contracts.REALITY_CHECK_CHOICES);
    expect(copy.SESSION_LIMIT_MINUTES).toEqual(contracts.SESSION_LIMIT_MINUTES);
    expect(copy.LOOSER_LIMIT_DELAY_HOURS).toBe(contracts.LOOSER_LIMIT_DELAY_HOURS);
    expect(copy.MAX_LIMIT_AMOUNT).toBe(contracts.MAX_LIMIT_AMOUNT);
  });
});

describe('limitMinorOf', () => {
  it('turns typed major units into exact integer minor units', () => {
    expect(limitMinorOf('5,000', 2)).toEqual({ ok: true, minor: 500_000 });
    expect(limitMinorOf('0.29', 2)).toEqual({ ok: true, minor: 29 });
    expect(limitMinorOf('1234.56', 2)).toEqual({ ok: true, minor: 123_456 });
    expect(limitMinorOf('19.99', 2)).toEqual({ ok: true, minor: 1999 });
    expect(limitMinorOf('250', 0)).toEqual({ ok: true, minor: 250 });
  });

  it('refuses zero, too many decimals, text and what passes the server’s ceiling', () => {
    expect(limitMinorOf('0', 2)).toEqual({ ok: false, problem: 'zero' });
    expect(limitMinorOf('0.00', 2)).toEqual({ ok: false, problem: 'zero' });
    expect(limitMinorOf('1.005', 2)).toEqual({ ok: false, problem: 'decimals' });
    expect(limitMinorOf('abc', 2)).toEqual({ ok: false, problem: 'format' });
    expect(limitMinorOf('', 2)).toEqual({ ok: false, problem: 'empty' });
    expect(limitMinorOf('100000000001', 2)).toEqual({ ok: false, problem: 'too_large' });
  });

  it('makes quick amounts exact and measures the bar', () => {
    expect(presetMinor(5_000, 2)).toBe(500_000);
    expect(presetMinor(500, 0)).toBe(500);
    expect(usedShare(250, 1000)).toBe(0.25);
    expect(usedShare(1500, 1000)).toBe(1);
    expect(usedShare(null, 1000)).toBe(0);
    expect(usedShare(10, null)).toBe(0);
  });

  it('takes session minutes from 15 to 1440', () => {
    expect(sessionMinutesOf('90')).toEqual({ ok: true, minutes: 90 });
    expect(sessionMinutesOf(' 15 ')).toEqual({ ok: true, minutes: 15 });
    expect(sessionMinutesOf('1440')).toEqual({ ok: true, minutes: 1440 });
    for (const bad of ['14', '1441', '', '1.5', '-30']) expect(sessionMinutesOf(bad).ok, bad).toBe(false);
  });
});

describe('breakEndPreview', () => {
  const now = new Date('2026-01-31T08:00:00Z');
  it('adds the length in calendar units, and never ends a permanent one', () => {
    expect(breakEndPreview('24h', now)?.toISOString()).toBe('2026-02-01T08:00:00.000Z');
    expect(breakEndPreview('2w', now)?.toISOString()).toBe('2026-02-14T08:00:00.000Z');
    expect(breakEndPreview('6m', now)?.toISOString()).toBe('2026-07-31T08:00:00.000Z');
    expect(breakEndPreview('5y', now)?.toISOString()).toBe('2031-01-31T08:00:00.000Z');
    expect(breakEndPreview('permanent', now)).toBeNull();
  });
});

describe('history in words', () => {
  const change = (action: string, detail: Record<string, unknown>) =>
    changeText(t, money, { at: '2026-11-25T10:00:00Z', actor: 'player', action, detail });

  it('names the limit and its amount, in money or in time', () => {
    expect(change('limit.set', { kind: 'deposit', period: 'day', from: null, to: 50_000 }).title).toBe(
      'change_set(limit=limit_deposit_day(),amount=₱500)',
    );
    expect(change('limit.set', { kind: 'session', period: 'session', from: null, to: 90 }).title).toBe(
      'change_set(limit=limit_session_session(),amount=duration_hm(hours=1,minutes=30))',
    );
    expect(change('limit.requested', { kind: 'loss', period: 'week', from: 100, to: null }).title).toBe(
      'change_removal_requested(limit=limit_loss_week())',
    );
  });

  it('says when a waiting change applies and when a break ends', () => {
    expect(
      change('limit.requested', { kind: 'wager', period: 'month', to: 9, appliesAt: '2026-11-26T10:00:00Z' }).note,
    ).toMatch(/^applies_at\(time=/);
    expect(change('break.self_exclusion', { duration: 'permanent', endsAt: null })).toEqual({
      title: 'change_self_exclusion(duration=duration_permanent())',
      note: 'ends_never()',
    });
    expect(change('reality.set', { minutes: 0 }).title).toBe('change_reality_off()');
    expect(change('something.new', {}).title).toBe('change_other()');
  });

  it('writes spans of minutes as hours and minutes', () => {
    expect(durationText(t, 45)).toBe('duration_m(minutes=45)');
    expect(durationText(t, 120)).toBe('duration_h(hours=2)');
  });
});
