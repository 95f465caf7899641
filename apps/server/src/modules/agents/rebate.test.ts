import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw';
import { GAME_OF, manilaDay, playRoundAt, seeded } from '../../testing/agent-pay';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { adminCommand, type Player, player } from '../../testing/wallet';
import { settleAgentRebates } from './rebate-settlement';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rates = (caller: Player, member: Player, method: 'GET' | 'PUT', body?: object) =>
  t.request({
    method,
    url: `/wps/agent/rebate/rates/${member.memberId}`,
    headers: caller.headers,
    ...(body ? { payload: body } : {}),
  });

const walletOf = (memberId: number) =>
  t.services.ledger.balance({ merchantId: 1, currency: 'PHP', ref: { member: memberId, purpose: 'main' } });

/**
 * The brute-force formula over every settled round of the day at the demo merchant: for each
 * member M and category, walk up M's uplines; each agent A above earns
 * floor(stake x (eff(A) - eff(the member just below A on the way)) / 10000) when positive, where
 * eff is the member's own rate capped by every rate set above it (0 without one of its own).
 */
async function bruteForce(day: string) {
  const db = t.services.database.db;
  const rounds = await rawRows<{ member_id: string; category: string; stake: string }>(
    db,
    sql`select member_id, category, stake from game_rounds where merchant_id = 1 and status = 'settled'
        and currency = 'PHP' and settled_at >= ${`${day}T00:00:00+08:00`}::timestamptz
        and settled_at < (${`${day}T00:00:00+08:00`}::timestamptz + interval '1 day')`,
  );
  const people = await rawRows<{ id: string; upline_id: string | null; customer_type: number; is_trial: boolean }>(
    db,
    sql`select id, upline_id, customer_type, is_trial from members where merchant_id = 1`,
  );
  const rateRows = await rawRows<{ member_id: string; category: string; rate_bp: number }>(
    db,
    sql`select member_id, category, rate_bp from agent_rebate_rates`,
  );
  const upline = new Map(people.map((p) => [Number(p.id), p.upline_id === null ? null : Number(p.upline_id)]));
  const isAgent = new Map(people.map((p) => [Number(p.id), !p.is_trial && ![0, 4, 40].includes(p.customer_type)]));
  const own = (id: number, category: string) =>
    rateRows.find((r) => Number(r.member_id) === id && r.category === category)?.rate_bp;
  const rate = (id: number, category: string) => {
    let capped = own(id, category);
    if (capped === undefined) return 0;
    for (let above = upline.get(id) ?? null; above !== null; above = upline.get(above) ?? null)
      capped = Math.min(capped, own(above, category) ?? capped);
    return capped;
  };
  const stakes = new Map<string, number>();
  for (const r of rounds) {
    const key = `${r.member_id}|${r.category}`;
    stakes.set(key, (stakes.get(key) ?? 0) + Number(r.stake));
  }
  const owed = new Map<string, { validBet: number; amount: number }>();
  for (const [key, stake] of stakes) {
    const [member, category] = key.split('|') as [string, string];
    let below = Number(member);
    let agent = upline.get(below) ?? null;
    while (agent !== null) {
      if (isAgent.get(agent) && rate(agent, category) > 0) {
        const line = owed.get(`${agent}|${category}`) ?? { validBet: 0, amount: 0 };
        line.validBet += stake;
        line.amount += Math.floor((stake * Math.max(0, rate(agent, category) - rate(below, category))) / 10_000);
        owed.set(`${agent}|${category}`, line);
      }
      below = agent;
      agent = upline.get(agent) ?? null;
    }
  }
  return owed;
}

async function statementsOf(day: string) {
  const rows = await rawRows<{ agent_id: string; category: string; valid_bet: string; amount: string }>(
    t.services.database.db,
    sql`select agent_id, category, valid_bet, amount from agent_rebate_statements where period = ${day}`,
  );
  return new Map(
    rows.map((r) => [`${r.agent_id}|${r.category}`, { validBet: Number(r.valid_bet), amount: Number(r.amount) }]),
  );
}

