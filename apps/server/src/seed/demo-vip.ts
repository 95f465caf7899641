import { randomUUID } from 'node:crypto';
import { type CurrencyCode, currencyInfoOf, type MerchantSettings, promotionInput } from '@playdeck/contracts';
import type { Db, Tx } from '../db/types';
import { createLedger } from '../modules/ledger/ledger.service';
import { promotionsRepo } from '../modules/promotions/promotions.repo';
import { depositsRepo } from '../modules/wallet/deposits.repo';
import { completeDeposit } from '../modules/wallet/deposits.service';

const PESO = 100;

/**
 * The demo's VIP club (issue 12): six levels by lifetime deposits or valid bets, with upgrade and
 * birthday bonuses (wagered once) and daily withdrawal limits from Bronze up.
 */
const VIP_CLUB = {
  code: 'VIPCLUB',
  kind: 'vip_club',
  claimMode: 'claim',
  title: { TY: 'Playdeck VIP Club', EN: 'Playdeck VIP Club' },
  summary: {
    TY: 'Umangat ng level sa bawat deposito at taya: bonus sa pag-akyat, bonus sa kaarawan, mas mataas na rebate.',
    EN: 'Level up with every deposit and bet: upgrade bonuses, a birthday bonus, higher rebates.',
  },
  content: {
    TY: '<p>Ang level ay batay sa kabuuang deposito <b>o</b> kabuuang taya, alinman ang unang maabot. Hindi bumababa ang level.</p>',
    EN: '<p>Your level follows your lifetime deposits <b>or</b> valid bets, whichever gets there first. Levels never go down.</p>',
  },
  imageUrl: '/media/banners/vip.webp',
  rule: {
    levels: [
      { name: 'Member', deposits: 0, bets: 0 },
      {
        name: 'Bronze',
        deposits: 5_000 * PESO,
        bets: 20_000 * PESO,
        upgradeBonus: 88 * PESO,
        birthdayBonus: 100 * PESO,
        withdrawDailyMax: 300_000 * PESO,
      },
      {
        name: 'Silver',
        deposits: 20_000 * PESO,
        bets: 100_000 * PESO,
        upgradeBonus: 288 * PESO,
        birthdayBonus: 288 * PESO,
        withdrawDailyMax: 500_000 * PESO,
      },
      {
        name: 'Gold',
        deposits: 100_000 * PESO,
        bets: 500_000 * PESO,
        upgradeBonus: 1_288 * PESO,
        birthdayBonus: 888 * PESO,
        withdrawDailyMax: 1_000_000 * PESO,
      },
      {
        name: 'Platinum',
        deposits: 500_000 * PESO,
        bets: 2_500_000 * PESO,
        upgradeBonus: 5_888 * PESO,
        birthdayBonus: 2_888 * PESO,
        withdrawDailyMax: 3_000_000 * PESO,
      },
      {
        name: 'Diamond',
        deposits: 2_000_000 * PESO,
        bets: 10_000_000 * PESO,
        upgradeBonus: 18_888 * PESO,
        birthdayBonus: 8_888 * PESO,
        withdrawDailyMax: 10_000_000 * PESO,
      },
    ],
  },
  wageringMultiplier: 1,
  sortOrder: 5,
};

/** The demo player's first deposit, approved: Bronze, with the way to Silver showing. */
const DEMO_DEPOSIT = 8_000 * PESO;

/**
 * Adds the live VIP club and completes a deposit of the demo player through the wallet (the
 * ledger transfer, the turnover, the bonuses and the level all as for any deposit), inside the
 * seed's transaction.
 */
export async function seedDemoVipClub(
  tx: Tx,
  db: Db,
  merchant: { id: number; code: string; name: string; currency: string },
  settings: MerchantSettings,
  playerId: number,
  now = new Date(),
) {
  const input = promotionInput.parse({ ...VIP_CLUB, startsAt: new Date(now.getTime() - 86_400_000).toISOString() });
  await promotionsRepo(tx, merchant.id).insert({
    ...input,
    status: 'live',
    startsAt: new Date(input.startsAt),
    endsAt: null,
  });
  const channel = settings.depositChannels[0];
  if (!channel) return;
  const order = await depositsRepo(tx, merchant.id).insertOnce({
    merchantId: merchant.id,
    memberId: playerId,
    requestId: randomUUID(),
    amount: DEMO_DEPOSIT,
    currency: merchant.currency,
    channelId: channel.id,
    channelType: channel.type,
    channelName: channel.name,
    status: 'pending',
    payerName: 'Juan Dela Cruz',
  });
  if (!order) return;
  const config = {
    id: merchant.id,
    code: merchant.code,
    name: merchant.name,
    status: 'active' as const,
    currency: currencyInfoOf(merchant.currency as CurrencyCode),
    settings,
  };
  await completeDeposit(
    { database: { db }, ledger: createLedger(db) },
    { merchant: config, depositId: order.id, outcome: { actor: 'seed', note: 'demo' } },
    tx,
  );
}
