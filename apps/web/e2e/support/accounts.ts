import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { admin, expect, type Site } from './fixtures';

/** A Philippine mobile number no other test uses: E.164 for the operator, national for the form. */
export function uniqueMobile() {
  const national = `917${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  return { e164: `+63${national}`, national };
}

export const uniqueEmail = (name: string) => `${name}.${randomInt(0, 1e9)}@example.com`;

/** A username the rules accept (a letter first, 4-16 letters, digits or _). */
export const uniqueUsername = (prefix: string) => `${prefix}${randomInt(10_000, 99_999)}`.slice(0, 16);

/** Creates a player on this test's merchant. */
export function addPlayer(
  site: Site,
  username: string,
  password: string,
  options: { mobile?: string; email?: string } = {},
) {
  const args = [username, password];
  if (options.mobile) args.push('--mobile', options.mobile);
  if (options.email) args.push('--email', options.email);
  site.admin('member:add', ...args);
}

/** A player of this test's merchant under a new username made from `prefix`; returns the username. */
export function newPlayer(site: Site, prefix: string, password: string, options: { mobile?: string } = {}) {
  const username = uniqueUsername(prefix);
  addPlayer(site, username, password, options);
  return username;
}

interface OutboxMessage {
  id: number;
  body: string;
}

/** The newest outbox message to a number or address, newer than `after` (outbox ids grow). */
function latestTo(to: string): OutboxMessage | null {
  const text = admin('outbox', '--to', to, '--limit', '1');
  const match = /^#(\d+) /m.exec(text);
  if (!match?.[1]) return null;
  return { id: Number(match[1]), body: text };
}

/** The id of the newest message to `to` now (0 when none), to wait for a newer one. */
export const outboxMark = (to: string) => latestTo(to)?.id ?? 0;

/** Waits for a message to `to` newer than `after` and returns its text. */
export async function waitForMessage(to: string, after = 0): Promise<string> {
  let found: OutboxMessage | null = null;
  await expect
    .poll(
      () => {
        found = latestTo(to);
        return found !== null && found.id > after;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return (found as OutboxMessage | null)?.body ?? '';
}

/** The 6-digit SMS code sent to a number after `after`. */
export async function readSmsCode(to: string, after = 0): Promise<string> {
  const body = await waitForMessage(to, after);
  const code = /\b(\d{6})\b/.exec(body.split('\n').slice(1).join('\n'))?.[1];
  if (!code) throw new Error(`no code in: ${body}`);
  return code;
}

/** The reset link e-mailed to an address, as a path on the test's site. */
export async function readResetPath(to: string, after = 0): Promise<string> {
  const body = await waitForMessage(to, after);
  const link = /(https?:\/\/\S+\/m\/forget\?reset=\S+)/.exec(body)?.[1];
  if (!link) throw new Error(`no link in: ${body}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Types a username and password into the login form: the login screen's (a page) or the login dialog's. */
export async function fillLogin(form: Page | Locator, username: string, password: string) {
  await form.getByTestId('login-username').locator('input').fill(username);
  await form.getByTestId('login-password').locator('input').fill(password);
}

/** Logs in through the login screen by username and password. */
export async function logInByUsername(page: Page, site: Site, username: string, password: string) {
  await page.goto(`${site.url}/m/login`);
  await fillLogin(page, username, password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('header-account')).toBeVisible();
}

/** Register settings without a captcha (a journey cannot read the image). */
export function registerWithoutCaptcha(site: Site) {
  site.admin(
    'set',
    'register',
    JSON.stringify({ fields: {}, rules: {}, captcha: false, defaultCountry: 'PH', countries: [], minimumAge: 18 }),
  );
}

/** Goes to a path inside the app without reloading it (what a link does), so in-memory state stays. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({ idx: (window.history.state?.idx ?? 0) + 1, key: 'e2e', usr: null }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