describe('game rebate setting (/m/member/teamRebate)', () => {
  let top: Player;
  let mid: Player;
  let low: Player;
  let stranger: Player;

  beforeAll(async () => {
    top = await player(t, 'rr_top', { type: 2 });
    mid = await player(t, 'rr_mid', { type: 1, upline: 'rr_top' });
    low = await player(t, 'rr_low', { type: 1, upline: 'rr_mid' });
    stranger = await player(t, 'rr_stranger', { type: 1 });
    expect((await adminCommand(t, 'agent:rates', 'DEMO', 'rr_top', '{"RNG":100,"LIVE":60}')).ok).toBe(true);
  });

  it('shows the categories the merchant offers, the caller’s own rates and the downline’s', async () => {
    const res = await rates(top, mid, 'GET');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.categories).toEqual(expect.arrayContaining(['RNG', 'LIVE', 'FISH']));
    expect(value.own).toEqual({ RNG: 100, LIVE: 60 });
    expect(value.member).toEqual({ id: mid.memberId, username: 'rr_mid', rates: {} });
  });

  it('sets a direct downline’s rates up to the caller’s own; one above refuses them all, nothing changes', async () => {
    expect((await rates(top, mid, 'PUT', { rates: { RNG: 100, LIVE: 40 } })).json().value.member.rates).toEqual({
      RNG: 100,
      LIVE: 40,
    });
    // LIVE 41 is above the caller's own 40: the RNG change in the same request is not made either.
    const above = await rates(mid, low, 'PUT', { rates: { RNG: 20, LIVE: 41 } });
    expect([above.statusCode, above.json().errorCode]).toEqual([400, 'agent.rate.above.own']);
    expect((await rates(mid, low, 'GET')).json().value.member.rates).toEqual({});
    // A category the caller has no rate for counts as 0.
    expect((await rates(mid, low, 'PUT', { rates: { FISH: 1 } })).json().errorCode).toBe('agent.rate.above.own');
    expect((await rates(mid, low, 'PUT', { rates: { RNG: 20, LIVE: 40 } })).json().value.member.rates).toEqual({
      RNG: 20,
      LIVE: 40,
    });
    // Lowering mid below low's rate leaves low's alone (the settlement pays only positive differences).
    await rates(top, mid, 'PUT', { rates: { LIVE: 10 } });
    expect((await rates(mid, low, 'GET')).json().value).toMatchObject({
      own: { RNG: 100, LIVE: 10 },
      member: { rates: { LIVE: 40 } },
    });
  });

  it('only for a direct downline: not an upline, a grandchild, a stranger or oneself', async () => {
    for (const [caller, member] of [
      [mid, top],
      [top, low],
      [top, stranger],
      [top, top],
    ] as const) {
      for (const method of ['GET', 'PUT'] as const) {
        const res = await rates(caller, member, method, method === 'PUT' ? { rates: { RNG: 1 } } : undefined);
        expect(res.json().errorCode, `${caller.username} -> ${member.username} ${method}`).toBe('agent.not.downline');
      }
    }
    const unknown = await t.request({ method: 'GET', url: '/wps/agent/rebate/rates/999999999', headers: top.headers });
    expect(unknown.json().errorCode).toBe('agent.not.downline');
  });

  it('refuses a category the merchant does not offer, bad rates, and a NUL byte in any input', async () => {
    for (const body of [
      { rates: { LOTTO: 1 } },
      { rates: { RNG: 1001 } },
      { rates: { RNG: -1 } },
      { rates: { RNG: 1.5 } },
      { rates: { 'RNG\u0000': 1 } },
      { rates: { RNG: '1\u0000' } },
    ])
      expect((await rates(top, mid, 'PUT', body)).json().errorCode, JSON.stringify(body)).toBe('validation.failed');
    const nulPath = await t.request({
      method: 'GET',
      url: `/wps/agent/rebate/rates/${mid.memberId}%00`,
      headers: top.headers,
    });
    expect(nulPath.json().errorCode).toBe('validation.failed');
    const nulDate = await t.request({
      method: 'GET',
      url: '/wps/agent/rebate/income?startDate=2026-01-01%00&endDate=2026-01-02',
      headers: top.headers,
    });
    expect(nulDate.json().errorCode).toBe('validation.failed');
    expect((await rates(top, mid, 'GET')).json().value.member.rates).toEqual({ RNG: 100, LIVE: 10 });
  });

  it('a visitor logs in; a player and a trial are not agents', async () => {
    const plain = await player(t, 'rr_player');
    const trial = await t.request({
      method: 'GET',
      url: '/wps/session/trial',
      headers: { 'x-forwarded-for': '10.78.0.1' },
    });
    const trialHeaders = { authorization: trial.json().value.token as string, language: 'EN' };
    for (const url of [
      `/wps/agent/rebate/rates/${mid.memberId}`,
      '/wps/agent/rebate/income?startDate=2026-01-01&endDate=2026-01-02',
    ]) {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
      for (const headers of [plain.headers, trialHeaders])
        expect((await t.request({ method: 'GET', url, headers })).json().errorCode).toBe('agent.required');
    }
  });
});

