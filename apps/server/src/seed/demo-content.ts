import { announcementInput, helpEntryInput, hotMatchInput } from '@playdeck/contracts';
import { and, eq } from 'drizzle-orm';
import { games } from '../db/schema';
import type { Tx } from '../db/types';
import { sanitiseHtml } from '../lib/sanitise-html';
import { contentRepo } from '../modules/content/content.repo';
import { messagesRepo } from '../modules/messages/messages.repo';

type Texts = { TY: string; EN: string };
const LANGUAGES = ['TY', 'EN'] as const;

/** Banners: the artwork's name under /media/banners, the headline, the line under it, where a tap goes. */
const BANNERS: { art: string; title: Texts; content: Texts; link: string; group?: 'm_reg' }[] = [
  {
    art: 'welcome',
    title: { TY: '100% Welcome Bonus hanggang ₱5,000', EN: '100% Welcome Bonus up to ₱5,000' },
    content: { TY: 'Mag-deposit ngayon', EN: 'Deposit now' },
    link: '/m/voucherCenter',
  },
  {
    art: 'originals',
    title: { TY: 'Playdeck Originals: patas na laro', EN: 'Playdeck Originals: provably fair' },
    content: { TY: 'Maglaro ng Dice', EN: 'Play Dice' },
    link: '/m/gameList?gameType=INHOUSE',
  },
  {
    art: 'sabong',
    title: { TY: 'Sabong Derby tuwing Sabado', EN: 'Sabong Derby every Saturday' },
    content: { TY: 'Tumaya na', EN: 'Bet now' },
    link: '/m/gameList?gameType=COCKFIGHT',
  },
  {
    art: 'register',
    title: { TY: 'Sumali at tumanggap ng ₱100 libreng taya', EN: 'Join and get a ₱100 free bet' },
    content: { TY: 'Magrehistro', EN: 'Register' },
    link: '/m/register',
    group: 'm_reg',
  },
];

const NOTICES: { title: Texts; content: Texts }[] = [
  {
    title: {
      TY: 'Maintenance ng sistema: Martes 02:00-04:00',
      EN: 'System maintenance: Tuesday 02:00-04:00',
    },
    content: {
      TY: '<p>Magkakaroon ng <strong>maintenance</strong> tuwing Martes mula 02:00 hanggang 04:00. Ligtas ang inyong balanse.</p>',
      EN: '<p>Scheduled <strong>maintenance</strong> every Tuesday from 02:00 to 04:00. Your balance is safe.</p>',
    },
  },
  {
    title: { TY: 'Bagong laro: Lucky Sevens', EN: 'New game: Lucky Sevens' },
    content: {
      TY: '<p>Subukan ang <em>Lucky Sevens</em>, ang bagong Playdeck Original na may patas na resulta.</p>',
      EN: '<p>Try <em>Lucky Sevens</em>, the newest Playdeck Original with provably fair results.</p>',
    },
  },
  {
    title: { TY: 'Maglaro nang responsable', EN: 'Play responsibly' },
    content: {
      TY: '<p>Para lamang sa 18 taong gulang pataas. Magtakda ng limitasyon at magpahinga.</p>',
      EN: '<p>For players 18 and over only. Set your limits and take breaks.</p>',
    },
  },
];

const POPUPS: { execution: 'A' | 'B' | 'F'; title: Texts; content: Texts; link: string | null }[] = [
  {
    execution: 'B',
    title: { TY: 'Maligayang pagdating sa Playdeck!', EN: 'Welcome to Playdeck!' },
    content: {
      TY: '<p>Magrehistro ngayon at kunin ang <strong>100% Welcome Bonus</strong>.</p>',
      EN: '<p>Register today and claim your <strong>100% Welcome Bonus</strong>.</p>',
    },
    link: '/m/register',
  },
  {
    execution: 'A',
    title: { TY: 'Weekend Reload: 20% bonus', EN: 'Weekend Reload: 20% bonus' },
    content: {
      TY: '<p>Tuwing Sabado at Linggo, 20% dagdag sa inyong deposito.</p>',
      EN: '<p>Every Saturday and Sunday, 20% extra on your deposit.</p>',
    },
    link: '/m/rewardCenter',
  },
  {
    execution: 'F',
    title: { TY: 'Salamat sa pagsali!', EN: 'Thanks for joining!' },
    content: {
      TY: '<p>Simulan sa isang deposito at subukan ang aming mga Originals.</p>',
      EN: '<p>Start with a deposit and try our Originals.</p>',
    },
    link: '/m/voucherCenter',
  },
];

