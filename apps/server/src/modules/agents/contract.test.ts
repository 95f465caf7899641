import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw';
import { settleDueContracts } from '../../jobs/agent-settlements';
import { manilaDay, playRoundAt } from '../../testing/agent-pay';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { adminCommand, type Player, player } from '../../testing/wallet';
import { payPeriodInstants } from './contract-periods';
import { payOf } from './contract-settlement';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Tier = { minTurnover: number; minActive: number; amount?: number; shareBp?: number };

const propose = (caller: Player, member: Player, kind: string, tiers: Tier[]) =>
  t.request({
    method: 'POST',
    url: `/wps/agent/team/members/${member.memberId}/contracts`,
    headers: caller.headers,
    payload: { kind, tiers },
  });
const answer = (caller: Player, id: number, verb: 'accept' | 'reject') =>
  t.request({ method: 'POST', url: `/wps/agent/contracts/${id}/${verb}`, headers: caller.headers });
const screen = async (caller: Player, kind: string) =>
  (await t.request({ method: 'GET', url: `/wps/agent/contracts/${kind}`, headers: caller.headers })).json().value;
const requests = async (caller: Player) =>
  (await t.request({ method: 'GET', url: '/wps/agent/contracts/requests', headers: caller.headers })).json().value;
const walletOf = (p: Player) =>
  t.services.ledger.balance({ merchantId: 1, currency: 'PHP', ref: { member: p.memberId, purpose: 'main' } });
/** Backdates an acceptance, so that past periods (the only ones a settlement pays) are in force. */
const acceptedSince = (id: number, at: Date) =>
  t.services.database.db.execute(sql`update agent_contracts set accepted_at = ${at} where id = ${id}`);

const SALARY: Tier[] = [
  { minTurnover: 0, minActive: 1, amount: 1_000 },
  { minTurnover: 50_000, minActive: 2, amount: 5_000 },
  { minTurnover: 500_000, minActive: 2, amount: 90_000 },
];

