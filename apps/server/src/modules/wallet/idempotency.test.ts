import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { balance, newRequestId, PIN, type Player, player, setWithdrawalRules } from '../../testing/wallet';

/**
 * Issue 8 item 16, one rule for every repeatable operation: the same requestId with the same
 * body answers the first result; with another body it is a 409 conflict and nothing changes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  await setWithdrawalRules(t, { turnoverPercent: 0, dailyCount: 100 });
});
afterAll(() => t.close());

const deposit = (p: Player, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/wps/wallets/deposit', headers: p.headers, payload: body });
const withdraw = (p: Player, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/wps/transaction/withdraw', headers: p.headers, payload: body });
const records = async (p: Player, url: string) =>
  (await t.request({ method: 'GET', url, headers: p.headers })).json().value.content as Array<{
    id: number;
    amount: number;
  }>;

describe('deposit: one requestId', () => {
  it('the same body again answers the first order', async () => {
    const p = await player(t, 'idem_dep_same');
    const body = { requestId: newRequestId(), channelId: 'bank', amount: 60_000, payerName: 'Juan', reference: 'R1' };
    const first = await deposit(p, body);
    const again = await deposit(p, body);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual(first.json().value);
    expect(await records(p, '/wps/wallets/deposit/records')).toHaveLength(1);
  });

  it('another body is a 409 conflict and changes nothing', async () => {
    const p = await player(t, 'idem_dep_diff');
    const body = { requestId: newRequestId(), channelId: 'bank', amount: 60_000, payerName: 'Juan', reference: 'R1' };
    const first = (await deposit(p, body)).json().value;
    for (const change of [{ amount: 70_000 }, { payerName: 'Pedro' }, { reference: 'R2' }, { reference: undefined }]) {
      const res = await deposit(p, { ...body, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json().errorCode).toBe('conflict');
    }
    const rows = await records(p, '/wps/wallets/deposit/records');
    expect(rows).toEqual([expect.objectContaining({ id: first.depositId, amount: 60_000 })]);
  });
});

describe('withdrawal: one requestId', () => {
  it('the same body again answers the first order and holds the money once', async () => {
    const p = await player(t, 'idem_wd_same', { funds: 100_000, card: true });
    const cardId = (await t.request({ method: 'GET', url: '/wps/wallets/cards', headers: p.headers })).json().value[0]
      .id;
    const body = { requestId: newRequestId(), amount: 20_000, cardId, paymentPassword: PIN };
    const first = await withdraw(p, body);
    const again = await withdraw(p, body);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual(first.json().value);
    expect(await balance(t, p)).toBe(80_000);
    expect(await records(p, '/wps/transaction/withdraw/records')).toHaveLength(1);
  });

  it('another amount or card is a 409 conflict and changes nothing', async () => {
    const p = await player(t, 'idem_wd_diff', { funds: 100_000, card: true });
    const second = await t.request({
      method: 'POST',
      url: '/wps/wallets/cards',
      headers: p.headers,
      payload: { bankCode: 'BPI', accountNumber: '9876543210', paymentPassword: PIN },
    });
    expect(second.statusCode).toBe(200);
    const cards = (await t.request({ method: 'GET', url: '/wps/wallets/cards', headers: p.headers })).json().value;
    const body = { requestId: newRequestId(), amount: 20_000, cardId: cards[0].id, paymentPassword: PIN };
    const first = (await withdraw(p, body)).json().value;
    for (const change of [{ amount: 30_000 }, { cardId: cards[1].id }]) {
      const res = await withdraw(p, { ...body, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json().errorCode).toBe('conflict');
    }
    expect(await balance(t, p)).toBe(80_000);
    const rows = await records(p, '/wps/transaction/withdraw/records');
    expect(rows).toEqual([expect.objectContaining({ id: first.id, amount: 20_000 })]);
  });
});