describe('agent rebate income settlement', () => {
  it('pays exactly the brute-force formula over a three-level tree, once however often it runs', async () => {
    // top -> a1 -> a2 -> p3, a1 -> p2, top -> p1; a player with a rate, and an agent above its upline's rate.
    const top = await player(t, 'rs_top', { type: 2, funds: 5_000_000 });
    const a1 = await player(t, 'rs_a1', { type: 1, upline: 'rs_top', funds: 5_000_000 });
    const a2 = await player(t, 'rs_a2', { type: 1, upline: 'rs_a1', funds: 5_000_000 });
    const p1 = await player(t, 'rs_p1', { upline: 'rs_top', funds: 5_000_000 });
    const p2 = await player(t, 'rs_p2', { upline: 'rs_a1', funds: 5_000_000 });
    const p3 = await player(t, 'rs_p3', { upline: 'rs_a2', funds: 5_000_000 });
    expect((await adminCommand(t, 'agent:rates', 'DEMO', 'rs_top', '{"RNG":100,"LIVE":80,"FISH":50}')).ok).toBe(true);
    expect((await rates(top, a1, 'PUT', { rates: { RNG: 70, LIVE: 80, FISH: 50 } })).statusCode).toBe(200);
    expect((await rates(a1, a2, 'PUT', { rates: { RNG: 30, LIVE: 25 } })).statusCode).toBe(200);
    expect((await rates(a2, p3, 'PUT', { rates: { RNG: 10 } })).statusCode).toBe(200);
    expect((await rates(top, p1, 'PUT', { rates: { LIVE: 5 } })).statusCode).toBe(200);
    // a1's RNG lowered below a2's: a1 earns nothing from a2's team in RNG, and a2's 30 is capped
    // to a1's 20, so the three of them never share more than the top agent's 100.
    expect((await rates(top, a1, 'PUT', { rates: { RNG: 20 } })).statusCode).toBe(200);

    const { day, at } = manilaDay(12);
    const random = seeded(13);
    const categories = Object.keys(GAME_OF) as (keyof typeof GAME_OF)[];
    for (const member of [p1, p2, p3, a2, a1, top, p3, p2, a2, p1, p3, a1]) {
      for (let i = 0; i < 2; i++) {
        const stake = 100 + Math.floor(random() * 40_000);
        await playRoundAt(t, member, {
          category: categories[Math.floor(random() * categories.length)] as keyof typeof GAME_OF,
          stake,
          payout: Math.floor(random() * 2 * stake),
          settledAt: at(1 + Math.floor(random() * 22), Math.floor(random() * 60)),
        });
      }
    }
    // A round just before the day and one just after: never counted.
    await playRoundAt(t, p1, {
      category: 'RNG',
      stake: 99_000,
      payout: 0,
      settledAt: new Date(at(0).getTime() - 1_000),
    });
    await playRoundAt(t, p1, {
      category: 'RNG',
      stake: 98_000,
      payout: 0,
      settledAt: new Date(at(0).getTime() + 86_400_000),
    });

    const expected = await bruteForce(day);
    expect([...expected.values()].some((line) => line.amount > 0)).toBe(true);
    const agents = [top, a1, a2, p1, p2, p3];
    const before = await Promise.all(agents.map((a) => walletOf(a.memberId)));

    const settled = await adminCommand(t, 'agent:settle', 'DEMO', 'rebate', day);
    expect(settled.ok, settled.output).toBe(true);
    expect(await statementsOf(day)).toEqual(expected);
    const earned = (id: number) =>
      [...expected.entries()]
        .filter(([key]) => key.startsWith(`${id}|`))
        .reduce((sum, [, line]) => sum + line.amount, 0);
    const after = await Promise.all(agents.map((a) => walletOf(a.memberId)));
    for (const [i, a] of agents.entries())
      expect(after[i] as number, a.username).toBe((before[i] as number) + earned(a.memberId));
    expect(earned(p1.memberId) + earned(p2.memberId) + earned(p3.memberId)).toBe(0);

    // Again, by the command and by the job's function: nothing more is paid or written.
    expect((await adminCommand(t, 'agent:settle', 'DEMO', 'rebate', day)).output).toContain('settled before');
    const merchant = await t.services.settings.get(1);
    if (!merchant) throw new Error('no demo merchant');
    const again = await settleAgentRebates({ db: t.services.database.db, ledger: t.services.ledger }, merchant, day);
    expect(again).toMatchObject({ agents: 0, total: 0 });
    expect(await statementsOf(day)).toEqual(expected);
    const third = await Promise.all(agents.map((a) => walletOf(a.memberId)));
    expect(third).toEqual(after);

    // The agent's income screen lists its statements of the range.
    const income = await t.request({
      method: 'GET',
      url: `/wps/agent/rebate/income?startDate=${day}&endDate=${day}`,
      headers: a2.headers,
    });
    const rows = income.json().value;
    expect(rows.total).toBe(earned(a2.memberId));
    expect(rows.list.every((r: { period: string }) => r.period === day)).toBe(true);
  });

  it('refuses a day not over yet, and a badly written one', async () => {
    const today = manilaDay(0).day;
    const early = await adminCommand(t, 'agent:settle', 'DEMO', 'rebate', today);
    expect([early.ok, early.output]).toEqual([false, expect.stringContaining('has not ended')]);
    for (const bad of ['2026-02-30', '2026-W48', 'yesterday', '2026-01-01\u0000'])
      expect((await adminCommand(t, 'agent:settle', 'DEMO', 'rebate', bad)).ok, bad).not.toBe(true);
  });
});