describe('contract offers and answers (spec 2 contract screens, 3 contract requests)', () => {
  let boss: Player;
  let agent: Player;
  let other: Player;
  let plain: Player;
  let grandchild: Player;

  beforeAll(async () => {
    boss = await player(t, 'co_boss', { type: 2 });
    agent = await player(t, 'co_agent', { type: 1, upline: 'co_boss' });
    other = await player(t, 'co_other', { type: 1, upline: 'co_boss' });
    plain = await player(t, 'co_plain', { upline: 'co_boss' });
    grandchild = await player(t, 'co_grand', { type: 1, upline: 'co_agent' });
  });

  it('an upline offers a contract to a direct downline agent; one proposal of a kind at a time', async () => {
    expect(await requests(agent)).toEqual({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 });
    const offered = await propose(boss, agent, 'daily_salary', SALARY);
    expect(offered.statusCode).toBe(200);
    expect(offered.json().value).toMatchObject({ kind: 'daily_salary', status: 'proposed', proposedBy: 'co_boss' });
    expect((await propose(boss, agent, 'daily_salary', SALARY)).json().errorCode).toBe('conflict');
    expect(await requests(agent)).toEqual({ dailysalreqtype: 1, divtypecompperiodreq: 0, contracthoursalreq: 0 });
    const view = await screen(agent, 'daily_salary');
    expect(view.current).toBeNull();
    expect(view.proposal).toMatchObject({ id: offered.json().value.id, tiers: SALARY });
  });

  it('not to a player, a grandchild, oneself or an upline; tiers must fit the kind and never go down', async () => {
    expect((await propose(boss, plain, 'daily_salary', SALARY)).json().errorCode).toBe('permission.denied');
    expect((await propose(boss, grandchild, 'daily_salary', SALARY)).json().errorCode).toBe('agent.not.downline');
    expect((await propose(boss, boss, 'daily_salary', SALARY)).json().errorCode).toBe('agent.not.downline');
    expect((await propose(agent, boss, 'daily_salary', SALARY)).json().errorCode).toBe('agent.not.downline');
    for (const [kind, tiers] of [
      ['dividend', [{ minTurnover: 0, minActive: 0, amount: 5 }]],
      ['hourly_salary', [{ minTurnover: 0, minActive: 0, shareBp: 5 }]],
      [
        'hourly_salary',
        [
          { minTurnover: 10, minActive: 0, amount: 5 },
          { minTurnover: 5, minActive: 0, amount: 9 },
        ],
      ],
      ['hourly_salary', []],
      ['weekly_salary', SALARY],
      ['hourly_salary\u0000', SALARY],
      ['hourly_salary', [{ minTurnover: '1\u0000', minActive: 0, amount: 5 }]],
    ] as const)
      expect(
        (await propose(boss, other, kind, tiers as Tier[])).json().errorCode,
        `${kind} ${JSON.stringify(tiers)}`,
      ).toBe('validation.failed');
    const nul = await t.request({
      method: 'POST',
      url: `/wps/agent/team/members/${other.memberId}%00/contracts`,
      headers: boss.headers,
      payload: { kind: 'daily_salary', tiers: SALARY },
    });
    expect(nul.json().errorCode).toBe('validation.failed');
    expect(
      (await t.request({ method: 'GET', url: '/wps/agent/contracts/daily_salary%00', headers: agent.headers })).json()
        .errorCode,
    ).toBe('validation.failed');
    expect(
      (await t.request({ method: 'POST', url: '/wps/agent/contracts/1%00/accept', headers: agent.headers })).json()
        .errorCode,
    ).toBe('validation.failed');
    expect(await requests(other)).toEqual({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 });
  });

  it('only the contract’s own agent answers, once: accept, reject, then closed', async () => {
    const id = (await screen(agent, 'daily_salary')).proposal.id as number;
    expect((await answer(other, id, 'accept')).json().errorCode).toBe('resource.not.found');
    expect((await answer(boss, id, 'reject')).json().errorCode).toBe('resource.not.found');
    expect((await answer(agent, 999_999_999, 'accept')).json().errorCode).toBe('resource.not.found');
    const accepted = await answer(agent, id, 'accept');
    expect(accepted.json().value).toMatchObject({ id, status: 'accepted' });
    expect(accepted.json().value.acceptedAt).not.toBeNull();
    expect((await answer(agent, id, 'accept')).json().errorCode).toBe('agent.contract.closed');
    expect((await answer(agent, id, 'reject')).json().errorCode).toBe('agent.contract.closed');
    expect((await screen(agent, 'daily_salary')).current).toMatchObject({ id, status: 'accepted' });
    expect(await requests(agent)).toEqual({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 });

    const hourly = (await propose(boss, agent, 'hourly_salary', SALARY)).json().value.id as number;
    expect(await requests(agent)).toMatchObject({ contracthoursalreq: 1 });
    expect((await answer(agent, hourly, 'reject')).json().value).toMatchObject({ id: hourly, status: 'rejected' });
    expect((await answer(agent, hourly, 'accept')).json().errorCode).toBe('agent.contract.closed');
    expect(await screen(agent, 'hourly_salary')).toMatchObject({ current: null, proposal: null });
  });

  it('fifty accepts at once of a new proposal: one wins, the old contract ends, one accepted', async () => {
    const before = (await screen(agent, 'daily_salary')).current.id as number;
    const id = (await propose(boss, agent, 'daily_salary', [{ minTurnover: 0, minActive: 0, amount: 7 }])).json().value
      .id as number;
    const answers = await Promise.all(Array.from({ length: 50 }, () => answer(agent, id, 'accept')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json().errorCode === 'agent.contract.closed')).toHaveLength(49);
    const rows = await rawRows<{ id: string; status: string }>(
      t.services.database.db,
      sql`select id, status from agent_contracts where agent_id = ${agent.memberId} and kind = 'daily_salary' order by id`,
    );
    expect(rows.map((r) => [Number(r.id), r.status])).toEqual([
      [before, 'ended'],
      [id, 'accepted'],
    ]);
    expect((await screen(agent, 'daily_salary')).current.id).toBe(id);
  });

  it('the upline sees what it offered and withdraws an unanswered offer; the agent is no longer asked', async () => {
    const offered = async (caller: Player, member: Player) =>
      t.request({
        method: 'GET',
        url: `/wps/agent/team/members/${member.memberId}/contracts`,
        headers: caller.headers,
      });
    const withdraw = (caller: Player, id: number | string) =>
      t.request({ method: 'POST', url: `/wps/agent/contracts/${id}/withdraw`, headers: caller.headers });

    const id = (await propose(boss, other, 'hourly_salary', SALARY)).json().value.id as number;
    expect(await requests(other)).toMatchObject({ contracthoursalreq: 1 });
    const list = (await offered(boss, other)).json().value as { id: number; status: string; proposedBy: string }[];
    expect(list.find((c) => c.id === id)).toMatchObject({ status: 'proposed', proposedBy: 'co_boss' });
    // Not the proposer: the agent itself, another agent, a grandchild's upline asking about it.
    expect((await withdraw(other, id)).json().errorCode).toBe('resource.not.found');
    expect((await withdraw(agent, id)).json().errorCode).toBe('resource.not.found');
    expect((await offered(agent, other)).json().errorCode).toBe('agent.not.downline');
    expect((await withdraw(boss, '1%00')).statusCode).toBe(400);

    const taken = await withdraw(boss, id);
    expect(taken.json().value).toMatchObject({ id, status: 'withdrawn' });
    expect(await requests(other)).toMatchObject({ contracthoursalreq: 0 });
    expect((await answer(other, id, 'accept')).json().errorCode).toBe('agent.contract.closed');
    expect((await withdraw(boss, id)).json().errorCode).toBe('agent.contract.closed');
    expect(((await offered(boss, other)).json().value as { id: number }[]).some((c) => c.id === id)).toBe(false);
    // The upline may offer again at once.
    const again = (await propose(boss, other, 'hourly_salary', SALARY)).json().value.id as number;
    expect((await answer(other, again, 'accept')).json().value.status).toBe('accepted');
    // An accepted contract is not withdrawn.
    expect((await withdraw(boss, again)).json().errorCode).toBe('agent.contract.closed');
  });

  it('dividend info: enabled with an accepted dividend contract', async () => {
    const info = async () =>
      (await t.request({ method: 'GET', url: '/wps/agent/dividend/info', headers: other.headers })).json().value;
    expect(await info()).toEqual({ enabled: false });
    const id = (await propose(boss, other, 'dividend', [{ minTurnover: 0, minActive: 0, shareBp: 1_000 }])).json().value
      .id as number;
    expect(await info()).toEqual({ enabled: false });
    await answer(other, id, 'accept');
    expect(await info()).toEqual({ enabled: true });
  });

  it('who may call: a visitor logs in, a player or trial is no agent, types 41 and 42 have no contracts', async () => {
    const trial = await t.request({
      method: 'GET',
      url: '/wps/session/trial',
      headers: { 'x-forwarded-for': '10.79.0.1' },
    });
    const trialHeaders = { authorization: trial.json().value.token as string, language: 'EN' };
    const restricted = [
      await player(t, 'co_r41', { type: 41, upline: 'co_boss' }),
      await player(t, 'co_r42', { type: 42 }),
    ];
    const calls = [
      { method: 'GET', url: '/wps/agent/contracts/daily_salary' },
      { method: 'POST', url: '/wps/agent/contracts/1/accept' },
      { method: 'POST', url: '/wps/agent/contracts/1/reject' },
      { method: 'GET', url: '/wps/agent/dividend/info' },
      {
        method: 'POST',
        url: `/wps/agent/team/members/${agent.memberId}/contracts`,
        payload: { kind: 'daily_salary', tiers: SALARY },
      },
    ] as const;
    for (const call of calls) {
      expect((await t.request({ ...call })).statusCode).toBe(401);
      for (const headers of [plain.headers, trialHeaders])
        expect((await t.request({ ...call, headers })).json().errorCode, call.url).toBe('agent.required');
      for (const r of restricted) {
        const res = await t.request({ ...call, headers: r.headers });
        expect([res.statusCode, res.json().errorCode], `${call.url} ${r.username}`).toEqual([403, 'permission.denied']);
      }
    }
    // Contract prompts are never sent to them: no requests, whatever is in the table.
    expect(await requests(restricted[0] as Player)).toEqual({
      dailysalreqtype: 0,
      divtypecompperiodreq: 0,
      contracthoursalreq: 0,
    });
    // And an upline cannot offer them one.
    expect((await propose(boss, restricted[0] as Player, 'daily_salary', SALARY)).json().errorCode).toBe(
      'permission.denied',
    );
  });
});

