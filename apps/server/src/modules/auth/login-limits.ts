import type { Limit } from '../../lib/limits';

/**
 * Every limit on logging in, in one place. The rule (OWASP, NIST 800-63B 5.2.2): a stranger must
 * never be able to lock an owner out, so attempts on an account only ever raise friction (a
 * captcha) for everybody, while the slowing down (429 with Retry-After) falls on the source
 * that makes the attempts: per network and account, and per network.
 */

/** Attempts on one account since its last successful login are counted over this window. */
export const ACCOUNT_WINDOW_SECONDS = 3600;
/** Spec: a captcha after three failures on an account, from any network (the owner solves it once). */
export const ACCOUNT_CAPTCHA_AFTER = 3;

/**
 * Failed logins per network in each clock hour decide the network-wide captcha. A failure is
 * an attempt that has not (yet) succeeded: attempts are counted before anything is compared,
 * successes after, so simultaneous attempts cannot all slip under the threshold.
 */
export const NETWORK_WINDOW_SECONDS = 3600;
/**
 * Failed logins from one network (IP) before every account asked from it needs a captcha.
 * Far above the account's three: thousands of players can share one carrier NAT address, and a
 * few of them mistyping must not put a captcha in front of all the others.
 */
export const NETWORK_CAPTCHA_AFTER = 30;

/**
 * Attempts on one account from one network, since that network's last success on it: the
 * guessing of one password from one place. Each tier waits longer than the one before (a
 * minute, an hour, a day), so a guesser slows down fast, while an owner who mistyped a few
 * times and fumbled a captcha never meets them. Counted before the captcha and the password
 * are checked, so simultaneous attempts count too.
 */
export const SOURCE_ACCOUNT_TIERS = [
  { max: 10, windowSeconds: 60 },
  { max: 30, windowSeconds: 3600 },
  { max: 100, windowSeconds: 24 * 3600 },
] as const;

/**
 * Attempts of any outcome from one network over all accounts (spraying one password over
 * many names). High, because a carrier NAT address is many players; the network captcha
 * above is the first brake, these the backstop.
 */
export const SOURCE_TIERS = [
  { max: 100, windowSeconds: 10 * 60 },
  { max: 2000, windowSeconds: 24 * 3600 },
] as const;

/** The counter keys of one login attempt: the merchant, the network and the canonical account. */
export function loginKeys(merchantId: number, ip: string, account: string) {
  return {
    account: `login:acct:${merchantId}:${account}`,
    // Both network counters of one clock hour share its number, so their windows line up.
    networkAttempts: (hour: number) => `login:net:${hour}:${merchantId}:${ip}`,
    networkSuccesses: (hour: number) => `login:net-ok:${hour}:${merchantId}:${ip}`,
    sourceAccount: (tier: number) => `login:src-acct:${tier}:${merchantId}:${ip}:${account}`,
    source: (tier: number) => `login:src:${tier}:${merchantId}:${ip}`,
  };
}

/** The number of the current clock hour, for the network counters. */
export const networkHour = (now = Date.now()) => Math.floor(now / 1000 / NETWORK_WINDOW_SECONDS);

/** The per-source limits of an attempt (counted before the password is compared). */
export function sourceLimits(keys: ReturnType<typeof loginKeys>, withAccount: boolean): Limit[] {
  return [
    ...(withAccount ? SOURCE_ACCOUNT_TIERS.map((tier, i) => ({ key: keys.sourceAccount(i), ...tier })) : []),
    ...SOURCE_TIERS.map((tier, i) => ({ key: keys.source(i), ...tier })),
  ];
}