const AGENT_NOTICES: { title: Texts; content: Texts }[] = [
  {
    title: { TY: 'Bagong komisyon para sa mga ahente', EN: 'New commission table for agents' },
    content: {
      TY: '<p>Simula sa susunod na buwan, mas mataas na komisyon sa bawat aktibong manlalaro.</p>',
      EN: '<p>From next month, a higher commission for every active player.</p>',
    },
  },
];

const HELP: { title: Texts; content: Texts }[] = [
  {
    title: { TY: 'Paano mag-deposit?', EN: 'How do I deposit?' },
    content: {
      TY: '<ol><li>Pindutin ang <strong>Deposit</strong>.</li><li>Pumili ng paraan at halaga.</li><li>Sundin ang mga hakbang ng bayad.</li></ol>',
      EN: '<ol><li>Tap <strong>Deposit</strong>.</li><li>Choose a method and an amount.</li><li>Follow the payment steps.</li></ol>',
    },
  },
  {
    title: { TY: 'Paano mag-withdraw?', EN: 'How do I withdraw?' },
    content: {
      TY: '<p>Mag-bind ng bank card sa Security Centre, tapos pindutin ang <strong>Withdraw</strong>. Kailangang malaro muna ang deposito nang isang beses.</p>',
      EN: '<p>Bind a bank card in the Security Centre, then tap <strong>Withdraw</strong>. Deposits must be played through once first.</p>',
    },
  },
  {
    title: { TY: 'Ligtas ba ang aking account?', EN: 'Is my account safe?' },
    content: {
      TY: '<p>Gumamit ng malakas na password at huwag itong ibahagi. Makikita ang mga device na naka-login sa Security Centre.</p>',
      EN: '<p>Use a strong password and never share it. The Security Centre shows the devices you are logged in on.</p>',
    },
  },
  {
    title: { TY: 'Ano ang provably fair?', EN: 'What is provably fair?' },
    content: {
      TY: '<p>Bago kayo tumaya, ipinapakita namin ang hash ng server seed. Pagkatapos, maaari ninyong suriin ang bawat round.</p>',
      EN: '<p>Before you bet we show the hash of the server seed; afterwards you can verify every round.</p>',
    },
  },
  {
    title: { TY: 'Responsableng paglalaro', EN: 'Responsible gaming' },
    content: {
      TY: '<p>Para lamang sa 18 pataas. Kung kailangan ng tulong, makipag-ugnayan sa customer service.</p>',
      EN: '<p>For players 18 and over. If you need help, contact customer service.</p>',
    },
  },
];

