import type { SiteFlags } from '@playdeck/contracts';
import { describe, expect, it } from 'vitest';
import { daysSince, gatedItems } from './menu-items';

const flags = (on: boolean): SiteFlags =>
  ({
    USERNAMEREG3: on,
    MOBILENUMREG3: on,
    REGMOBVERF3: on,
    MOBILENUMPASSREG3: on,
    FACEBOOKLOGIN3: on,
    GOOGLELOGIN3: on,
    CHNGPASSVERIF3: on,
    MOBILEVERCODELOGIN3: on,
    DIRECTREG3: on,
    DEPRECM3: on,
    WITHREC3: on,
    PERSREP: on,
    AGETRANSFERUP3: on,
    REWCEN3: on,
    PLYRBT: on,
    MAILCEN: on,
    FEEDBACK3: on,
    REFERRAL: on,
    MISSION: on,
  }) satisfies SiteFlags;

const ids = (...args: Parameters<typeof gatedItems>) => gatedItems(...args).map((item) => item.id);

describe('gatedItems (spec 2 Mine)', () => {
  it('shows every flag-gated item in the spec order for an agent with an upline', () => {
    expect(ids({ flags: flags(true), sessionType: 1, member: { toUpline: 'boss', type: 1 } })).toEqual([
      'referral',
      'agency',
      'deposit-record',
      'withdraw-report',
      'profit-loss',
      'upline-transfer',
      'reward',
      'mission',
      'rebate',
      'mail',
      'feedback',
    ]);
  });

  it('hides items whose flag is off', () => {
    const some = { ...flags(true), DEPRECM3: false, FEEDBACK3: false };
    const shown = ids({ flags: some, sessionType: 0, member: { toUpline: null, type: 0 } });
    expect(shown).not.toContain('deposit-record');
    expect(shown).not.toContain('feedback');
    expect(shown).toContain('withdraw-report');
  });

  it('applies the spec 6 rules: agency not for 0, 4, 40; superior transfer needs an upline and not type 2', () => {
    for (const type of [0, 4, 40]) {
      expect(ids({ flags: flags(true), sessionType: type, member: null })).not.toContain('agency');
    }
    expect(ids({ flags: flags(true), sessionType: 0, member: { toUpline: null, type: 0 } })).not.toContain(
      'upline-transfer',
    );
    expect(ids({ flags: flags(true), sessionType: 2, member: { toUpline: 'boss', type: 2 } })).not.toContain(
      'upline-transfer',
    );
    expect(ids({ flags: flags(false), sessionType: 0, member: { toUpline: 'boss', type: 0 } })).toEqual([]);
  });

  it('shows a visitor only the items that need no member', () => {
    expect(ids({ flags: flags(true), sessionType: null, member: null })).not.toContain('agency');
  });
});

describe('daysSince', () => {
  it('counts whole days since registration', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(daysSince('2026-03-10T08:00:00Z', now)).toBe(0);
    expect(daysSince('2026-03-09T12:00:00Z', now)).toBe(1);
    expect(daysSince('2026-02-28T13:00:00Z', now)).toBe(9);
    expect(daysSince('not a date', now)).toBe(0);
  });
});
