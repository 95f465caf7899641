import { randomUUID } from 'node:crypto';
import type { MerchantSettings } from '@playdeck/contracts';
import { expect } from 'vitest';
import { login } from './accounts';
import { adminRequest } from './admin';
import type { TestApp } from './create-test-app';

/** Runs an operator command through the operator API, as `npm run admin` does. */
export async function adminCommand(t: TestApp, ...args: string[]) {
  const res = await adminRequest(t, ...args);
  return res.json() as { ok: boolean; output: string };
}

export interface Player {
  username: string;
  token: string;
  memberId: number;
  headers: Record<string, string>;
}

let ip = 1;

/** The payment PIN every test player has (not an easily guessed one: issue 8 item 8 refuses those). */
export const PIN = '582039';

/** A player of the demo merchant, logged in, with payment password PIN and (optionally) money. */
export async function player(
  t: TestApp,
  username: string,
  options: { funds?: number; card?: boolean; deviceId?: string; upline?: string; type?: number } = {},
): Promise<Player> {
  const upline = options.upline ? ['--upline', options.upline] : [];
  const type = options.type !== undefined ? ['--type', String(options.type)] : [];
  expect(
    (await adminCommand(t, 'member:add', 'DEMO', username, `${username}-login-password`, ...upline, ...type)).ok,
  ).toBe(true);
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.20.${Math.floor(ip / 250)}.${ip++ % 250}`,
    language: 'EN',
    ...(options.deviceId ? { 'device-id': options.deviceId } : {}),
  };
  const token = (await login(t, { username, password: `${username}-login-password` }, headers)).json().value
    .token as string;
  headers.authorization = token;
  const pay = await t.request({
    method: 'POST',
    url: '/wps/security/paymentPassword',
    headers,
    payload: {
      currentPassword: `${username}-login-password`,
      newPaymentPassword: PIN,
      confirmPaymentPassword: PIN,
    },
  });
  expect(pay.statusCode).toBe(200);
  if (options.funds)
    expect(
      (await adminCommand(t, 'adjust', 'DEMO', username, String(options.funds), '--reason', 'test funds')).ok,
    ).toBe(true);
  if (options.card) {
    const card = await t.request({
      method: 'POST',
      url: '/wps/wallets/cards',
      headers,
      payload: { bankCode: 'BDO', accountNumber: '1234567890', paymentPassword: PIN, payeeName: 'Test Payee' },
    });
    expect(card.statusCode).toBe(200);
  }
  const info = await t.request({ method: 'GET', url: '/wps/member/info', headers });
  return { username, token, memberId: info.json().value.id, headers };
}

export async function balance(t: TestApp, p: Player): Promise<number> {
  return (await t.request({ method: 'GET', url: '/wps/wallets/balance', headers: p.headers })).json().value.sumBalance;
}

export const newRequestId = () => randomUUID();

/** Asks to withdraw 200.00 to the player's first card; the pending order's id. */
export async function pendingWithdrawal(t: TestApp, p: Player) {
  const cardId = (await t.request({ method: 'GET', url: '/wps/wallets/cards', headers: p.headers })).json().value[0].id;
  const res = await t.request({
    method: 'POST',
    url: '/wps/transaction/withdraw',
    headers: p.headers,
    payload: { requestId: newRequestId(), amount: 20_000, cardId, paymentPassword: PIN },
  });
  return res.json().value.id as number;
}

/** Seeds one player of the demo merchant with `funds` (minor units) by the operator command; its member id. */
export async function seededMemberId(t: TestApp, funds: number) {
  const out = await adminCommand(t, 'players:seed', 'DEMO', '1', '--funds', String(funds));
  return Number((out.output.split('\n')[1] as string).split('.')[1]);
}

/** Changes the demo merchant's withdrawal rules (most tests lift the turnover and daily limits). */
export const setWithdrawalRules = (t: TestApp, rules: Partial<MerchantSettings['withdrawal']>) =>
  t.services.settings.update({ merchantId: 1, key: 'withdrawal', change: (w) => ({ ...w, ...rules }), actor: 'test' });
