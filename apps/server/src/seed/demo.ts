import { randomBytes } from 'node:crypto';
import { type MerchantSettings, siteFlagNames } from '@playdeck/contracts';
import type { Logger } from 'pino';
import { merchants } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { hashPassword } from '../modules/auth/passwords';
import { membersRepo } from '../modules/member-centre/members.repo';
import { defaultSettings } from '../modules/settings/defaults';
import { settingsRepo } from '../modules/settings/settings.repo';
import { DEMO_USER_AGREEMENT } from './demo-agreement';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoContent, seedDemoMessages } from './demo-content';
import { seedDemoPromotions } from './demo-promotions';
import { seedDemoVipClub } from './demo-vip';

export const DEMO_CODE = 'DEMO';

/** A player to try the demo with (the README names it). */
export const DEMO_PLAYER = {
  username: 'demo',
  password: 'playdeck-demo-2026',
  mobile: '+639171234567',
  email: 'demo@playdeck.example',
};

/** The demo merchant's settings: Tagalog first, English second, every flag on. */
export function demoSettings(): MerchantSettings {
  const base = defaultSettings('Playdeck');
  return {
    ...base,
    site: { name: 'Playdeck', logoUrl: null, mainDomain: null },
    languages: { default: 'TY', supported: ['TY', 'EN'] },
    flags: Object.fromEntries(siteFlagNames.map((flag) => [flag, true])) as MerchantSettings['flags'],
    templates: {
      mem_cen: '1',
      dep_func: '1',
      app_background: '#1f2540',
      app_desc: 'Playdeck app: faster games, instant alerts',
      app_desc_font_color: '#f3f4fa',
    },
    customerService: [
      { type: 'livechat', name: 'Live chat', url: 'https://support.playdeck.example/chat' },
      { type: 'telegram', name: 'Telegram', url: 'https://t.me/playdeck_demo_support' },
    ],
    servicePaths: [
      { type: 'livechat', name: 'Live chat 24/7', path: 'https://support.playdeck.example/chat' },
      { type: 'telegram', name: 'Telegram: Support', path: 'https://t.me/playdeck_demo_support' },
      { type: 'telegram', name: 'Telegram: Promotions', path: 'https://t.me/playdeck_demo_promos' },
      { type: 'telegram', name: 'Telegram: Agents', path: 'https://t.me/playdeck_demo_agents' },
      { type: 'whatsapp', name: 'WhatsApp', path: 'https://wa.me/639171234567' },
      { type: 'facebook', name: 'Facebook', path: 'https://facebook.com/playdeck.demo' },
      { type: 'email', name: 'E-mail', path: 'mailto:support@playdeck.example' },
    ],
    downloadLinks: [
      { resourceType: 'IOS', url: 'https://download.playdeck.example/ios' },
      { resourceType: 'Android', url: 'https://download.playdeck.example/playdeck.apk' },
      { resourceType: 'MOBILECONFIG', url: 'https://download.playdeck.example/playdeck.mobileconfig' },
    ],
    extraRoutes: [{ path: '/welcome', target: '/m/home' }],
    depositChannels: [
      {
        id: 'sandbox',
        type: 'sandbox',
        name: 'Sandbox Pay (instant)',
        enabled: true,
        minAmount: 10_000,
        maxAmount: 10_000_000,
        bank: null,
        gatewayUrl: null,
      },
      {
        id: 'bank',
        type: 'bank_transfer',
        name: 'Bank transfer',
        enabled: true,
        minAmount: 50_000,
        maxAmount: 50_000_000,
        bank: { bankName: 'BDO Unibank', accountName: 'Playdeck Demo Inc.', accountNumber: '0012 3456 7890' },
        gatewayUrl: null,
      },
    ],
    paymentSecrets: { sandbox: randomBytes(24).toString('base64url') },
    withdrawal: { minAmount: 10_000, maxAmount: 5_000_000, dailyCount: 5, turnoverPercent: 100 },
    banks: [
      { code: 'BDO', name: 'BDO Unibank' },
      { code: 'BPI', name: 'Bank of the Philippine Islands' },
      { code: 'MBTC', name: 'Metrobank' },
      { code: 'LBP', name: 'Landbank' },
      { code: 'UBP', name: 'UnionBank' },
      { code: 'GCASH', name: 'GCash' },
      { code: 'MAYA', name: 'Maya' },
    ],
    trial: { balance: 200_000 },
    userAgreement: DEMO_USER_AGREEMENT,
    promotions: { timeZone: 'Asia/Manila' },
  };
}

/**
 * Creates the demo merchant on first start of an empty database. Several instances may
 * start at once: the unique merchant code lets exactly one of them seed.
 */
export async function seedDemo(db: Db, logger: Logger): Promise<void> {
  const existing = await db.select({ id: merchants.id }).from(merchants).limit(1);
  if (existing.length > 0) return;
  const created = await withTransaction(db, async (tx) => {
    const [merchant] = await tx
      .insert(merchants)
      .values({ code: DEMO_CODE, name: 'Playdeck Demo', currency: 'PHP' })
      .onConflictDoNothing()
      .returning();
    if (!merchant) return false;
    const repo = settingsRepo(tx);
    for (const [key, value] of Object.entries(demoSettings())) await repo.upsert(merchant.id, key, value);
    const player = await membersRepo(tx, merchant.id).insert({
      username: DEMO_PLAYER.username,
      passwordHash: await hashPassword(DEMO_PLAYER.password),
      mobile: DEMO_PLAYER.mobile,
      email: DEMO_PLAYER.email,
      nickname: 'Demo Player',
      payeeName: 'Juan Dela Cruz',
      inviteCode: 'DEMO2026',
      registerMethod: 'H5',
    });
    await seedDemoCatalogue(tx, merchant.id);
    await seedDemoContent(tx, merchant.id);
    await seedDemoMessages(tx, merchant.id, player.id);
    await seedDemoPromotions(tx, merchant.id, player.id);
    await seedDemoVipClub(tx, db, merchant, demoSettings(), player.id);
    return true;
  });
  if (created) logger.info('demo merchant DEMO created');
}
