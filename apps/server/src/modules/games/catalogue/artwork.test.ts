import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadSharp } from '../../../lib/sharp';
import { BANNER_HEIGHT, BANNER_SCENES, BANNER_WIDTH, bannerArtwork, bannerSvg } from '../../content/banner-artwork';
import { artworkPlan, artworkSvg, gameArtwork, subjectFor } from './artwork';

const game = (id: number, name: string, category = 'RNG', vendorCode = 'AUR') => ({ id, name, vendorCode, category });

/** Names as the demo seed makes them (demo-game-names.ts), English and Tagalog, every category. */
const DEMO = [
  game(1, 'Dice', 'RNG', 'INHOUSE'),
  game(2, 'Limbo', 'RNG', 'INHOUSE'),
  game(3, 'Lucky Sevens', 'RNG', 'INHOUSE'),
  game(4, 'Gintong Alamat'),
  game(5, 'Jade Bituin Alamat', 'RNG', 'JADE'),
  game(6, 'Apoy Isla'),
  game(7, 'Kulog Kaharian'),
  game(8, 'Mahiwagang Dragon Yaman', 'RNG', 'JADE'),
  game(9, 'Klasikong Imperyo Ikot'),
  game(10, 'Apoy Gubat Ikot'),
  game(11, 'Fire Tiger Legends', 'RNG', 'JADE'),
  game(12, 'Classic Phoenix'),
  game(13, 'Jade Koi Legends', 'RNG', 'JADE'),
  game(14, 'Crystal Ocean Spins'),
  game(15, 'Mystic Moon'),
  game(16, 'Golden Nights Legends', 'RNG', 'JADE'),
  game(17, 'Royal Festival'),
  game(18, 'Classic Pearl Legends'),
  game(19, 'Fire Lotus', 'RNG', 'JADE'),
  game(20, 'Thunder Fortune Gems'),
  game(21, 'Lucky Treasure', 'RNG', 'JADE'),
  game(22, 'Wild Sun Riches'),
  game(23, 'Mystic Temple'),
  game(24, 'Wild Reef Hunter', 'FISH', 'DBF'),
  game(25, 'Golden Shark Hunter', 'FISH', 'DBF'),
  game(26, 'Lucky Ocean Hunter', 'FISH', 'DBF'),
  game(27, 'Speed Baccarat 1', 'LIVE', 'RLV'),
  game(28, 'VIP Dragon Tiger 1', 'LIVE', 'RLV'),
  game(29, 'Mystic Tongits Table', 'PVP', 'CMS'),
  game(30, 'Sabong Arena Lobby', 'COCKFIGHT', 'DS88'),
  game(31, 'Pitch Sportsbook Lobby', 'SPORTS', 'PSB'),
  game(32, 'Arena eSports Lobby', 'ESPORTS', 'TF'),
];