describe('the tier a period reaches', () => {
  it('the highest tier whose turnover and active members are both met', () => {
    expect(payOf('daily_salary', SALARY, { turnover: 49_999, activeMembers: 9, netLoss: 0 })).toEqual({
      tier: 0,
      amount: 1_000,
    });
    expect(payOf('daily_salary', SALARY, { turnover: 900_000, activeMembers: 1, netLoss: 0 })).toEqual({
      tier: 0,
      amount: 1_000,
    });
    expect(payOf('daily_salary', SALARY, { turnover: 50_000, activeMembers: 2, netLoss: 0 })).toEqual({
      tier: 1,
      amount: 5_000,
    });
    expect(payOf('daily_salary', SALARY, { turnover: 500_000, activeMembers: 2, netLoss: 0 })).toEqual({
      tier: 2,
      amount: 90_000,
    });
    expect(payOf('daily_salary', SALARY, { turnover: 0, activeMembers: 0, netLoss: 0 })).toEqual({
      tier: null,
      amount: 0,
    });
    const dividend = [
      { minTurnover: 0, minActive: 0, shareBp: 1_000 },
      { minTurnover: 100, minActive: 1, shareBp: 2_500 },
    ];
    expect(payOf('dividend', dividend, { turnover: 100, activeMembers: 1, netLoss: 1_001 })).toEqual({
      tier: 1,
      amount: 250,
    });
    expect(payOf('dividend', dividend, { turnover: 100, activeMembers: 1, netLoss: -500 })).toEqual({
      tier: 1,
      amount: 0,
    });
  });
});