describe('operator commands', () => {
  it('make an agent (its session learns at once), set only a top agent’s rates, each audited', async () => {
    const member = await player(t, 'oc_member');
    const child = await player(t, 'oc_child', { upline: 'oc_member' });
    const home = () => t.request({ method: 'GET', url: '/wps/agent/contracts/requests', headers: member.headers });
    expect((await home()).json().errorCode).toBe('agent.required');
    expect((await adminCommand(t, 'agent:rates', 'DEMO', 'oc_member', '{"RNG":10}')).output).toContain('not an agent');
    expect((await adminCommand(t, 'agent:make', 'DEMO', 'oc_member', '3')).ok).not.toBe(true);
    expect((await adminCommand(t, 'agent:make', 'DEMO', 'oc_child', '2')).output).toContain('has an upline');
    expect((await adminCommand(t, 'agent:make', 'DEMO', 'oc_member', '2')).ok).toBe(true);
    expect((await home()).statusCode).toBe(200);
    expect((await adminCommand(t, 'agent:make', 'DEMO', 'oc_child', '1')).ok).toBe(true);
    expect((await adminCommand(t, 'agent:rates', 'DEMO', 'oc_child', '{"RNG":10}')).output).toContain('has an upline');
    for (const bad of ['{"RNG":1001}', '{"LOTTO":5}', '{"RNG\\u0000":5}', 'not json'])
      expect((await adminCommand(t, 'agent:rates', 'DEMO', 'oc_member', bad)).ok, bad).not.toBe(true);
    expect((await adminCommand(t, 'agent:rates', 'DEMO', 'oc_member', '{"RNG":10,"FISH":0}')).ok).toBe(true);
    expect((await rates(member, child, 'GET')).json().value.own).toEqual({ RNG: 10, FISH: 0 });
    const audit = await rawRows<{ action: string; target: string }>(
      t.services.database.db,
      sql`select action, target from audit_log where target in ('oc_member', 'oc_child') order by id`,
    );
    expect(audit.map((a) => `${a.action} ${a.target}`)).toEqual([
      'member.add oc_member',
      'member.add oc_child',
      'agent.make oc_member',
      'agent.make oc_child',
      'agent.rates oc_member',
    ]);
  });
});
