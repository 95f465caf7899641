import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, solvedCaptcha } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { usingPostgres } from '../../testing/test-database';
import {
  ACCOUNT_CAPTCHA_AFTER,
  NETWORK_CAPTCHA_AFTER,
  NETWORK_WINDOW_SECONDS,
  SOURCE_ACCOUNT_TIERS,
} from './login-limits';

let t: TestApp;
beforeAll(async () => {
  // Clients play their own addresses (X-Forwarded-For), so each test has networks of its own.
  t = await createTestApp({ TRUST_PROXY: 'true', SESSION_CACHE_SECONDS: '0' });
});
afterAll(() => t.close());

let nextMember = 0;
/** A new player of the demo merchant with a mobile number; answers its name, password and number. */
async function newPlayer() {
  const n = nextMember++;
  const username = `friction${n}`;
  const password = `${username}-long-password-1`;
  const national = `9171${String(200000 + n).padStart(6, '0')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/api/commands/member:add',
    headers: { authorization: `Bearer ${t.services.adminToken}` },
    payload: { args: ['DEMO', username, password, '--mobile', `+63${national}`] },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { username, password, national };
}

let nextNetwork = 1;
/** The headers of a client on a network no other test uses. */
const network = () => ({ 'x-forwarded-for': `10.77.${Math.floor(nextNetwork / 250)}.${(nextNetwork++ % 250) + 1}` });
/** Network counters live in clock hours: a test that counts them does not straddle two. */
// Tests that call it give themselves a longer timeout: the wait can be up to 91 s.
async function awayFromHourEnd() {
  const left = NETWORK_WINDOW_SECONDS * 1000 - (Date.now() % (NETWORK_WINDOW_SECONDS * 1000));
  if (left < 90_000) await new Promise((resolve) => setTimeout(resolve, left + 1000));
}
/** A solved captcha, fetched from a network of its own (fetching captchas has its own limit). */
const captcha = () => solvedCaptcha(t, network());

describe('attempts on an account raise friction, and never lock its owner out', () => {
  it('25 wrong passwords with solved captchas from one network: that network is slowed, the owner elsewhere logs in', async () => {
    const owner = await newPlayer();
    const attacker = network();
    const codes: string[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await login(
        t,
        { username: owner.username, password: `guess-${i}-password`, ...(await captcha()) },
        attacker,
      );
      codes.push(res.json().errorCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const firstTier = SOURCE_ACCOUNT_TIERS[0].max;
    expect(codes.slice(0, firstTier)).toEqual(Array(firstTier).fill('login.failed'));
    expect(codes.slice(firstTier)).toEqual(Array(25 - firstTier).fill('rate.limited'));
    // The attacker's network stays slowed even with the right password.
    const slowed = await login(
      t,
      { username: owner.username, password: owner.password, ...(await captcha()) },
      attacker,
    );
    expect(slowed.statusCode).toBe(429);

    const home = network();
    const noCaptcha = await login(t, { username: owner.username, password: owner.password }, home);
    expect(noCaptcha.json()).toMatchObject({ errorCode: 'captcha.required', data: { captcha: true } });
    const ok = await login(t, { username: owner.username, password: owner.password, ...(await captcha()) }, home);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.userName).toBe(owner.username);
  });

  it('a wrong password with a solved captcha does not pass, and the next attempt still needs one', async () => {
    const owner = await newPlayer();
    const from = network();
    for (let i = 0; i < ACCOUNT_CAPTCHA_AFTER; i++)
      await login(t, { username: owner.username, password: `x-${i}-password` }, from);
    const wrong = await login(t, { username: owner.username, password: 'still-wrong-pw', ...(await captcha()) }, from);
    expect(wrong.json()).toMatchObject({ errorCode: 'login.failed', data: { captcha: true } });
    const again = await login(t, { username: owner.username, password: owner.password }, network());
    expect(again.json().errorCode).toBe('captcha.required');
  });
});

describe.runIf(usingPostgres)('simultaneous attempts (PostgreSQL)', () => {
  it('50 simultaneous wrong passwords with solved captchas from one network: at most the first tier compared, the rest 429', async () => {
    const owner = await newPlayer();
    const attacker = network();
    const captchas = await Promise.all(Array.from({ length: 50 }, () => captcha()));
    const results = await Promise.all(
      captchas.map((solved, i) =>
        login(t, { username: owner.username, password: `guess-${i}-password`, ...solved }, attacker),
      ),
    );
    const codes = results.map((r) => r.json().errorCode);
    expect(codes.filter((c) => c === 'login.failed').length).toBeLessThanOrEqual(SOURCE_ACCOUNT_TIERS[0].max);
    expect(codes.filter((c) => c === 'rate.limited').length).toBeGreaterThanOrEqual(50 - SOURCE_ACCOUNT_TIERS[0].max);
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
    const home = network();
    const ok = await login(t, { username: owner.username, password: owner.password, ...(await captcha()) }, home);
    expect(ok.statusCode).toBe(200);
  });

  it('50 simultaneous failures over 50 accounts from one network: only the network threshold skip the captcha', {
    timeout: 150_000,
  }, async () => {
    await awayFromHourEnd();
    const shared = network();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login(t, { username: `sprayed-${i}`, password: 'summer-2026-pass' }, shared),
      ),
    );
    const codes = results.map((r) => r.json().errorCode);
    expect(codes.filter((c) => c === 'login.failed')).toHaveLength(NETWORK_CAPTCHA_AFTER);
    expect(codes.filter((c) => c === 'captcha.required')).toHaveLength(50 - NETWORK_CAPTCHA_AFTER);
  });

  it('50 simultaneous wrong passwords without captchas from 50 networks: only three are compared', async () => {
    const owner = await newPlayer();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login(t, { username: owner.username, password: `guess-${i}-password` }, network()),
      ),
    );
    const codes = results.map((r) => r.json().errorCode);
    expect(codes.filter((c) => c === 'login.failed').length).toBeLessThanOrEqual(ACCOUNT_CAPTCHA_AFTER);
    expect(codes.filter((c) => c === 'captcha.required').length).toBeGreaterThanOrEqual(50 - ACCOUNT_CAPTCHA_AFTER);
  });
});

describe('one account, one set of counters, whatever the spelling', () => {
  it('failures spread over the name and number spellings share the account counter', async () => {
    const owner = await newPlayer();
    const spellings = [
      owner.username.toUpperCase(),
      `+63${owner.national}`,
      `0${owner.national}`,
      `63${owner.national}`,
      `+63 ${owner.national.slice(0, 3)} ${owner.national.slice(3)}`,
    ];
    // Each from a network of its own: only the account counter can add them up.
    const captchaFlags: boolean[] = [];
    for (const spelling of spellings.slice(0, ACCOUNT_CAPTCHA_AFTER)) {
      const res = await login(t, { username: spelling, password: 'not-the-password' }, network());
      expect(res.json().errorCode).toBe('login.failed');
      captchaFlags.push(res.json().data.captcha);
    }
    expect(captchaFlags.at(-1)).toBe(true);
    const next = await login(
      t,
      { username: spellings[ACCOUNT_CAPTCHA_AFTER] as string, password: owner.password },
      network(),
    );
    expect(next.json().errorCode).toBe('captcha.required');
    for (const spelling of spellings) {
      const res = await login(t, { username: spelling, password: owner.password, ...(await captcha()) }, network());
      expect(res.statusCode, spelling).toBe(200);
      expect(res.json().value.userName).toBe(owner.username);
    }
  });

  it('refuses spellings that are not a valid number, even with the right password', async () => {
    const owner = await newPlayer();
    for (const garbage of [`000000${owner.national}`, `00${owner.national}`, `0063 ${owner.national}x`]) {
      const res = await login(t, { username: garbage, password: owner.password, ...(await captcha()) }, network());
      expect(res.json().errorCode, garbage).toBe('login.failed');
    }
    // The SMS forms refuse it too, rather than reading it as the player's number.
    const sms = await t.request({
      method: 'POST',
      url: '/wps/verification/sms',
      headers: network(),
      payload: { purpose: 'login', mobileNum: `000000${owner.national}`, countryDialingCode: '63' },
    });
    expect(sms.json().errorCode).toBe('validation.failed');
    // A number with its international prefix is still the same number.
    const idd = await login(t, { username: `0063${owner.national}`, password: owner.password }, network());
    expect(idd.statusCode).toBe(200);
  });
});

describe('the network-wide captcha needs many failures, not three', () => {
  it('five failures over five accounts from one network leave a sixth account without a captcha; thirty do not', {
    timeout: 150_000,
  }, async () => {
    await awayFromHourEnd();
    const shared = network();
    const players = await Promise.all(Array.from({ length: 7 }, () => newPlayer()));
    for (const player of players.slice(0, 5)) {
      const res = await login(t, { username: player.username, password: 'mistyped-password' }, shared);
      expect(res.json()).toMatchObject({ errorCode: 'login.failed', data: { captcha: false } });
    }
    const sixth = players[5] as (typeof players)[number];
    const fine = await login(t, { username: sixth.username, password: sixth.password }, shared);
    expect(fine.statusCode).toBe(200);

    for (let i = 5; i < NETWORK_CAPTCHA_AFTER; i++) {
      await login(t, { username: `nobody-${i}`, password: 'mistyped-password' }, shared);
    }
    const seventh = players[6] as (typeof players)[number];
    const needs = await login(t, { username: seventh.username, password: seventh.password }, shared);
    expect(needs.json()).toMatchObject({ errorCode: 'captcha.required', data: { captcha: true } });
    // The same player from another network is not asked.
    expect((await login(t, { username: seventh.username, password: seventh.password }, network())).statusCode).toBe(
      200,
    );
  });
});