describe('contract settlement', () => {
  it('a salary pays the tier the team reached, once, with its statement; periods before acceptance pay nothing', async () => {
    const boss = await player(t, 'cs_boss', { type: 2, funds: 1_000_000 });
    const agent = await player(t, 'cs_agent', { type: 1, upline: 'cs_boss', funds: 500_000 });
    const m1 = await player(t, 'cs_m1', { upline: 'cs_agent', funds: 500_000 });
    const m2 = await player(t, 'cs_m2', { upline: 'cs_agent', funds: 500_000 });
    const id = (await propose(boss, agent, 'daily_salary', SALARY)).json().value.id as number;
    expect((await answer(agent, id, 'accept')).statusCode).toBe(200);
    const { day, at } = manilaDay(10);
    const dayBefore = manilaDay(11).day;
    await acceptedSince(id, at(0));
    // Turnover 60,000 by two members: tier 1 (5,000). The agent's own round is not its team's.
    await playRoundAt(t, m1, { category: 'RNG', stake: 40_000, payout: 10_000, settledAt: at(9) });
    await playRoundAt(t, m2, { category: 'LIVE', stake: 20_000, payout: 70_000, settledAt: at(23, 59) });
    await playRoundAt(t, agent, { category: 'RNG', stake: 450_000, payout: 0, settledAt: at(10) });
    // Just before the day: it would make tier 2 if it counted.
    await playRoundAt(t, m1, { category: 'RNG', stake: 450_000, payout: 0, settledAt: new Date(at(0).getTime() - 1) });

    const bossBefore = await walletOf(boss);
    const agentBefore = await walletOf(agent);
    const run = await adminCommand(t, 'agent:settle', 'DEMO', 'daily', day);
    expect(run.output).toContain('1 paid (5000)');
    expect(await walletOf(agent)).toBe(agentBefore + 5_000);
    expect(await walletOf(boss)).toBe(bossBefore - 5_000);
    const statements = (await screen(agent, 'daily_salary')).statements;
    expect(statements).toEqual([
      { period: day, turnover: 60_000, activeMembers: 2, netLoss: -20_000, tier: 1, amount: 5_000, status: 'paid' },
    ]);
    expect((await adminCommand(t, 'agent:settle', 'DEMO', 'daily', day)).output).toContain('0 paid (0)');
    expect(await walletOf(agent)).toBe(agentBefore + 5_000);
    // The day before the acceptance: nothing, no statement.
    expect((await adminCommand(t, 'agent:settle', 'DEMO', 'daily', dayBefore)).output).toContain(
      '0 paid (0), 0 nothing due',
    );
    expect((await screen(agent, 'daily_salary')).statements).toHaveLength(1);
    const listed = await adminCommand(t, 'agent:statements', 'DEMO', 'daily', day);
    expect(listed.output).toContain('cs_agent');
    expect(listed.output).toContain('tier 1 paid 5000');
  });

  it('an hourly salary from the operator: the house pays the hour, an hour without bettors pays nothing', async () => {
    const agent = await player(t, 'ch_agent', { type: 1 });
    const m1 = await player(t, 'ch_m1', { upline: 'ch_agent', funds: 100_000 });
    const offered = await adminCommand(
      t,
      'agent:contract',
      'DEMO',
      'ch_agent',
      'hourly_salary',
      JSON.stringify([{ minTurnover: 1_000, minActive: 1, amount: 300 }]),
    );
    expect(offered.ok, offered.output).toBe(true);
    const id = Number(/Contract (\d+)/.exec(offered.output)?.[1]);
    expect((await screen(agent, 'hourly_salary')).proposal).toMatchObject({ id, proposedBy: null });
    await answer(agent, id, 'accept');
    const { day, at } = manilaDay(9);
    await acceptedSince(id, at(0));
    await playRoundAt(t, m1, { category: 'FISH', stake: 1_500, payout: 0, settledAt: at(14, 30) });
    const before = await walletOf(agent);
    expect((await adminCommand(t, 'agent:settle', 'DEMO', 'hourly', `${day}T14`)).output).toContain('1 paid (300)');
    expect((await adminCommand(t, 'agent:settle', 'DEMO', 'hourly', `${day}T14`)).output).toContain('0 paid (0)');
    expect((await adminCommand(t, 'agent:settle', 'DEMO', 'hourly', `${day}T15`)).output).toContain(
      '0 paid (0), 1 nothing due',
    );
    expect(await walletOf(agent)).toBe(before + 300);
    expect((await adminCommand(t, 'agent:settle', 'DEMO', 'hourly', `${day}T24`)).ok).not.toBe(true);
  });

  it('a dividend shares the team’s net loss of the ISO week', async () => {
    const boss = await player(t, 'cd_boss', { type: 2, funds: 1_000_000 });
    const agent = await player(t, 'cd_agent', { type: 1, upline: 'cd_boss' });
    const m1 = await player(t, 'cd_m1', { upline: 'cd_agent', funds: 500_000 });
    const id = (await propose(boss, agent, 'dividend', [{ minTurnover: 0, minActive: 1, shareBp: 1_234 }])).json().value
      .id as number;
    await answer(agent, id, 'accept');
    const { day, at } = manilaDay(14);
    await acceptedSince(id, at(0));
    await playRoundAt(t, m1, { category: 'RNG', stake: 80_001, payout: 3_000, settledAt: at(12) });
    const week = (
      await rawRows<{ week: string }>(t.services.database.db, sql`select to_char(${day}::date, 'IYYY-"W"IW') as week`)
    )[0]?.week as string;
    const before = await walletOf(agent);
    expect((await adminCommand(t, 'agent:settle', 'DEMO', 'dividend', week)).ok).toBe(true);
    expect(await walletOf(agent)).toBe(before + Math.floor((77_001 * 1_234) / 10_000));
    expect((await screen(agent, 'dividend')).statements[0]).toMatchObject({ period: week, netLoss: 77_001, tier: 0 });
  });

  it('an upline that cannot pay leaves the period unpaid; once funded, the job pays it, and only it', async () => {
    const boss = await player(t, 'cu_boss', { type: 2 });
    const agent = await player(t, 'cu_agent', { type: 1, upline: 'cu_boss' });
    const m1 = await player(t, 'cu_m1', { upline: 'cu_agent', funds: 100_000 });
    const id = (await propose(boss, agent, 'daily_salary', [{ minTurnover: 0, minActive: 1, amount: 4_000 }])).json()
      .value.id as number;
    await answer(agent, id, 'accept');
    const { day, at } = manilaDay(8);
    await acceptedSince(id, at(0));
    await playRoundAt(t, m1, { category: 'RNG', stake: 1_000, payout: 0, settledAt: at(8) });
    expect((await adminCommand(t, 'agent:settle', 'DEMO', 'daily', day)).output).toContain('1 unpaid');
    expect((await screen(agent, 'daily_salary')).statements).toEqual([
      expect.objectContaining({ period: day, amount: 4_000, status: 'unpaid' }),
    ]);
    expect(await walletOf(agent)).toBe(0);
    // Still short: unpaid again, nothing moved.
    expect((await adminCommand(t, 'adjust', 'DEMO', 'cu_boss', '3999', '--reason', 'test')).ok).toBe(true);
    expect((await adminCommand(t, 'agent:settle', 'DEMO', 'daily', day)).output).toContain('1 unpaid');
    expect(await walletOf(boss)).toBe(3_999);
    expect((await adminCommand(t, 'adjust', 'DEMO', 'cu_boss', '10000', '--reason', 'test')).ok).toBe(true);
    // The job tries unpaid periods of the last 30 days again: the agent is paid without an operator.
    await settleDueContracts(t.services);
    expect(await walletOf(agent)).toBe(4_000);
    expect((await adminCommand(t, 'agent:settle', 'DEMO', 'daily', day)).output).toContain(
      '0 paid (0), 0 nothing due, 0 unpaid',
    );
    expect(await walletOf(agent)).toBe(4_000);
    expect(await walletOf(boss)).toBe(13_999 - 4_000);
    const after = (await screen(agent, 'daily_salary')).statements as { period: string; status: string }[];
    expect(after.filter((s) => s.period === day)).toEqual([
      expect.objectContaining({ period: day, amount: 4_000, status: 'paid' }),
    ]);
    // The job also settled the days just ended, when the team did not play.
    expect(after.filter((s) => s.period !== day).every((s) => s.status === 'nothing')).toBe(true);
  });
});