describe('game artwork', () => {
  it('is a WebP, the same bytes for the same game every time', async () => {
    const art = await gameArtwork(game(4, 'Gintong Alamat'));
    expect(art.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(art.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await gameArtwork(game(4, 'Gintong Alamat'))).equals(art)).toBe(true);
    expect(artworkSvg(game(4, 'Gintong Alamat'))).toBe(artworkSvg(game(4, 'Gintong Alamat')));
  });

  it('picks the subject from the words of the name, English or Tagalog, else from the category', () => {
    const cases: [string, string, string][] = [
      ['Gintong Alamat', 'RNG', 'shield'],
      ['Jade Bituin Alamat', 'RNG', 'star'],
      ['Apoy Isla', 'RNG', 'island'],
      ['Kulog Kaharian', 'RNG', 'castle'],
      ['Mahiwagang Dragon', 'RNG', 'dragon'],
      ['Masuwerteng Tigre Yaman', 'RNG', 'tiger'],
      ['Klasikong Imperyo', 'RNG', 'palace'],
      ['Apoy Gubat Ikot', 'RNG', 'jungle'],
      ['Maharlikang Buwan', 'RNG', 'moon'],
      ['Gintong Araw', 'RNG', 'sun'],
      ['Mabangis na Kayamanan', 'RNG', 'chest'],
      ['Gintong Yaman', 'RNG', 'coins'],
      ['Jade Swerte', 'RNG', 'ingot'],
      ['Kristal Hiyas', 'RNG', 'gem'],
      ['Mahiwagang Perlas', 'RNG', 'pearl'],
      ['Masuwerteng Pito', 'RNG', 'seven'],
      ['Dais', 'RNG', 'dice'],
      ['Limbo', 'RNG', 'rocket'],
      ['Mines', 'RNG', 'bomb'],
      ['Plinko', 'RNG', 'plinko'],
      ['Apoy', 'RNG', 'flame'],
      ['Kulog', 'RNG', 'storm'],
      // A card game called Dragon Tiger is cards, not a dragon.
      ['Speed Dragon Tiger 1', 'LIVE', 'versus'],
      ['Mabilis na Dragon Tigre 1', 'LIVE', 'versus'],
      ['VIP Baccarat 2', 'LIVE', 'baccarat'],
      ['Classic Roulette 1', 'LIVE', 'roulette'],
      ['Royal Sicbo 1', 'LIVE', 'sicbo'],
      ['Golden Blackjack 3', 'LIVE', 'blackjack'],
      ['Wild Tongits Table', 'PVP', 'cardfan'],
      ['Mystic Poker Table', 'PVP', 'poker'],
      ['Golden Mahjong Table', 'PVP', 'mahjong'],
      ['Mabangis na Pating Mangangaso', 'FISH', 'shark'],
      ['Lucky Whale Hunter', 'FISH', 'whale'],
      // In a fishing game the ocean is a sea monster's; elsewhere it is a seascape.
      ['Lucky Ocean Hunter', 'FISH', 'octopus'],
      ['Lucky Ocean', 'RNG', 'ocean'],
      ['Lobby ng Sabong Arena', 'COCKFIGHT', 'rooster'],
      ['Arena eSports Lobby', 'ESPORTS', 'controller'],
      ['Pitch Sportsbook Lobby', 'SPORTS', 'football'],
      ['Something Else', 'RNG', 'slot'],
      ['Table 7', 'LIVE', 'cards'],
      ['Draw 5', 'LOTT', 'lottery'],
      ['Mangangaso', 'FISH', 'reef'],
    ];
    for (const [name, category, subject] of cases) expect([name, subjectFor(name, category)]).toEqual([name, subject]);
  });

  it('draws the demo games in many subjects and palettes, every picture its own', async () => {
    const plans = DEMO.map(artworkPlan);
    expect(new Set(plans.map((p) => p.subject)).size).toBeGreaterThanOrEqual(28);
    expect(new Set(plans.map((p) => p.palette)).size).toBeGreaterThanOrEqual(8);
    const pictures = await Promise.all(DEMO.map(gameArtwork));
    const digests = new Set(pictures.map((p) => createHash('sha256').update(p).digest('hex')));
    expect(digests.size).toBe(DEMO.length);
  });

  it('varies two games of the same subject, and draws with shapes only (no text, no outside images)', () => {
    const a = game(40, 'Golden Dragon');
    const b = game(41, 'Golden Dragon Spins');
    expect(artworkPlan(a).subject).toBe(artworkPlan(b).subject);
    expect(artworkSvg(a)).not.toBe(artworkSvg(b));
    for (const g of DEMO) expect(artworkSvg(g)).not.toMatch(/<text|<image|href=|@import|font-family/);
  });
});

describe('banner artwork (/media/banners)', () => {
  it('has the scenes of the demo banners and promotions, and none for other names', async () => {
    expect(BANNER_SCENES).toEqual(
      expect.arrayContaining(['welcome', 'originals', 'sabong', 'register', 'invite', 'missions', 'race', 'vip']),
    );
    expect(await bannerArtwork('nothing')).toBeUndefined();
    // A name of the object's own prototype is no scene either (the route lets lowercase words through).
    expect(bannerSvg('constructor')).toBeUndefined();
  });

  it('draws every scene as its own WebP of the banner size, the same bytes every time, with shapes only', async () => {
    const sharp = await loadSharp();
    const digests = new Set<string>();
    for (const scene of BANNER_SCENES) {
      const art = (await bannerArtwork(scene)) as Buffer;
      expect((await bannerArtwork(scene))?.equals(art), scene).toBe(true);
      expect(await sharp(art).metadata(), scene).toMatchObject({
        format: 'webp',
        width: BANNER_WIDTH,
        height: BANNER_HEIGHT,
      });
      digests.add(createHash('sha256').update(art).digest('hex'));
      // No words in the picture: the headline is laid over it in the reader's language.
      expect(bannerSvg(scene), scene).not.toMatch(/<text|<image|href=|@import|font-family/);
    }
    expect(digests.size).toBe(BANNER_SCENES.length);
  });
});
