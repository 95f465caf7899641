import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw';
import { login } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { usingPostgres } from '../../testing/test-database';
import { adminCommand, newRequestId, PIN, type Player, player } from '../../testing/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** A range around today in any zone: yesterday to tomorrow by UTC dates. */
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const RANGE = `startDate=${dayOffset(-1)}&endDate=${dayOffset(1)}`;

const get = (p: Player, url: string) => t.request({ method: 'GET', url, headers: p.headers });
const ok = async (p: Player, url: string) => {
  const res = await get(p, url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().value;
};

/** What the test played: the recount's source, independent of the server's SQL. */
interface Round {
  memberId: number;
  category: string;
  stake: number;
  payout: number;
}
const played: Round[] = [];
let roundNo = 0;
const GAME = { RNG: ['AUR', 'aur-001'], LIVE: ['RLV', 'rlv-002'], FISH: ['DBF', 'dbf-003'] } as const;

/** One round through the seamless wallet: settled (counted) unless `settle` is false or it is rolled back. */
async function round(
  p: Player,
  category: keyof typeof GAME,
  stake: number,
  payout: number,
  end: 'settle' | 'open' | 'rollback' = 'settle',
) {
  const [vendor, gameCode] = GAME[category];
  const n = ++roundNo;
  const base = { playerId: `1.${p.memberId}`, roundId: `team-r${n}`, currency: 'PHP', gameCode };
  expect((await t.services.seamless.bet(vendor, { ...base, transactionId: `team-b${n}`, amount: stake })).status).toBe(
    200,
  );
  if (end === 'settle') {
    const win = await t.services.seamless.win(vendor, { ...base, transactionId: `team-w${n}`, amount: payout });
    expect(win.status).toBe(200);
    played.push({ memberId: p.memberId, category, stake, payout });
  } else if (end === 'rollback') {
    const back = await t.services.seamless.rollback(vendor, {
      playerId: base.playerId,
      roundId: base.roundId,
      transactionId: `team-rb${n}`,
      betTransactionId: `team-b${n}`,
    });
    expect(back.status).toBe(200);
  }
}

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

/** The brute-force recount of a set of members' rounds (of one category, if given). */
function recount(ids: number[], category?: string) {
  const rounds = played.filter((r) => ids.includes(r.memberId) && (!category || r.category === category));
  const validBet = rounds.reduce((s, r) => s + r.stake, 0);
  const payout = rounds.reduce((s, r) => s + r.payout, 0);
  return {
    bettors: new Set(rounds.map((r) => r.memberId)).size,
    rounds: rounds.length,
    validBet,
    payout,
    winLoss: payout - validBet,
  };
}
const money = (ids: number[], deposits: Map<number, number>) => {
  const play = recount(ids);
  const dep = ids.reduce((s, id) => s + (deposits.get(id) ?? 0), 0);
  return {
    validBet: play.validBet,
    payout: play.payout,
    winLoss: play.winLoss,
    deposits: dep,
    withdrawals: 0,
    bonuses: 0,
    profit: play.winLoss,
  };
};

// The tree:  a ─┬─ b1 (agent) ─┬─ c1
//               │              └─ c2 (agent) ── d1
//               └─ b2
// and a stranger: x (agent) ── y.
let a: Player;
let b1: Player;
let b2: Player;
let c1: Player;
let c2: Player;
let d1: Player;
let x: Player;
let y: Player;
const deposits = new Map<number, number>();

describe('team reports (issue 13): KPI, overview, P&L and betting equal a recount of the rounds played', () => {
  beforeAll(async () => {
    const funds = 1_000_000;
    a = await player(t, 'team_a', { type: 1, funds });
    b1 = await player(t, 'team_b1', { type: 1, upline: 'team_a', funds });
    b2 = await player(t, 'team_b2', { type: 0, upline: 'team_a', funds });
    c1 = await player(t, 'team_c1', { type: 0, upline: 'team_b1', funds });
    c2 = await player(t, 'team_c2', { type: 1, upline: 'team_b1', funds });
    d1 = await player(t, 'team_d1', { type: 0, upline: 'team_c2', funds });
    x = await player(t, 'team_x', { type: 1, funds });
    y = await player(t, 'team_y', { type: 0, upline: 'team_x', funds });

    await round(a, 'RNG', 1_000, 2_500);
    await round(b1, 'RNG', 3_000, 0);
    await round(b1, 'LIVE', 7_000, 14_000);
    await round(b2, 'FISH', 2_200, 1_100);
    await round(c1, 'RNG', 4_000, 0);
    await round(c1, 'RNG', 4_000, 9_000);
    await round(c2, 'LIVE', 10_000, 0);
    await round(d1, 'FISH', 6_000, 3_000);
    await round(d1, 'RNG', 500, 0);
    await round(y, 'RNG', 90_000, 0); // another agent's team
    await round(c1, 'RNG', 50_000, 0, 'open'); // not settled: no valid bet
    await round(d1, 'LIVE', 40_000, 0, 'rollback'); // refunded: never counts
    await deposit(c1, 50_000);
    deposits.set(c1.memberId, 50_000);
    await deposit(d1, 60_000);
    deposits.set(d1.memberId, 60_000);
  }, 120_000);

  it('KPI: logged in, betting, registered within the range and online now', async () => {
    const team = [b1, b2, c1, c2, d1].map((p) => p.memberId);
    const kpi = await ok(a, `/wps/agent/team/kpi?${RANGE}&size=0`);
    expect(kpi.footer).toEqual({
      teamLoginMemberCount: 5,
      teamBetMemberCount: recount(team).bettors,
      teamRegisterMemberCount: 5,
      teamOnlineCount: 5,
    });
    // A past range: nobody.
    const past = await ok(a, '/wps/agent/team/kpi?startDate=2020-01-01&endDate=2020-01-31');
    expect(past.footer).toMatchObject({ teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 0 });
  });

  it('overview of the whole team (depth >= 1), and of a downline drilled into', async () => {
    const team = [b1, b2, c1, c2, d1].map((p) => p.memberId);
    const overview = await ok(a, `/wps/agent/team/overview?${RANGE}`);
    expect(overview).toEqual({
      member: { id: a.memberId, username: 'team_a' },
      teamSize: 5,
      directMembers: 2,
      agents: 2,
      registered: 5,
      firstDeposits: 2,
      bettors: recount(team).bettors,
      figures: money(team, deposits),
    });

    const sub = [c1, c2, d1].map((p) => p.memberId);
    const drilled = await ok(a, `/wps/agent/team/overview?${RANGE}&memberId=${b1.memberId}`);
    expect(drilled).toMatchObject({
      member: { id: b1.memberId, username: 'team_b1' },
      teamSize: 3,
      directMembers: 2,
      agents: 1,
      firstDeposits: 2,
      figures: money(sub, deposits),
    });
    // The caller itself is allowed as memberId.
    expect((await ok(a, `/wps/agent/team/overview?${RANGE}&memberId=${a.memberId}`)).teamSize).toBe(5);
  });

  it('P&L: a row per direct downline with its whole team, the head’s own play, the total', async () => {
    const pnl = await ok(a, `/wps/agent/team/pnl?${RANGE}`);
    expect(pnl.path).toEqual([{ id: a.memberId, username: 'team_a' }]);
    expect(pnl.self).toEqual(money([a.memberId], deposits));
    const branchB1 = [b1, c1, c2, d1].map((p) => p.memberId);
    expect(pnl.rows).toEqual([
      { memberId: b1.memberId, username: 'team_b1', customerType: 1, teamSize: 3, ...money(branchB1, deposits) },
      { memberId: b2.memberId, username: 'team_b2', customerType: 0, teamSize: 0, ...money([b2.memberId], deposits) },
    ]);
    const everyone = [a, b1, b2, c1, c2, d1].map((p) => p.memberId);
    expect(pnl.total).toEqual(money(everyone, deposits));

    const drilled = await ok(a, `/wps/agent/team/pnl?${RANGE}&memberId=${c2.memberId}`);
    expect(drilled.path.map((p: { username: string }) => p.username)).toEqual(['team_a', 'team_b1', 'team_c2']);
    expect(drilled.self).toEqual(money([c2.memberId], deposits));
    expect(drilled.rows).toEqual([
      { memberId: d1.memberId, username: 'team_d1', customerType: 0, teamSize: 0, ...money([d1.memberId], deposits) },
    ]);
  });

  it('betting by category, the total counting each bettor once', async () => {
    const team = [b1, b2, c1, c2, d1].map((p) => p.memberId);
    const betting = await ok(a, `/wps/agent/team/betting?${RANGE}`);
    const categories = [...new Set(played.filter((r) => team.includes(r.memberId)).map((r) => r.category))].sort();
    expect(categories).toEqual(['FISH', 'LIVE', 'RNG']);
    expect(betting.rows).toEqual(categories.map((category) => ({ category, ...recount(team, category) })));
    expect(betting.total).toEqual(recount(team));
  });

  it('drill-down only into the caller’s own team: anything else is agent.not.downline', async () => {
    for (const [caller, memberId] of [
      [a, y.memberId], // another agent's member
      [a, x.memberId], // another agent
      [b1, a.memberId], // the caller's upline
      [b1, b2.memberId], // a sibling branch
      [a, 999_999_999], // nobody
    ] as const) {
      for (const path of ['kpi', 'overview', 'pnl', 'betting']) {
        const res = await get(caller, `/wps/agent/team/${path}?${RANGE}&memberId=${memberId}`);
        expect([res.statusCode, res.json().errorCode], `${path} ${memberId}`).toEqual([404, 'agent.not.downline']);
      }
      const list = await get(caller, `/wps/agent/team/members?memberId=${memberId}`);
      expect(list.json().errorCode).toBe('agent.not.downline');
    }
    // Another merchant's member: the same answer.
    expect((await adminCommand(t, 'merchant:add', 'AGX', 'Agents X', 'PHP')).ok).toBe(true);
    expect((await adminCommand(t, 'member:add', 'AGX', 'team_foreign', 'foreign-login-password')).ok).toBe(true);
    const [foreign] = await rawRows<{ id: number }>(
      t.services.database.db,
      sql`select m.id from members m join merchants x on x.id = m.merchant_id where x.code = 'AGX' and m.username = 'team_foreign'`,
    );
    const res = await get(a, `/wps/agent/team/overview?${RANGE}&memberId=${foreign?.id}`);
    expect([res.statusCode, res.json().errorCode]).toEqual([404, 'agent.not.downline']);
    // The other agent sees its own team only.
    const theirs = await ok(x, `/wps/agent/team/overview?${RANGE}`);
    expect(theirs.teamSize).toBe(1);
    expect(theirs.figures.validBet).toBe(90_000);
  });

  it('a range is whole days, start before end, at most 92 days; malformed input is refused', async () => {
    for (const query of [
      `startDate=${dayOffset(1)}&endDate=${dayOffset(-1)}`,
      'startDate=2026-01-01&endDate=2026-04-03', // 93 days
      'startDate=2026-02-30&endDate=2026-03-01',
      'startDate=2026-01-01%00&endDate=2026-01-02',
      `${RANGE}&memberId=1%00`,
    ]) {
      const res = await get(a, `/wps/agent/team/overview?${query}`);
      expect([res.statusCode, res.json().errorCode], query).toEqual([400, 'validation.failed']);
    }
    expect((await get(a, '/wps/agent/team/overview?startDate=2026-01-01&endDate=2026-04-02')).statusCode).toBe(200);
  });

  it('a player or a trial member is not an agent', async () => {
    const trial = await t.request({
      method: 'GET',
      url: '/wps/session/trial',
      headers: { 'x-forwarded-for': '10.77.9.1' },
    });
    const trialHeaders = { authorization: trial.json().value.token as string, language: 'EN' };
    for (const headers of [c1.headers, trialHeaders])
      for (const path of ['kpi', 'overview', 'pnl', 'betting', 'members']) {
        const res = await t.request({ method: 'GET', url: `/wps/agent/team/${path}?${RANGE}`, headers });
        expect([res.statusCode, res.json().errorCode], path).toEqual([403, 'agent.required']);
      }
  });

  it('team members: the direct downline with breadcrumbs, a username found at any depth', async () => {
    const mine = await ok(a, '/wps/agent/team/members');
    expect(mine.path).toEqual([{ id: a.memberId, username: 'team_a' }]);
    expect(mine.total).toBe(2);
    expect(mine.list.map((m: { username: string }) => m.username)).toEqual(['team_b2', 'team_b1']);
    const rowB1 = mine.list.find((m: { id: number }) => m.id === b1.memberId);
    expect(rowB1).toMatchObject({ customerType: 1, teamSize: 3, online: true });
    expect(rowB1.balance).toBe(
      await t.services.ledger.balance({
        merchantId: 1,
        currency: 'PHP',
        ref: { member: b1.memberId, purpose: 'main' },
      }),
    );

    const deeper = await ok(a, `/wps/agent/team/members?memberId=${c2.memberId}`);
    expect(deeper.path.map((p: { username: string }) => p.username)).toEqual(['team_a', 'team_b1', 'team_c2']);
    expect(deeper.list.map((m: { username: string }) => m.username)).toEqual(['team_d1']);

    const found = await ok(a, '/wps/agent/team/members?username=TEAM_D');
    expect(found.list.map((m: { username: string }) => m.username)).toEqual(['team_d1']);
    expect((await ok(a, '/wps/agent/team/members?username=team_y')).total).toBe(0); // not in the team
    expect((await ok(a, '/wps/agent/team/members?username=%25')).total).toBe(0); // a literal %
    expect((await ok(b1, '/wps/agent/team/members?username=team_b2')).total).toBe(0);
    const paged = await ok(a, '/wps/agent/team/members?username=team&page=2&pageSize=2');
    expect([paged.total, paged.list.length]).toEqual([5, 2]);
    expect((await get(a, '/wps/agent/team/members?username=te%00')).statusCode).toBe(400);
  });

  it('links: the agent’s code on the configured origin, never the Host header', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/wps/agent/links',
      headers: { ...a.headers, host: 'evil.example' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { inviteCode, links } = res.json().value;
    expect(inviteCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.url).toContain(`affiliateCode=${inviteCode}`);
      expect(link.url).not.toContain('evil.example');
    }
  });
});