describe('contract periods and the job', () => {
  it('the hours of a daylight-saving day tile it: no instant left out or counted twice', async () => {
    const db = t.services.database.db;
    for (const [day, hours] of [
      ['2026-11-01', 25],
      ['2026-03-08', 23],
      ['2026-06-01', 24],
    ] as const) {
      const spans = [];
      for (let h = 0; h < 24; h++)
        spans.push(await payPeriodInstants(db, 'hour', `${day}T${String(h).padStart(2, '0')}`, 'America/New_York'));
      const whole = await payPeriodInstants(db, 'day', day, 'America/New_York');
      expect(spans[0]?.from).toEqual(whole.from);
      expect(spans[23]?.to).toEqual(whole.to);
      for (let h = 1; h < 24; h++) expect(spans[h]?.from, `${day} ${h}`).toEqual(spans[h - 1]?.to);
      expect((whole.to.getTime() - whole.from.getTime()) / 3_600_000).toBe(hours);
    }
  });

  it('the job pays an hour three minutes after its end, once, on every run after', async () => {
    const agent = await player(t, 'cj_agent', { type: 1 });
    const m1 = await player(t, 'cj_m1', { upline: 'cj_agent', funds: 100_000 });
    const offered = await adminCommand(
      t,
      'agent:contract',
      'DEMO',
      'cj_agent',
      'hourly_salary',
      JSON.stringify([{ minTurnover: 1, minActive: 1, amount: 700 }]),
    );
    const id = Number(/Contract (\d+)/.exec(offered.output)?.[1]);
    await answer(agent, id, 'accept');
    const { day, at } = manilaDay(7);
    await acceptedSince(id, at(0));
    await playRoundAt(t, m1, { category: 'RNG', stake: 2_000, payout: 0, settledAt: at(14, 59) });
    const before = await walletOf(agent);
    // One minute after the hour: not yet (a round of its last moment may still be committing).
    await settleDueContracts(t.services, at(15, 1));
    expect(await walletOf(agent)).toBe(before);
    await settleDueContracts(t.services, at(15, 4));
    await settleDueContracts(t.services, at(15, 9));
    await settleDueContracts(t.services, at(16, 4));
    expect(await walletOf(agent)).toBe(before + 700);
    const statements = (await screen(agent, 'hourly_salary')).statements as { period: string; status: string }[];
    expect(statements.filter((s) => s.period === `${day}T14`)).toEqual([
      expect.objectContaining({ status: 'paid', amount: 700, turnover: 2_000 }),
    ]);
    expect(statements.find((s) => s.period === `${day}T15`)?.status).toBe('nothing');
  });
});
