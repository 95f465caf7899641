import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { adminCommand, newRequestId, type Player, player } from '../../testing/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function referralPromotion(
  code: string,
  claimMode: 'claim' | 'auto',
  rule = { reward: 5_000, minDeposit: 100_000 },
) {
  const input = {
    code,
    kind: 'referral',
    claimMode,
    title: { TY: 'Mag-imbita', EN: 'Invite a friend' },
    startsAt: iso(-DAY),
    rule,
    wageringMultiplier: 2,
  };
  expect((await adminCommand(t, 'promotion:add', 'DEMO', JSON.stringify(input))).ok).toBe(true);
  expect((await adminCommand(t, 'promotion:status', 'DEMO', code, 'live')).ok).toBe(true);
}

const referral = async (p: Player) => {
  const res = await t.request({ method: 'GET', url: '/wps/promotion/referral', headers: p.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

async function deposit(p: Player, amount: number) {
  const res = await t.request({
    method: 'POST',
    url: '/wps/wallets/deposit',
    headers: p.headers,
    payload: { requestId: newRequestId(), channelId: 'bank', amount, payerName: 'Juan' },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect((await adminCommand(t, 'deposit:approve', 'DEMO', String(res.json().value.depositId))).ok).toBe(true);
}

const bonusWallet = (p: Player) =>
  t.services.ledger.balance({ merchantId: 1, currency: 'PHP', ref: { member: p.memberId, purpose: 'bonus' } });

describe('referral (REFERRAL, /m/inviteFriends)', () => {
  it('before the programme: the code and links, no reward, no friends', async () => {
    // The demo merchant's own invitation programme is ended first: these tests add their own.
    expect((await adminCommand(t, 'promotion:status', 'DEMO', 'INVITE50', 'ended')).ok).toBe(true);
    const solo = await player(t, 'ref_solo');
    const view = await referral(solo);
    expect(view.promotion).toBeNull();
    expect(view.code).toMatch(/^\w+$/);
    expect(view.invited).toBe(0);
    expect(view.friends).toEqual([]);
  });

  it('a friend’s first deposit above the minimum earns the referrer once; links point at the configured site', async () => {
    await referralPromotion('INVITE1', 'claim');
    const ria = await player(t, 'ref_ria');
    const view = await referral(ria);
    expect(view.promotion).toMatchObject({ reward: 5_000, minDeposit: 100_000, claimMode: 'claim' });
    // Never the request's Host: the configured address (test PUBLIC_URL or the merchant's domain).
    const forged = await t.request({
      method: 'GET',
      url: '/wps/promotion/referral',
      headers: { ...ria.headers, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    for (const link of forged.json().value.links) expect(link.url).not.toContain('evil.example');
    expect(view.links.map((l: { channel: string }) => l.channel)).toEqual([
      'copy',
      'facebook',
      'messenger',
      'telegram',
      'whatsapp',
      'viber',
    ]);
    for (const link of view.links) {
      expect(link.url).toContain(`/m/register?affiliateCode=${view.code}&channel=${link.channel}`);
      expect(link.labelNameEn).toBeTruthy();
    }

    const sam = await player(t, 'ref_sam', { upline: 'ref_ria' });
    const tom = await player(t, 'ref_tom', { upline: 'ref_ria' });
    await deposit(sam, 60_000); // below the minimum: nothing yet
    expect((await referral(ria)).friends.find((f: { name: string }) => f.name === 're****m')).toMatchObject({
      state: 'waiting',
    });
    await deposit(sam, 120_000);
    await deposit(sam, 150_000); // a second qualifying deposit earns nothing more
    const after = await referral(ria);
    expect(after.invited).toBe(2);
    expect(after.friends).toHaveLength(2);
    expect(after.friends.map((f: { state: string }) => f.state).sort()).toEqual(['claim', 'waiting']);
    expect(JSON.stringify(after)).not.toContain('ref_sam'); // names are masked

    const unclaimed = await t.request({ method: 'GET', url: '/wps/promotion/unclaimedCount', headers: ria.headers });
    expect(unclaimed.json().value).toBe(1);
    const claims = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request({ method: 'POST', url: `/wps/promotion/${view.promotion.id}/claim`, headers: ria.headers }),
      ),
    );
    expect(claims.filter((c) => c.statusCode === 200)).toHaveLength(1);
    expect(await bonusWallet(ria)).toBe(5_000);
    expect((await referral(ria)).earned).toBe(5_000);

    await deposit(tom, 100_000);
    expect((await referral(ria)).friends.map((f: { state: string }) => f.state)).toEqual(['claim', 'claimed']);
    // The friend themself gets nothing from it.
    expect(await bonusWallet(sam)).toBe(0);
    expect(await bonusWallet(tom)).toBe(0);
    expect((await adminCommand(t, 'promotion:status', 'DEMO', 'INVITE1', 'ended')).ok).toBe(true);
  });

  it('auto mode credits at once; inviting oneself (same device) earns nothing and is flagged', async () => {
    await referralPromotion('INVITE2', 'auto', { reward: 3_000, minDeposit: 50_000 });
    const device = 'f00dfeed-0000-4000-8000-123456789abc';
    const uma = await player(t, 'ref_uma');
    const val = await player(t, 'ref_val', { upline: 'ref_uma' });
    const wes = await player(t, 'ref_wes', { upline: 'ref_uma', deviceId: device });
    await deposit(val, 50_000);
    expect(await bonusWallet(uma)).toBe(3_000);
    expect((await referral(uma)).friends.find((f: { state: string }) => f.state === 'issued')).toBeTruthy();
    // uma logs in on wes's phone: the two accounts are one person from now on.
    const again = await login(
      t,
      { username: 'ref_uma', password: 'ref_uma-login-password' },
      { 'device-id': device, 'x-forwarded-for': '10.99.0.7' },
    );
    expect(again.statusCode).toBe(200);
    await deposit(wes, 50_000);
    const flags = await adminCommand(t, 'promotion:flags', 'DEMO');
    expect(flags.output).toMatch(/INVITE2 ref_uma same device/);
    expect(await bonusWallet(uma)).toBe(3_000);
    expect((await referral(uma)).friends.map((f: { state: string }) => f.state)).toContain('rejected');
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/wps/promotion/referral' })).statusCode).toBe(401);
  });
});
