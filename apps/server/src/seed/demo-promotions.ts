import { promotionInput } from '@playdeck/contracts';
import type { Tx } from '../db/types';
import { sanitiseHtml } from '../lib/sanitise-html';
import { promotionsRepo } from '../modules/promotions/promotions.repo';

const DAY = 86_400_000;

/**
 * The demo merchant's promotions (issue 12): a daily bonus to claim, a welcome bonus by
 * application (the demo player's is approved and waits to be claimed), a reload by application,
 * one coming soon, an hourly red envelope rain, an invite-a-friend reward, daily missions and a
 * weekly leaderboard. Bonus money is locked until wagered, as the
 * rules say.
 */
const PROMOTIONS = [
  {
    code: 'DAILY20',
    kind: 'daily_bonus',
    claimMode: 'claim',
    title: { TY: 'Pang-araw-araw na ₱20', EN: 'Daily ₱20 bonus' },
    summary: {
      TY: 'Kunin araw-araw ang ₱20 na bonus. Tumaya ng 5 beses para mailipat ito sa balanse.',
      EN: 'Claim ₱20 every day. Bet it 5 times over to move it to your balance.',
    },
    content: {
      TY: '<p>Isang beses bawat araw (oras ng Maynila). Ang taya sa <b>slots</b> ay buong bilang; sa <b>live casino</b> ay 20%.</p>',
      EN: '<p>Once a day (Manila time). Bets on <b>slots</b> count in full; <b>live casino</b> bets count 20%.</p>',
    },
    imageUrl: '/media/banners/originals.webp',
    rule: { amount: 2_000 },
    wageringMultiplier: 5,
    wageringWeights: { LIVE: 20 },
    sortOrder: 1,
  },
  {
    code: 'WELCOME100',
    kind: 'deposit_bonus',
    claimMode: 'apply',
    title: { TY: '100% Welcome Bonus hanggang ₱5,000', EN: '100% Welcome Bonus up to ₱5,000' },
    summary: {
      TY: 'Para sa mga bagong miyembro: doblehin ang unang deposito.',
      EN: 'For new members: double your first deposit.',
    },
    content: {
      TY: '<p>Mag-apply pagkatapos ng unang deposito na hindi bababa sa ₱100. Tumaya ng 10 beses ng bonus bago ito mailipat.</p>',
      EN: '<p>Apply after a first deposit of at least ₱100. Bet the bonus 10 times over before it is released.</p>',
    },
    imageUrl: '/media/banners/welcome.webp',
    rule: { percent: 100, cap: 500_000, minDeposit: 10_000, firstDepositOnly: true },
    eligibility: { newMembersDays: 3650 },
    wageringMultiplier: 10,
    onePerPerson: true,
    sortOrder: 0,
  },
  {
    code: 'RELOAD20',
    kind: 'deposit_bonus',
    claimMode: 'apply',
    title: { TY: 'Weekend Reload: 20% bonus', EN: 'Weekend Reload: 20% bonus' },
    summary: { TY: '20% dagdag sa deposito tuwing Sabado at Linggo.', EN: '20% extra on weekend deposits.' },
    content: { TY: '<p>Hanggang ₱2,000 bawat linggo.</p>', EN: '<p>Up to ₱2,000 a week.</p>' },
    imageUrl: null,
    rule: { percent: 20, cap: 200_000, minDeposit: 50_000 },
    wageringMultiplier: 8,
    sortOrder: 2,
  },
  {
    code: 'SABONGDERBY',
    kind: 'daily_bonus',
    claimMode: 'claim',
    title: { TY: 'Sabong Derby: libreng ₱50', EN: 'Sabong Derby: free ₱50' },
    summary: { TY: 'Magsisimula sa susunod na linggo.', EN: 'Starts next week.' },
    content: { TY: '<p>Abangan!</p>', EN: '<p>Stay tuned!</p>' },
    imageUrl: '/media/banners/sabong.webp',
    rule: { amount: 5_000 },
    wageringMultiplier: 3,
    startsInDays: 5,
    sortOrder: 3,
  },
  {
    // A rolling schedule: envelopes fall for 15 minutes at the top of every hour, so the demo
    // always has a rain falling or a countdown to the next one.
    code: 'REDRAIN',
    kind: 'red_rain',
    claimMode: 'auto',
    title: { TY: 'Ulan ng Pulang Sobre', EN: 'Red Envelope Rain' },
    summary: {
      TY: 'Bawat oras, 15 minutong ulan ng pulang sobre: buksan ang iyo at manalo ng hanggang ₱88.',
      EN: 'Every hour, 15 minutes of red envelopes: open yours and win up to ₱88.',
    },
    content: {
      TY: '<p>Isang sobre bawat ulan para sa bawat miyembro. Tumaya ng 3 beses ng laman bago ito mailipat sa balanse.</p>',
      EN: '<p>One envelope per member in each rain. Bet its amount 3 times over before it moves to your balance.</p>',
    },
    imageUrl: null,
    rule: { budget: 500_000, min: 100, max: 8_800, repeat: { every: 'hour', minutes: 15 } },
    wageringMultiplier: 3,
    onTheHour: true,
    sortOrder: 4,
  },
  {
    // PLYRBT: yesterday's valid bets pay their rate, settled every 15 minutes after midnight.
    code: 'DAILYREBATE',
    kind: 'rebate',
    claimMode: 'claim',
    title: { TY: 'Araw-araw na rebate hanggang 1%', EN: 'Daily rebate up to 1%' },
    summary: {
      TY: 'Bawat taya ay may balik kinabukasan: 0.5% sa slots, 0.3% sa live casino, higit pa sa mataas na VIP.',
      EN: 'Every bet pays back the next day: 0.5% on slots, 0.3% on live casino, more at higher VIP levels.',
    },
    content: {
      TY: '<p>Kunin ang rebate sa <b>Aking rebate</b>. Walang kailangang sumali.</p>',
      EN: '<p>Claim it in <b>My rebate</b>. Nothing to join.</p>',
    },
    imageUrl: null,
    rule: {
      rates: { RNG: 50, INHOUSE: 50, FISH: 50, LIVE: 30, SPORTS: 40 },
      vipExtra: { '2': 10, '3': 20, '4': 35, '5': 50 },
      period: 'day',
    },
    wageringMultiplier: 1,
    sortOrder: 8,
  },
  {
    code: 'INVITE50',
    kind: 'referral',
    claimMode: 'claim',
    title: { TY: 'Mag-imbita ng kaibigan: ₱50 bawat isa', EN: 'Invite a friend: ₱50 each' },
    summary: {
      TY: 'Kumuha ng ₱50 kapag nagdeposito ng ₱500 ang kaibigang inimbitahan mo.',
      EN: 'Get ₱50 when a friend you invite deposits ₱500.',
    },
    content: {
      TY: '<p>Ibahagi ang iyong kodigo o kawing. Isang gantimpala bawat kaibigan. Tumaya ng 3 beses ng gantimpala bago ito mailipat.</p>',
      EN: '<p>Share your code or link. One reward per friend. Bet the reward 3 times over before it is released.</p>',
    },
    imageUrl: '/media/banners/invite.webp',
    rule: { reward: 5_000, minDeposit: 50_000 },
    wageringMultiplier: 3,
    sortOrder: 5,
  },
  {
    code: 'DAILYMISSION',
    kind: 'mission',
    claimMode: 'claim',
    title: { TY: 'Mga misyon ngayong araw', EN: 'Today’s missions' },
    summary: {
      TY: 'Tapusin ang mga gawain ngayong araw at kunin ang hanggang ₱65.',
      EN: 'Finish today’s tasks and collect up to ₱65.',
    },
    content: {
      TY: '<p>Nagsisimulang muli tuwing hatinggabi (oras ng Maynila). Bawat gawain ay may sariling gantimpala.</p>',
      EN: '<p>Resets at midnight (Manila time). Each task pays its own reward.</p>',
    },
    imageUrl: '/media/banners/missions.webp',
    rule: {
      period: 'day',
      tasks: [
        { metric: 'bet', target: 50_000, reward: 1_000 },
        { metric: 'bet', target: 200_000, reward: 3_000 },
        { metric: 'deposit', target: 100_000, reward: 2_500 },
      ],
    },
    wageringMultiplier: 1,
    sortOrder: 6,
  },
  {
    code: 'WEEKLYWINS',
    kind: 'leaderboard',
    claimMode: 'claim',
    title: { TY: 'Lingguhang Paligsahan ng Panalo', EN: 'Weekly Big Win Race' },
    summary: {
      TY: 'Ang may pinakamalaking kabuuang panalo ngayong linggo ang mananalo ng hanggang ₱5,000.',
      EN: 'The biggest total winnings this week take home up to ₱5,000.',
    },
    content: {
      TY: '<p>Lunes hanggang Linggo (oras ng Maynila). Ang premyo ay ibinibigay pagkatapos ng linggo.</p>',
      EN: '<p>Monday to Sunday (Manila time). Prizes are paid when the week ends.</p>',
    },
    imageUrl: '/media/banners/race.webp',
    rule: { metric: 'win', prizes: [500_000, 250_000, 100_000, 50_000, 50_000], period: 'week' },
    wageringMultiplier: 1,
    sortOrder: 7,
  },
];

export async function seedDemoPromotions(tx: Tx, merchantId: number, playerId: number, now = new Date()) {
  const repo = promotionsRepo(tx, merchantId);
  for (const { startsInDays = -1, onTheHour = false, ...fields } of PROMOTIONS) {
    const startsAt = now.getTime() + startsInDays * DAY;
    const input = promotionInput.parse({
      ...fields,
      startsAt: new Date(onTheHour ? startsAt - (startsAt % 3_600_000) : startsAt).toISOString(),
    });
    const row = await repo.insert({
      ...input,
      status: 'live',
      content: Object.fromEntries(Object.entries(input.content).map(([k, v]) => [k, sanitiseHtml(v ?? '')])),
      startsAt: new Date(input.startsAt),
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
    });
    // The demo player's welcome bonus: applied for and approved, waiting to be claimed.
    if (row.code === 'WELCOME100')
      await repo.enter({
        promotionId: row.id,
        memberId: playerId,
        period: 'once',
        state: 'claimable',
        amount: 100_000,
        decidedBy: 'seed',
      });
  }
}
