import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw';
import { settleDueAgentRebates, settleDueContracts } from '../../jobs/agent-settlements';
import { manilaDay, playRoundAt } from '../../testing/agent-pay';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { usingPostgres } from '../../testing/test-database';
import { adminCommand, type Player, player } from '../../testing/wallet';

/**
 * Agent pay on two server instances sharing one PostgreSQL (PGlite opens its data in one
 * process only): both run the settlement jobs at the same moment, several times over, and each
 * agent is paid each period once.
 */
describe.runIf(usingPostgres)('agent pay settled by two instances at once', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({}, { sameDatabaseAs: first });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const walletOf = (p: Player) =>
    first.services.ledger.balance({ merchantId: 1, currency: 'PHP', ref: { member: p.memberId, purpose: 'main' } });
  const count = async (statement: ReturnType<typeof sql>) =>
    Number((await rawRows<{ n: string }>(first.services.database.db, statement))[0]?.n);

  it('rebate income and a salary of one day: paid once, one statement each', async () => {
    const t = first;
    const top = await player(t, 'pi_top', { type: 2, funds: 1_000_000 });
    const mid = await player(t, 'pi_mid', { type: 1, upline: 'pi_top', funds: 1_000_000 });
    const low = await player(t, 'pi_low', { upline: 'pi_mid', funds: 1_000_000 });
    expect((await adminCommand(t, 'agent:rates', 'DEMO', 'pi_top', '{"RNG":100}')).ok).toBe(true);
    const set = await t.request({
      method: 'PUT',
      url: `/wps/agent/rebate/rates/${mid.memberId}`,
      headers: top.headers,
      payload: { rates: { RNG: 40 } },
    });
    expect(set.statusCode).toBe(200);
    const offered = await t.request({
      method: 'POST',
      url: `/wps/agent/team/members/${mid.memberId}/contracts`,
      headers: top.headers,
      payload: { kind: 'daily_salary', tiers: [{ minTurnover: 1, minActive: 1, amount: 2_500 }] },
    });
    const contractId = offered.json().value.id as number;
    expect(
      (await t.request({ method: 'POST', url: `/wps/agent/contracts/${contractId}/accept`, headers: mid.headers }))
        .statusCode,
    ).toBe(200);
    const { day, at } = manilaDay(6);
    await t.services.database.db.execute(
      sql`update agent_contracts set accepted_at = ${at(0)} where id = ${contractId}`,
    );
    await playRoundAt(t, low, { category: 'RNG', stake: 123_456, payout: 0, settledAt: at(13) });
    await playRoundAt(t, mid, { category: 'RNG', stake: 10_000, payout: 0, settledAt: at(14) });
    const before = { top: await walletOf(top), mid: await walletOf(mid) };

    // The jobs as they run just after the next local midnight, on both instances, three times each.
    const justAfter = new Date(at(0).getTime() + 86_400_000 + 10 * 60_000);
    await Promise.all(
      [first, second, first, second, first, second].flatMap((instance) => [
        settleDueAgentRebates(instance.services, justAfter),
        settleDueContracts(instance.services, justAfter),
      ]),
    );

    // top: (100 - 40) of low's and mid's bets; mid: 40 of low's. mid's salary comes from top.
    const topRebate = Math.floor((133_456 * 60) / 10_000);
    const midRebate = Math.floor((123_456 * 40) / 10_000);
    expect(await walletOf(top)).toBe(before.top + topRebate - 2_500);
    expect(await walletOf(mid)).toBe(before.mid + midRebate + 2_500);
    expect(
      await count(
        sql`select count(*) as n from agent_rebate_statements where period = ${day} and agent_id in (${top.memberId}, ${mid.memberId})`,
      ),
    ).toBe(2);
    expect(
      await count(sql`select count(*) as n from agent_contract_statements where contract_id = ${contractId}`),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*) as n from agent_contract_statements where contract_id = ${contractId} and period = ${day} and status = 'paid'`,
      ),
    ).toBe(1);
  });
});
