import { eq, sql } from 'drizzle-orm';
import { merchants } from '../db/schema';
import { createContractOffers } from '../modules/agents/contract-offers';
import { createRebateRates } from '../modules/agents/rebate-rates';
import { settleAgentRebates } from '../modules/agents/rebate-settlement';
import { hashPassword } from '../modules/auth/passwords';
import { membersRepo } from '../modules/member-centre/members.repo';
import { dayIn } from '../modules/promotions/periods';
import type { MerchantConfig } from '../modules/settings/settings.service';
import type { Services } from '../services';
import { DEMO_CODE, DEMO_PLAYER } from './demo';
import { fundDemoMember } from './demo-funds';

/** The demo agent (the README names it): a top agent with a three-level team. */
export const DEMO_AGENT = { username: 'agent', password: DEMO_PLAYER.password };

interface TeamMember {
  username: string;
  upline: string;
  customerType: 0 | 1;
  /** Rounds as [days ago, stake, payout], minor units. */
  rounds: [daysAgo: number, stake: number, payout: number][];
  /** Logged in today (the KPI's logged-in and online counters). */
  online?: boolean;
}

const TEAM: TeamMember[] = [
  {
    username: 'agent_maria',
    upline: 'agent',
    customerType: 1,
    rounds: [
      [0, 20_000, 8_000],
      [1, 50_000, 0],
      [3, 30_000, 61_000],
    ],
    online: true,
  },
  {
    username: 'agent_jose',
    upline: 'agent',
    customerType: 1,
    rounds: [
      [0, 15_000, 0],
      [2, 40_000, 22_000],
    ],
  },
  {
    username: 'team_ana',
    upline: 'agent',
    customerType: 0,
    rounds: [
      [0, 10_000, 14_500],
      [1, 25_000, 0],
      [4, 12_000, 30_000],
    ],
    online: true,
  },
  {
    username: 'maria_ben',
    upline: 'agent_maria',
    customerType: 1,
    rounds: [
      [1, 80_000, 40_000],
      [5, 20_000, 0],
    ],
  },
  { username: 'maria_cora', upline: 'agent_maria', customerType: 0, rounds: [[0, 35_000, 70_000]], online: true },
  {
    username: 'jose_dan',
    upline: 'agent_jose',
    customerType: 0,
    rounds: [
      [1, 60_000, 12_000],
      [2, 18_000, 0],
    ],
  },
  {
    username: 'ben_eli',
    upline: 'maria_ben',
    customerType: 0,
    rounds: [
      [0, 45_000, 0],
      [1, 30_000, 55_000],
    ],
  },
  { username: 'ben_fay', upline: 'maria_ben', customerType: 0, rounds: [[1, 22_000, 9_000]] },
];

const FUNDS = 2_000_000;
/** Slots, live casino and fishing: the team betting screen has more than one category. */
const GAMES: [vendor: string, game: string][] = [
  ['AUR', 'aur-001'],
  ['RLV', 'rlv-002'],
  ['AUR', 'aur-007'],
  ['DBF', 'dbf-003'],
];

/**
 * The demo agent and its team (issue 13), once, on the first start after the demo merchant was
 * created: members made with their uplines (the tree keeps itself), funded by a ledger
 * adjustment, and rounds played through the seamless wallet like any player's. Rounds of past
 * days are then moved to those days (the demo's history: nothing else can date a round in the
 * past), so that the settled days have rebate income and the date filters have something to show.
 */