/** Hot matches: vendor lobby to open, league, teams (emblems under /media/teams), days and hour from seeding. */
const MATCHES: { vendor: string; league: string; home: string; away: string; days: number; hour: number }[] = [
  { vendor: 'PSB', league: 'PBA Commissioner’s Cup', home: 'Manila Stallions', away: 'Cebu Sharks', days: 0, hour: 19 },
  { vendor: 'DS88', league: 'Sabong Derby', home: 'Red Rooster', away: 'White Talisayin', days: 1, hour: 20 },
  { vendor: 'TF', league: 'MPL Philippines', home: 'Davao Titans', away: 'Iloilo Phoenix', days: 2, hour: 18 },
  { vendor: 'PSB', league: 'Premier Football', home: 'Northbridge FC', away: 'Harbor United', days: 3, hour: 22 },
  { vendor: 'PSB', league: 'PBA Commissioner’s Cup', home: 'Baguio Pines', away: 'Laguna Lakers', days: 6, hour: 19 },
  { vendor: 'TF', league: 'MPL Philippines', home: 'Quezon Kings', away: 'Bicol Volcanoes', days: 9, hour: 18 },
  { vendor: 'DS88', league: 'Sabong Derby', home: 'Golden Hatch', away: 'Black Kelso', days: 13, hour: 20 },
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The demo merchant's banners, notices, popups, hot matches and help (issue 11), in Tagalog and English. */
export async function seedDemoContent(tx: Tx, merchantId: number, now = new Date()) {
  const repo = contentRepo(tx);
  const announce = (value: object) =>
    repo.insert('announcement', merchantId, sanitised(announcementInput.parse(value)));
  for (const language of LANGUAGES) {
    for (const [i, b] of BANNERS.entries())
      await announce({
        type: 'B',
        language,
        groupName: b.group ?? 'm_home',
        title: b.title[language],
        content: b.content[language],
        imageUrl: `/media/banners/${b.art}.webp`,
        link: b.link,
        sortOrder: i,
      });
    for (const [i, n] of NOTICES.entries())
      await announce({ type: 'PL', language, title: n.title[language], content: n.content[language], sortOrder: i });
    for (const [i, p] of POPUPS.entries())
      await announce({
        type: 'PU',
        language,
        execution: p.execution,
        title: p.title[language],
        content: p.content[language],
        link: p.link,
        sortOrder: i,
      });
    for (const [i, n] of AGENT_NOTICES.entries())
      await announce({ type: 'A', language, title: n.title[language], content: n.content[language], sortOrder: i });
    for (const [i, h] of HELP.entries())
      await repo.insert(
        'help',
        merchantId,
        sanitised(
          helpEntryInput.parse({ language, title: h.title[language], content: h.content[language], sortOrder: i }),
        ),
      );
  }
  const lobbies = new Map<string, number>();
  for (const vendor of new Set(MATCHES.map((m) => m.vendor))) {
    const [lobby] = await tx
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.vendorCode, vendor), eq(games.gameCode, 'lobby')));
    if (lobby) lobbies.set(vendor, lobby.id);
  }
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  for (const [i, m] of MATCHES.entries()) {
    const nodeId = lobbies.get(m.vendor);
    if (!nodeId) continue;
    // Manila time (UTC+8): the hour the match starts there.
    const matchTime = new Date(day.getTime() + (m.days * 24 + m.hour - 8) * 3_600_000);
    // Team names read the same in both languages: written once, in the default (English falls back to it).
    await repo.insert(
      'hot-match',
      merchantId,
      hotMatchInput.parse({
        language: 'TY',
        league: m.league,
        homeTeam: m.home,
        awayTeam: m.away,
        homeTeamImageUrl: `/media/teams/${slug(m.home)}.webp`,
        awayTeamImageUrl: `/media/teams/${slug(m.away)}.webp`,
        matchTime: matchTime.toISOString(),
        vendor: m.vendor,
        roomId: 'lobby',
        nodeId,
        sortOrder: i,
      }),
    );
  }
}

function sanitised<T extends { content: string }>(input: T): T {
  return { ...input, content: sanitiseHtml(input.content) };
}

/** Messages in the demo player's centre: one to them, one to every player, one to everyone. */
export async function seedDemoMessages(tx: Tx, merchantId: number, playerId: number) {
  const repo = messagesRepo(tx);
  const base = { merchantId, memberId: null, minVipLevel: null, sentBy: 'seed' };
  await repo.insert({
    ...base,
    audience: 'all',
    title: 'Maintenance ng sistema sa Martes',
    content: sanitiseHtml('<p>Magkakaroon ng maintenance sa Martes, 02:00-04:00. Ligtas ang inyong balanse.</p>'),
  });
  await repo.insert({
    ...base,
    audience: 'players',
    title: 'Weekend Reload: 20% bonus',
    content: sanitiseHtml('<p>Mag-deposit ngayong weekend at makakuha ng <strong>20% bonus</strong>.</p>'),
  });
  await repo.insert({
    ...base,
    audience: 'member',
    memberId: playerId,
    title: 'Maligayang pagdating, Demo Player!',
    content: sanitiseHtml(
      '<p>Salamat sa pagsali sa Playdeck. Para sa tulong, buksan ang <a href="/m/help">Help Centre</a>.</p>',
    ),
  });
}
