import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import {
  adminCommand,
  balance,
  newRequestId,
  PIN,
  type Player,
  player,
  setWithdrawalRules,
} from '../../testing/wallet';
import { verifyLedger } from '../ledger/verify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  // Turnover is tested on its own; elsewhere deposits can be withdrawn at once.
  await setWithdrawalRules(t, { turnoverPercent: 0, dailyCount: 100 });
});
afterAll(() => t.close());

const consistent = async () => (await verifyLedger(t.services.database.db)).every((c) => c.problems.length === 0);
const withdraw = (p: Player, body: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/wps/transaction/withdraw',
    headers: p.headers,
    payload: { requestId: newRequestId(), paymentPassword: PIN, ...body },
  });

describe('balance', () => {
  it('answers sumBalance with the currency; the header needs a session', async () => {
    const p = await player(t, 'bal_one', { funds: 12_345 });
    const res = await t.request({ method: 'GET', url: '/wps/wallets/balance', headers: p.headers });
    expect(res.json().value).toEqual({
      sumBalance: 12_345,
      currencySymbol: '₱',
      currency: { code: 'PHP', symbol: '₱', exponent: 2 },
      trial: false,
    });
    expect((await t.request({ method: 'GET', url: '/wps/wallets/balance' })).statusCode).toBe(401);
  });

  it('a trial account has trial money only, and cannot deposit or withdraw', async () => {
    const trial = (
      await t.request({ method: 'GET', url: '/wps/session/trial', headers: { 'x-forwarded-for': '10.99.0.1' } })
    ).json().value;
    const headers = { authorization: trial.token };
    const res = (await t.request({ method: 'GET', url: '/wps/wallets/balance', headers })).json().value;
    expect(res).toMatchObject({ sumBalance: 200_000, trial: true });
    for (const url of ['/wps/wallets/deposit/channels', '/wps/transaction/withdraw/info']) {
      const refused = await t.request({ method: 'GET', url, headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe('trial.forbidden');
    }
    // Trial money is a currency of its own (XTR): its accounts sum to zero apart from real money.
    const sums = (await verifyLedger(t.services.database.db)).find((c) => c.name.includes('each currency sum'));
    expect(sums?.problems).toEqual([]);
  });
});

describe('deposits', () => {
  it('lists the enabled channels with the template of dep_func', async () => {
    const p = await player(t, 'dep_list');
    const res = (await t.request({ method: 'GET', url: '/wps/wallets/deposit/channels', headers: p.headers })).json()
      .value;
    expect(res.template).toBe('new');
    expect(res.channels.map((c: { id: string }) => c.id)).toEqual(['sandbox', 'bank']);
    expect(res.channels[1].bank.bankName).toBe('BDO Unibank');
  });

  it('completes a sandbox deposit end to end through the signed gateway callback', async () => {
    const url = await t.listen();
    const p = await player(t, 'dep_sandbox');
    const created = await fetch(`${url}/wps/wallets/deposit`, {
      method: 'POST',
      headers: { ...p.headers, merchant: 'DEMO', 'content-type': 'application/json' },
      body: JSON.stringify({ requestId: newRequestId(), channelId: 'sandbox', amount: 150_000 }),
    }).then((r) => r.json() as Promise<{ value: { status: string; payUrl: string } }>);
    expect(created.value.status).toBe('pending');
    const payUrl = new URL(created.value.payUrl);
    expect(payUrl.pathname).toBe('/sandbox-gateway/pay');
    const page = await fetch(payUrl).then((r) => r.text());
    expect(page).toContain('₱1,500.00');
    // The player taps Pay: the sandbox calls our callback, then sends the player back.
    const form = new URLSearchParams([...payUrl.searchParams.entries(), ['action', 'pay']]);
    const paid = await fetch(`${url}/sandbox-gateway/pay`, { method: 'POST', body: form, redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain('/m/vouReport');
    expect(await balance(t, p)).toBe(150_000);
    const records = (await t.request({ method: 'GET', url: '/wps/wallets/deposit/records', headers: p.headers })).json()
      .value;
    expect(records.content[0]).toMatchObject({
      amount: 150_000,
      status: 'completed',
      channelName: 'Sandbox Pay (instant)',
    });
    // Paying again (a replayed callback) changes nothing.
    await fetch(`${url}/sandbox-gateway/pay`, { method: 'POST', body: form, redirect: 'manual' });
    expect(await balance(t, p)).toBe(150_000);
    expect(await consistent()).toBe(true);
  });

  it('refuses callbacks with a wrong or stale signature, or a different amount', async () => {
    const url = t.url || (await t.listen());
    const p = await player(t, 'dep_forge');
    const created = (
      await t.request({
        method: 'POST',
        url: '/wps/wallets/deposit',
        headers: p.headers,
        payload: { requestId: newRequestId(), channelId: 'sandbox', amount: 100_000 },
      })
    ).json().value;
    const config = await t.services.settings.get(1);
    const secret = config?.settings.paymentSecrets.sandbox as string;
    const { signCallback } = await import('./gateway-signature');
    const post = (body: object, timestamp = String(Math.floor(Date.now() / 1000)), key = secret) => {
      const raw = JSON.stringify(body);
      return fetch(`${url}/payment/callback/1/sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-timestamp': timestamp,
          'x-signature': signCallback(key, timestamp, raw),
        },
        body: raw,
      });
    };
    const body = {
      orderId: String(created.depositId),
      gatewayTxId: 'X1',
      amount: 100_000,
      currency: 'PHP',
      status: 'paid',
    };
    expect((await post(body, undefined, 'not-the-secret-at-all')).status).toBe(401);
    expect((await post(body, String(Math.floor(Date.now() / 1000) - 3600))).status).toBe(401);
    expect((await post({ ...body, amount: 999_999 })).status).toBe(400);
    expect((await post({ ...body, orderId: '999999' })).status).toBe(404);
    expect(await balance(t, p)).toBe(0);
    // Twenty simultaneous genuine callbacks: credited once.
    const results = await Promise.all(Array.from({ length: 20 }, () => post(body)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await balance(t, p)).toBe(100_000);
  });

  it('a bank transfer waits for the operator, who approves it once', async () => {
    const p = await player(t, 'dep_bank');
    const missingPayer = await t.request({
      method: 'POST',
      url: '/wps/wallets/deposit',
      headers: p.headers,
      payload: { requestId: newRequestId(), channelId: 'bank', amount: 60_000 },
    });
    expect(missingPayer.json().data.fields[0].field).toBe('payerName');
    const created = (
      await t.request({
        method: 'POST',
        url: '/wps/wallets/deposit',
        headers: p.headers,
        payload: {
          requestId: newRequestId(),
          channelId: 'bank',
          amount: 60_000,
          payerName: 'Juan',
          reference: 'REF-1',
        },
      })
    ).json().value;
    expect(created).toMatchObject({ status: 'pending', payUrl: null });
    expect((await adminCommand(t, 'deposits:pending', 'DEMO')).output).toContain(`#${created.depositId}`);
    expect((await adminCommand(t, 'deposit:approve', 'DEMO', String(created.depositId))).ok).toBe(true);
    expect((await adminCommand(t, 'deposit:approve', 'DEMO', String(created.depositId))).ok).toBe(true); // already completed: no second credit
    expect(await balance(t, p)).toBe(60_000);
    expect((await adminCommand(t, 'deposit:reject', 'DEMO', String(created.depositId), '--reason', 'late')).ok).toBe(
      false,
    );
  });

  it('refuses bad amounts with 400 and changes nothing', async () => {
    const p = await player(t, 'dep_bad', { funds: 5_000 });
    for (const amount of [-100, 0, 10.5, 1e16, 'NaN', '100', null, Number.MAX_SAFE_INTEGER + 2]) {
      const res = await t.request({
        method: 'POST',
        url: '/wps/wallets/deposit',
        headers: p.headers,
        payload: { requestId: newRequestId(), channelId: 'sandbox', amount },
      });
      expect(res.statusCode, String(amount)).toBe(400);
    }
    const outOfRange = await t.request({
      method: 'POST',
      url: '/wps/wallets/deposit',
      headers: p.headers,
      payload: { requestId: newRequestId(), channelId: 'sandbox', amount: 50 },
    });
    expect(outOfRange.json()).toMatchObject({
      errorCode: 'amount.out.of.range',
      message: 'The amount must be between ₱100.00 and ₱100,000.00.',
    });
    expect(await balance(t, p)).toBe(5_000);
  });

  it('the same request id twice is one order', async () => {
    const p = await player(t, 'dep_twice');
    const requestId = newRequestId();
    const send = () =>
      t.request({
        method: 'POST',
        url: '/wps/wallets/deposit',
        headers: p.headers,
        payload: { requestId, channelId: 'sandbox', amount: 20_000 },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.json().value.depositId).toBe(b.json().value.depositId);
  });
});

describe('withdrawals', () => {
  it('holds the money, and the operator pays it out once', async () => {
    const p = await player(t, 'wd_flow', { funds: 100_000, card: true });
    const info = (await t.request({ method: 'GET', url: '/wps/transaction/withdraw/info', headers: p.headers })).json()
      .value;
    expect(info).toMatchObject({
      balance: 100_000,
      withdrawable: 100_000,
      payeeName: 'Test Payee',
      hasPaymentPassword: true,
    });
    const res = await withdraw(p, { amount: 40_000, cardId: info.cards[0].id });
    expect(res.json().value).toMatchObject({ amount: 40_000, status: 'pending', accountNumberMasked: '•••• 7890' });
    expect(await balance(t, p)).toBe(60_000);
    const id = String(res.json().value.id);
    expect((await adminCommand(t, 'withdrawals:pending', 'DEMO')).output).toContain(`#${id}`);
    expect((await adminCommand(t, 'withdrawal:approve', 'DEMO', id)).ok).toBe(true);
    expect((await adminCommand(t, 'withdrawal:reject', 'DEMO', id, '--reason', 'x')).ok).toBe(false);
    expect(await balance(t, p)).toBe(60_000);
    const report = (
      await t.request({ method: 'GET', url: '/wps/transaction/withdraw/records', headers: p.headers })
    ).json().value;
    expect(report.content[0]).toMatchObject({ status: 'approved', amount: 40_000 });
    expect(await consistent()).toBe(true);
  });

  it('rejected and cancelled withdrawals return the money, once', async () => {
    const p = await player(t, 'wd_back', { funds: 100_000, card: true });
    const cardId = (await t.request({ method: 'GET', url: '/wps/wallets/cards', headers: p.headers })).json().value[0]
      .id;
    const a = (await withdraw(p, { amount: 30_000, cardId })).json().value;
    const b = (await withdraw(p, { amount: 20_000, cardId })).json().value;
    expect(await balance(t, p)).toBe(50_000);
    expect((await adminCommand(t, 'withdrawal:reject', 'DEMO', String(a.id), '--reason', 'name mismatch')).ok).toBe(
      true,
    );
    const cancel = () =>
      t.request({ method: 'POST', url: `/wps/transaction/withdraw/${b.id}/cancel`, headers: p.headers });
    const [c1, c2] = await Promise.all([cancel(), cancel()]);
    expect([c1.statusCode, c2.statusCode]).toEqual([200, 200]);
    expect(await balance(t, p)).toBe(100_000);
    expect((await adminCommand(t, 'withdrawal:approve', 'DEMO', String(b.id))).ok).toBe(false);
    expect(await consistent()).toBe(true);
  });

  it('checks the payment password, the limits and the card; another member’s ids are 404', async () => {
    const p = await player(t, 'wd_rules', { funds: 100_000, card: true });
    const other = await player(t, 'wd_other', { funds: 100_000, card: true });
    const cardId = (await t.request({ method: 'GET', url: '/wps/wallets/cards', headers: p.headers })).json().value[0]
      .id;
    const otherCard = (await t.request({ method: 'GET', url: '/wps/wallets/cards', headers: other.headers })).json()
      .value[0].id;
    expect((await withdraw(p, { amount: 20_000, cardId, paymentPassword: '000000' })).json().errorCode).toBe(
      'payment.password.incorrect',
    );
    expect((await withdraw(p, { amount: 5_000, cardId })).json().errorCode).toBe('amount.out.of.range');
    expect((await withdraw(p, { amount: 200_000, cardId })).json().errorCode).toBe('insufficient.funds');
    const foreign = await withdraw(p, { amount: 20_000, cardId: otherCard });
    expect(foreign.statusCode).toBe(404);
    const theirs = (await withdraw(other, { amount: 20_000, cardId: otherCard })).json().value;
    const cancelTheirs = await t.request({
      method: 'POST',
      url: `/wps/transaction/withdraw/${theirs.id}/cancel`,
      headers: p.headers,
    });
    expect(cancelTheirs.statusCode).toBe(404);
    expect(JSON.stringify(cancelTheirs.json())).not.toContain('wd_other');
    const removeTheirs = await t.request({
      method: 'DELETE',
      url: `/wps/wallets/cards/${otherCard}`,
      headers: p.headers,
      payload: { paymentPassword: PIN },
    });
    expect(removeTheirs.statusCode).toBe(404);
    expect(await balance(t, p)).toBe(100_000);
  });

  it('locks the payment password after five wrong ones', async () => {
    const p = await player(t, 'wd_lock', { funds: 100_000, card: true });
    const cardId = (await t.request({ method: 'GET', url: '/wps/wallets/cards', headers: p.headers })).json().value[0]
      .id;
    for (let i = 0; i < 5; i++) await withdraw(p, { amount: 20_000, cardId, paymentPassword: '999999' });
    const locked = await withdraw(p, { amount: 20_000, cardId });
    expect(locked.statusCode).toBe(429);
  });

  it('enforces the daily count and the turnover requirement', async () => {
    await setWithdrawalRules(t, { dailyCount: 2, turnoverPercent: 100 });
    try {
      const p = await player(t, 'wd_turnover', { card: true });
      const cardId = (await t.request({ method: 'GET', url: '/wps/wallets/cards', headers: p.headers })).json().value[0]
        .id;
      const deposit = (
        await t.request({
          method: 'POST',
          url: '/wps/wallets/deposit',
          headers: p.headers,
          payload: { requestId: newRequestId(), channelId: 'bank', amount: 100_000, payerName: 'P' },
        })
      ).json().value;
      await adminCommand(t, 'deposit:approve', 'DEMO', String(deposit.depositId));
      const info = (
        await t.request({ method: 'GET', url: '/wps/transaction/withdraw/info', headers: p.headers })
      ).json().value;
      expect(info.turnover).toEqual({ required: 100_000, done: 0, remaining: 100_000 });
      expect(info.withdrawable).toBe(0);
      expect((await withdraw(p, { amount: 20_000, cardId })).json().errorCode).toBe('withdraw.turnover');
      // Bets count toward it (the games issue records them in the bet's transaction).
      const { countTurnover } = await import('./wallet.service');
      await t.services.database.db.transaction((tx) =>
        countTurnover(tx, { merchantId: 1, memberId: p.memberId, betAmount: 100_000 }),
      );
      expect((await withdraw(p, { amount: 20_000, cardId })).statusCode).toBe(200);
      expect((await withdraw(p, { amount: 20_000, cardId })).statusCode).toBe(200);
      expect((await withdraw(p, { amount: 20_000, cardId })).json().errorCode).toBe('withdraw.daily.limit');
    } finally {
      await setWithdrawalRules(t, { dailyCount: 100, turnoverPercent: 0 });
    }
  });
});

describe('transfers, records, profit and loss', () => {
  it('superior transfer follows AGETRANSFERUP3, the upline and the type', async () => {
    const boss = await player(t, 'tr_boss');
    const code = (await t.request({ method: 'GET', url: '/wps/member/info', headers: boss.headers })).json().value
      .inviteCode;
    // An upline is given when the member is made (the tree refuses a change later).
    const mine = await player(t, 'tr_mine', { funds: 50_000, upline: 'tr_boss' });
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const info = (await t.request({ method: 'GET', url: '/wps/wallets/transfer/upline', headers: mine.headers })).json()
      .value;
    expect(info).toEqual({ allowed: true, upline: 'tr_boss', balance: 50_000 });
    const send = (amount: number) =>
      t.request({
        method: 'POST',
        url: '/wps/wallets/transfer/upline',
        headers: mine.headers,
        payload: { requestId: newRequestId(), amount, paymentPassword: PIN },
      });
    expect((await send(20_000)).json().value).toEqual({ balance: 30_000 });
    expect(await balance(t, boss)).toBe(20_000);
    expect((await send(40_000)).json().errorCode).toBe('insufficient.funds');
    await t.services.settings.setFlag({ merchantId: 1, flag: 'AGETRANSFERUP3', on: false, actor: 'test' });
    expect((await send(1_000)).json().errorCode).toBe('transfer.not.allowed');
    await t.services.settings.setFlag({ merchantId: 1, flag: 'AGETRANSFERUP3', on: true, actor: 'test' });
    // Without an upline there is nobody to send to.
    expect(
      (await t.request({ method: 'GET', url: '/wps/wallets/transfer/upline', headers: boss.headers })).json().value
        .allowed,
    ).toBe(false);
  });

  it('the account record pages every line by cursor, filters by kind, and profit and loss sums them', async () => {
    const p = await player(t, 'rec_pages');
    for (let i = 1; i <= 25; i++)
      await adminCommand(
        t,
        'adjust',
        'DEMO',
        'rec_pages',
        String(i * 100),
        '--reason',
        `credit ${i}`,
        '--id',
        `rec-${i}`,
      );
    await adminCommand(t, 'adjust', 'DEMO', 'rec_pages', '-500', '--reason', 'correction', '--id', 'rec-debit');
    const page1 = (
      await t.request({ method: 'GET', url: '/wps/wallets/records?pageSize=10', headers: p.headers })
    ).json().value;
    expect(page1.content).toHaveLength(10);
    expect(page1.content[0]).toMatchObject({ kind: 'adjustment', amount: -500, detail: 'correction' });
    const seen = [...page1.content];
    let cursor = page1.nextCursor;
    while (cursor) {
      const next = (
        await t.request({ method: 'GET', url: `/wps/wallets/records?pageSize=10&cursor=${cursor}`, headers: p.headers })
      ).json().value;
      seen.push(...next.content);
      cursor = next.nextCursor;
    }
    expect(seen).toHaveLength(26);
    expect(new Set(seen.map((r) => r.id)).size).toBe(26);
    expect(seen.at(-1)?.balanceAfter).toBe(100);
    const today = new Date().toISOString().slice(0, 10);
    const pnl = (
      await t.request({ method: 'GET', url: `/wps/wallets/profitLoss?from=${today}&to=${today}`, headers: p.headers })
    ).json().value;
    expect(pnl).toMatchObject({ adjustments: 32_500 - 500, bets: 0, profit: 0 });
    const bad = await t.request({ method: 'GET', url: '/wps/wallets/records?cursor=abc', headers: p.headers });
    expect(bad.statusCode).toBe(400);
    const badKind = await t.request({ method: 'GET', url: '/wps/wallets/records?kind=steal', headers: p.headers });
    expect(badKind.statusCode).toBe(400);
  });
});

describe('security centre', () => {
  it('sets and changes the payment password, lists sessions and signs the others out', async () => {
    const p = await player(t, 'sec_one');
    const wrong = await t.request({
      method: 'POST',
      url: '/wps/security/paymentPassword',
      headers: p.headers,
      payload: { currentPassword: '654321', newPaymentPassword: '864209', confirmPaymentPassword: '864209' },
    });
    expect(wrong.json().errorCode).toBe('payment.password.incorrect');
    const notDigits = await t.request({
      method: 'POST',
      url: '/wps/security/paymentPassword',
      headers: p.headers,
      payload: { currentPassword: PIN, newPaymentPassword: 'abcdef', confirmPaymentPassword: 'abcdef' },
    });
    expect(notDigits.json().errorCode).toBe('validation.failed');
    const ok = await t.request({
      method: 'POST',
      url: '/wps/security/paymentPassword',
      headers: p.headers,
      payload: { currentPassword: PIN, newPaymentPassword: '864209', confirmPaymentPassword: '864209' },
    });
    expect(ok.statusCode).toBe(200);
    const { login } = await import('../../testing/accounts');
    const second = (
      await login(t, { username: 'sec_one', password: 'sec_one-login-password' }, { 'x-forwarded-for': '10.30.0.1' })
    ).json().value.token;
    const overview = (await t.request({ method: 'GET', url: '/wps/security/overview', headers: p.headers })).json()
      .value;
    expect(overview.sessions).toHaveLength(2);
    expect(overview.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    await t.request({ method: 'DELETE', url: '/wps/security/sessions/others', headers: p.headers });
    expect(
      (await t.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: second } })).statusCode,
    ).toBe(401);
    expect((await t.request({ method: 'GET', url: '/wps/member/info', headers: p.headers })).statusCode).toBe(200);
  });

  it('binds a mobile number with the password and an SMS code, telling the old number first', async () => {
    const p = await player(t, 'sec_mobile');
    const { lastCode } = await import('../../testing/accounts');
    const bind = async (mobileNum: string) => {
      await t.request({
        method: 'POST',
        url: '/wps/verification/sms',
        headers: p.headers,
        payload: { purpose: 'bind', mobileNum, countryDialingCode: '63' },
      });
      const code = await lastCode(t, `+63${mobileNum}`);
      return t.request({
        method: 'POST',
        url: '/wps/security/mobile',
        headers: p.headers,
        payload: { password: 'sec_mobile-login-password', mobileNum, countryDialingCode: '63', verificationCode: code },
      });
    };
    expect((await bind('9170001111')).statusCode).toBe(200);
    expect((await bind('9170002222')).statusCode).toBe(200);
    const notices = await t.services.database.db.query.outboxMessages.findMany({
      where: (m, { eq }) => eq(m.destination, '+639170001111'),
    });
    expect(notices.some((m) => m.body.includes('contact details of your account are being changed'))).toBe(true);
    const badPassword = await t.request({
      method: 'POST',
      url: '/wps/security/mobile',
      headers: p.headers,
      payload: {
        password: 'wrong-password-x',
        mobileNum: '9170003333',
        countryDialingCode: '63',
        verificationCode: '123456',
      },
    });
    expect(badPassword.json().errorCode).toBe('password.old.incorrect');
    expect(
      (await t.request({ method: 'GET', url: '/wps/security/overview', headers: p.headers })).json().value.mobile,
    ).toBe('+63••••2222');
  });
});