export async function seedDemoAgents(services: Services): Promise<void> {
  const db = services.database.db;
  const [row] = await db.select().from(merchants).where(eq(merchants.code, DEMO_CODE));
  const merchant = row ? await services.settings.get(row.id) : undefined;
  if (!merchant) return;
  const repo = membersRepo(db, merchant.id);
  if (await repo.byUsername(DEMO_AGENT.username)) return;

  const passwordHash = await hashPassword(DEMO_AGENT.password);
  const agent = await repo
    .insert({ username: DEMO_AGENT.username, passwordHash, customerType: 2, inviteCode: 'AGENT', registerMethod: 'H5' })
    .catch(() => undefined);
  // Another instance starting at the same moment made it: that one seeds the rest.
  if (!agent) return;
  await fund(services, merchant, agent.id);

  const ids = new Map<string, number>([[agent.username, agent.id]]);
  let round = 0;
  for (const member of TEAM) {
    const created = await repo.insert({
      username: member.username,
      passwordHash,
      customerType: member.customerType,
      uplineId: ids.get(member.upline) ?? null,
      inviteCode: member.username.replace(/_/g, '').toUpperCase().slice(0, 10),
      registerMethod: 'H5',
    });
    ids.set(member.username, created.id);
    await fund(services, merchant, created.id);
    for (const [daysAgo, stake, payout] of member.rounds) {
      round += 1;
      const [vendor, gameCode] = GAMES[round % GAMES.length] as [string, string];
      const call = {
        playerId: `${merchant.id}.${created.id}`,
        roundId: `demo-agents-${round}`,
        currency: merchant.currency.code,
        gameCode,
      };
      await services.seamless.bet(vendor, { ...call, transactionId: `demo-agents-bet-${round}`, amount: stake });
      await services.seamless.win(vendor, { ...call, transactionId: `demo-agents-win-${round}`, amount: payout });
      if (daysAgo > 0)
        await db.execute(sql`
          update game_rounds
          set opened_at = opened_at - make_interval(days => ${daysAgo}),
              settled_at = settled_at - make_interval(days => ${daysAgo})
          where vendor_code = ${vendor} and round_id = ${call.roundId}`);
    }
    if (member.online)
      await services.sessions.start(db, {
        memberId: created.id,
        merchantId: merchant.id,
        context: { ip: '203.0.113.10', userAgent: 'demo', device: 'H5' },
      });
  }
  await seedAgentPay(services, merchant, ids);
}

/** Rates down the tree, in basis points (the top agent's by the operator, the others by their upline). */
const RATES: Record<string, Record<string, number>> = {
  agent: { RNG: 150, LIVE: 100, FISH: 120 },
  agent_maria: { RNG: 100, LIVE: 60, FISH: 80 },
  agent_jose: { RNG: 80, LIVE: 50, FISH: 50 },
  maria_ben: { RNG: 50, LIVE: 30, FISH: 40 },
};

/**
 * The agents' pay, through the same services as the screens and jobs: rates, the past days'
 * rebate income settled, a dividend contract the agent has accepted (its footer entry shows)
 * and a daily salary the operator offers it (agent home prompts for it).
 */
async function seedAgentPay(services: Services, merchant: MerchantConfig, ids: Map<string, number>) {
  const db = services.database.db;
  const rates = createRebateRates(db);
  const upline = new Map(TEAM.map((m) => [m.username, m.upline]));
  for (const [username, own] of Object.entries(RATES)) {
    const memberId = ids.get(username) as number;
    const above = upline.get(username);
    if (!above) await rates.setTopAgent(db, { merchantId: merchant.id, memberId, rates: own, actor: 'seed' });
    else await rates.set(merchant.id, ids.get(above) as number, memberId, own);
  }
  const zone = merchant.settings.promotions.timeZone;
  for (let daysAgo = 6; daysAgo >= 1; daysAgo--)
    await settleAgentRebates(
      { db, ledger: services.ledger },
      merchant,
      dayIn(new Date(Date.now() - daysAgo * 86_400_000), zone),
      { actor: 'seed' },
    );

  const agentId = ids.get(DEMO_AGENT.username) as number;
  const offers = createContractOffers(db);
  const dividend = await offers.proposeByOperator(db, {
    merchantId: merchant.id,
    agentId,
    kind: 'dividend',
    tiers: [
      { minTurnover: 100_000, minActive: 3, shareBp: 1_000 },
      { minTurnover: 1_000_000, minActive: 10, shareBp: 2_000 },
    ],
  });
  await offers.accept(merchant.id, { memberId: agentId, customerType: 2 }, dividend.id);
  await offers.proposeByOperator(db, {
    merchantId: merchant.id,
    agentId,
    kind: 'daily_salary',
    tiers: [
      { minTurnover: 50_000, minActive: 3, amount: 20_000 },
      { minTurnover: 200_000, minActive: 5, amount: 60_000 },
      { minTurnover: 1_000_000, minActive: 10, amount: 200_000 },
    ],
  });
}

const fund = (services: Services, merchant: MerchantConfig, memberId: number) =>
  fundDemoMember(services, merchant, memberId, {
    amount: FUNDS,
    purpose: 'demo-agent-funds',
    detail: 'demo agent team funds',
  });