describe('managing the downline (issue 13)', () => {
  const register = (p: Player, payload: object) =>
    t.request({ method: 'POST', url: '/wps/agent/team/members', headers: p.headers, payload });
  const account = (username: string, customerType = 0) => ({
    username,
    password: 'Tr1cky-downline',
    confirmPassword: 'Tr1cky-downline',
    customerType,
  });
  const uplineOf = async (username: string) =>
    (
      await rawRows<{ upline: number | null }>(
        t.services.database.db,
        sql`select upline_id as upline from members where lower(username) = lower(${username})`,
      )
    )[0]?.upline;
  const exists = async (username: string) => (await uplineOf(username)) !== undefined;

  it('opens an account under the agent, once per username; a NUL byte creates nothing', async () => {
    const res = await register(a, account('team_new1'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ username: 'team_new1' });
    const list = await ok(a, '/wps/agent/team/members?username=team_new1');
    expect(list.list[0]).toMatchObject({ id: res.json().value.id, customerType: 0 });
    expect(Number(await uplineOf('team_new1'))).toBe(a.memberId);
    // The new member logs in with the password the agent chose (hashed as at registration).
    const signedIn = await login(
      t,
      { username: 'team_new1', password: 'Tr1cky-downline' },
      { 'x-forwarded-for': '10.99.0.9' },
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    const again = await register(a, account('TEAM_NEW1'));
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'member.exists']);

    const nul = await register(a, account('team_nul\u0000x'));
    expect([nul.statusCode, nul.json().errorCode]).toEqual([400, 'validation.failed']);
    expect(await exists('team_nul\u0000x'.replace('\u0000', ''))).toBe(false);
    const nulPassword = await register(a, { ...account('team_nulpw'), password: 'Tr1cky\u0000', confirmPassword: 'x' });
    expect(nulPassword.statusCode).toBe(400);
    expect(await exists('team_nulpw')).toBe(false);

    const mismatch = await register(a, { ...account('team_mismatch'), confirmPassword: 'other-Passw0rd' });
    expect(mismatch.statusCode).toBe(400);
    const weak = await register(a, { ...account('team_weak'), password: 'team_weak', confirmPassword: 'team_weak' });
    expect(weak.statusCode).toBe(400);
    expect(await exists('team_mismatch')).toBe(false);
    expect(await exists('team_weak')).toBe(false);
  });

  it('is limited per agent, counted before anything is checked: 30 an hour', async () => {
    const busy = await player(t, 'team_busy', { type: 1 });
    const answers = await Promise.all(
      Array.from({ length: 35 }, (_, i) =>
        register(busy, { ...account(`team_busy${i}`), confirmPassword: 'not-the-same-1' }),
      ),
    );
    const codes = answers.map((res) => res.json().errorCode);
    expect(codes.filter((c) => c === 'validation.failed')).toHaveLength(30);
    expect(codes.filter((c) => c === 'rate.limited')).toHaveLength(5);
    expect(await exists('team_busy0')).toBe(false);
  });

  it('an agent account only by an agent that takes contracts (types 1, 2)', async () => {
    const restricted = await player(t, 'team_r41', { type: 41 });
    const refused = await register(restricted, account('team_by41', 1));
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'permission.denied']);
    expect(await exists('team_by41')).toBe(false);
    expect((await register(restricted, account('team_by41p', 0))).statusCode).toBe(200);
    const agent = await register(a, account('team_newagent', 1));
    expect(agent.statusCode, agent.body).toBe(200);
    expect((await ok(a, '/wps/agent/team/members?username=team_newagent')).list[0].customerType).toBe(1);
  });

  it('promotes a direct downline player to agent, once, and nobody else', async () => {
    const promote = (p: Player, id: number) =>
      t.request({ method: 'POST', url: `/wps/agent/team/members/${id}/promote`, headers: p.headers });
    expect((await get(b2, `/wps/agent/team/kpi?${RANGE}`)).json().errorCode).toBe('agent.required');
    for (let i = 0; i < 2; i++) {
      const res = await promote(a, b2.memberId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toEqual({ customerType: 1 });
    }
    // b2's own session is an agent's at once.
    expect((await get(b2, `/wps/agent/team/kpi?${RANGE}`)).statusCode).toBe(200);
    const audits = await rawRows<{ n: number }>(
      t.services.database.db,
      sql`select count(*)::int as n from audit_log where action = 'member.type' and target = 'team_b2'`,
    );
    expect(Number(audits[0]?.n)).toBe(1);
    // Not a direct downline (c1 is b1's), another agent's member, the caller.
    for (const id of [c1.memberId, y.memberId, a.memberId])
      expect((await promote(a, id)).json().errorCode).toBe('agent.not.downline');
  });

  it('pays a direct downline exactly once per request id; nobody else', async () => {
    const transfer = (p: Player, id: number, requestId: string, amount = 12_345, pin = '582039') =>
      t.request({
        method: 'POST',
        url: `/wps/agent/team/members/${id}/transfer`,
        headers: p.headers,
        payload: { requestId, amount, paymentPassword: pin },
      });
    const bal = (p: Player) =>
      t.services.ledger.balance({ merchantId: 1, currency: 'PHP', ref: { member: p.memberId, purpose: 'main' } });
    const [before, downBefore] = [await bal(a), await bal(b1)];
    const requestId = newRequestId();
    for (let i = 0; i < 2; i++) {
      const res = await transfer(a, b1.memberId, requestId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value.balance).toBe(before - 12_345);
    }
    expect([await bal(a), await bal(b1)]).toEqual([before - 12_345, downBefore + 12_345]);
    for (const id of [c1.memberId, y.memberId])
      expect((await transfer(a, id, newRequestId())).json().errorCode).toBe('agent.not.downline');
    const wrongPin = await transfer(a, b1.memberId, newRequestId(), 100, '000111');
    expect(wrongPin.statusCode).toBeGreaterThanOrEqual(400);
    expect((await transfer(a, b1.memberId, 'not-a-uuid\u0000')).statusCode).toBe(400);
    // A disabled downline receives nothing, and the agent is told why.
    const gone = await player(t, 'team_gone', { upline: a.username });
    expect((await adminCommand(t, 'member:status', 'DEMO', 'team_gone', 'disabled')).ok).toBe(true);
    const refused = await transfer(a, gone.memberId, newRequestId());
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'member.disabled']);
    expect(await bal(a)).toBe(before - 12_345);
  });
});

describe.runIf(usingPostgres)('50 transfers to the downline at once (PostgreSQL)', () => {
  it('never overdraw the agent: as many pass as the balance pays for, each once', async () => {
    const agent = await player(t, 'team_race_a', { type: 1, funds: 10_000 });
    const downline = await player(t, 'team_race_b', { upline: 'team_race_a' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.request({
          method: 'POST',
          url: `/wps/agent/team/members/${downline.memberId}/transfer`,
          headers: agent.headers,
          payload: { requestId: newRequestId(), amount: 500, paymentPassword: PIN },
        }),
      ),
    );
    const codes = answers.map((res) => (res.statusCode === 200 ? 'ok' : res.json().errorCode));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(20);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'insufficient.funds')).toBe(true);
    const bal = (p: Player) =>
      t.services.ledger.balance({ merchantId: 1, currency: 'PHP', ref: { member: p.memberId, purpose: 'main' } });
    expect([await bal(agent), await bal(downline)]).toEqual([0, 10_000]);
  });
});
