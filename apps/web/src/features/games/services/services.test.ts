import type { VendorItem } from '@playdeck/contracts';
import { describe, expect, it } from 'vitest';
import { betStatusKey, fairnessPath, inhouseNonce } from './bet-status';
import { categoryLink, filterRulesOf, panelKindOf, sortCategories } from './categories';
import { imageUrl } from './image-cdn';
import { backAddress, lotteryLaunchPath, pageBackPath, prizeModeOf } from './launch-target';
import { serverRange } from './record-range';
import { planLaunch } from './resolve-launch';
import { splitSportsVendors } from './sports-split';

const vendor = (vassalage: string, category: string, extra: Partial<VendorItem> = {}): VendorItem => ({
  vassalage,
  name: vassalage,
  gameType: category,
  gameCategory: category,
  gameId: 'lobby',
  nodeId: 7,
  mobileLargeIcon: `/media/X/vendors/${vassalage}-large.webp`,
  mobileSmallIcon: `/media/X/vendors/${vassalage}-white.webp`,
  accountTypeName: vassalage,
  ...extra,
});

describe('categories (spec 2 Home, spec 5 filters)', () => {
  it('orders HOT, RNG, FISH, LIVE, PVP, COCKFIGHT, SPORTS, ESPORTS, then the others', () => {
    const sorted = sortCategories(['INHOUSE', 'SPORTS', 'HOT', 'LIVE', 'RNG', 'ESPORTS'], (c) => c);
    expect(sorted).toEqual(['HOT', 'RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'INHOUSE']);
  });

  it('shows hot as a grid, RNG/PVP/LIVE/FISH and INHOUSE as lists, the others as vendor tiles', () => {
    expect(['HOT', 'RNG', 'FISH', 'INHOUSE', 'COCKFIGHT', 'LOTT'].map(panelKindOf)).toEqual([
      'hot',
      'list',
      'list',
      'inhouse',
      'tiles',
      'tiles',
    ]);
  });

  it('links LOTT to /m/lottery and leaves ELOTT out', () => {
    expect(categoryLink('LOTT')).toBe('/m/lottery');
    expect(categoryLink('ELOTT')).toBeNull();
    expect(categoryLink('FISH')).toBe('/m/gameList?gameType=FISH');
  });

  it('offers classification and minimum bet for RNG only, never classification for FISH', () => {
    expect(filterRulesOf('RNG')).toMatchObject({ panelClassifications: true, minBet: true, newGames: true });
    expect(filterRulesOf('FISH')).toMatchObject({ classifications: false, panelClassifications: false, minBet: false });
    expect(filterRulesOf('LIVE')).toMatchObject({ panelClassifications: false, minBet: false });
  });
});

describe('sports split (spec 4)', () => {
  it('moves TF to e-sports and DS88 to cockfight, keeping the other sports', () => {
    const split = splitSportsVendors({
      SPORTS: [vendor('PSB', 'SPORTS'), vendor('TF', 'SPORTS'), vendor('DS88', 'SPORTS')],
    });
    expect(split.SPORTS?.map((v) => v.vassalage)).toEqual(['PSB']);
    expect(split.ESPORTS?.map((v) => [v.vassalage, v.gameCategory])).toEqual([['TF', 'ESPORTS']]);
    expect(split.COCKFIGHT?.map((v) => [v.vassalage, v.gameCategory])).toEqual([['DS88', 'COCKFIGHT']]);
  });

  it('leaves a catalogue that already files them apart as it is, without duplicates', () => {
    const mapping = { ESPORTS: [vendor('TF', 'ESPORTS')], SPORTS: [vendor('PSB', 'SPORTS')] };
    expect(splitSportsVendors(mapping)).toEqual(mapping);
  });
});

describe('launch targets', () => {
  it('keeps a plain back address, drops a query the launch call would refuse', () => {
    expect(backAddress({ pathname: '/m/gameList', search: '?gameType=RNG&tab=fav' })).toBe(
      '/m/gameList?gameType=RNG&tab=fav',
    );
    expect(backAddress({ pathname: '/m/gameList', search: '?gameType=RNG&q=golden%20dragon' })).toBe('/m/gameList');
  });

  it('reads pageBack as the spec writes it (home) or as a site path; anything else is home', () => {
    expect(pageBackPath(null)).toBe('/m/home');
    expect(pageBackPath('home')).toBe('/m/home');
    expect(pageBackPath('/m/gameList?gameType=FISH')).toBe('/m/gameList?gameType=FISH');
    expect(pageBackPath('https://evil.example')).toBe('/m/home');
    expect(pageBackPath('/m//evil.example')).toBe('/m/home');
  });

  it('picks the prize mode from the lottery entries of the vendor data (spec 4)', () => {
    expect(prizeModeOf({ VNLOTT: [vendor('V', 'VNLOTT')] })).toBe('Lott');
    expect(prizeModeOf({ RNG: [vendor('A', 'RNG')] })).toBe('ZY');
    expect(lotteryLaunchPath({ prizeMode: 'Lott', code: '', back: '/m/home' })).toBe(
      '/m/launchGame?playType=Tradition&prize_mode=Lott&code=lobby&pageBack=%2Fm%2Fhome',
    );
  });

  it('plans a launch from a card, from a lottery code, or says it is unknown', () => {
    const card = new URLSearchParams('vendor=INHOUSE&gameId=dice&nodeId=1&accountType=0&pageBack=/m/home');
    expect(planLaunch(card, undefined)).toEqual({
      kind: 'ready',
      vendor: 'INHOUSE',
      request: { vendor: 'INHOUSE', gameId: 'dice', nodeId: 1, accountType: '0', pageBack: '/m/home' },
    });
    const lottery = new URLSearchParams('playType=Tradition&prize_mode=Lott');
    expect(planLaunch(lottery, undefined)).toEqual({ kind: 'needs-vendors' });
    expect(planLaunch(lottery, { LOTT: [vendor('L1', 'LOTT')] })).toMatchObject({
      kind: 'ready',
      request: { vendor: 'L1', gameId: 'lobby', nodeId: 7, accountType: '1' },
    });
    expect(planLaunch(lottery, { RNG: [vendor('A', 'RNG')] })).toEqual({ kind: 'unknown' });
    expect(planLaunch(new URLSearchParams('vendor=X&gameId=y&nodeId=-1'), undefined)).toEqual({ kind: 'unknown' });
  });

  it('opens Playdeck’s own lotteries on their screens: a card on its bet screen, a prize mode on the lobby', () => {
    const card = new URLSearchParams('vendor=PDLOT&gameId=VN-north&nodeId=9&pageBack=/m/home');
    expect(planLaunch(card, undefined)).toEqual({ kind: 'site', path: '/m/startLottery?game=VN-north' });
    const mapping = { VNLOTT: [vendor('PDLOT', 'VNLOTT')], ELOTT: [vendor('PDLOT', 'ELOTT')] };
    expect(planLaunch(new URLSearchParams('playType=Tradition&prize_mode=Lott&code=lobby'), mapping)).toEqual({
      kind: 'site',
      path: '/m/lottery',
    });
    expect(planLaunch(new URLSearchParams('prize_mode=Elott'), mapping)).toEqual({
      kind: 'site',
      path: '/m/lottery?playType=Entertainment',
    });
    expect(planLaunch(new URLSearchParams('prize_mode=Elott&code=5D-3'), mapping)).toEqual({
      kind: 'site',
      path: '/m/startLottery?game=5D-3',
    });
    expect(planLaunch(new URLSearchParams('prize_mode=Lott&code=nope'), mapping)).toEqual({ kind: 'unknown' });
    expect(categoryLink('VNLOTT')).toBe('/m/lottery');
  });

  it('opens the game lobby when the launch page is given nothing to launch (spec 2: code defaults to lobby)', () => {
    expect(planLaunch(new URLSearchParams(''), undefined)).toEqual({ kind: 'lobby' });
    expect(planLaunch(new URLSearchParams('pageBack=home'), undefined)).toEqual({ kind: 'lobby' });
    expect(planLaunch(new URLSearchParams('vendor=X'), undefined)).toEqual({ kind: 'unknown' });
  });
});

describe('image CDN (spec 2 vendor tile)', () => {
  it('puts one of the merchant CDNs in front of a path, and leaves it alone without one', () => {
    expect(imageUrl('/media/games/1.webp', [])).toBe('/media/games/1.webp');
    const url = imageUrl('/media/games/1.webp', ['https://a.cdn.example/', 'https://b.cdn.example']);
    expect(['https://a.cdn.example/media/games/1.webp', 'https://b.cdn.example/media/games/1.webp']).toContain(url);
    // The same CDN for the whole page load.
    expect(imageUrl('/media/games/2.webp', ['https://a.cdn.example/', 'https://b.cdn.example'])).toBe(
      url.replace('1.webp', '2.webp'),
    );
    expect(imageUrl('https://elsewhere.example/x.webp', ['https://a.cdn.example'])).toBe(
      'https://elsewhere.example/x.webp',
    );
  });
});

describe('betting record range', () => {
  it('covers the player’s own days with the UTC days the server counts', () => {
    const range = serverRange({ from: '2026-11-22', to: '2026-11-22' });
    expect(range.inRange(new Date(2026, 10, 22, 0, 0).toISOString())).toBe(true);
    expect(range.inRange(new Date(2026, 10, 21, 23, 59).toISOString())).toBe(false);
    expect(range.inRange(new Date(2026, 10, 23, 0, 0).toISOString())).toBe(false);
    expect(range.from <= '2026-11-22' && range.to >= '2026-11-21').toBe(true);
  });
});

describe('bet detail (issue 8 items 13 and 22)', () => {
  const round = { vendorCode: 'INHOUSE', gameCode: 'dice', gameId: 7, roundId: '12:34' };

  it('names a round the platform refunded on timeout apart from a vendor rollback', () => {
    expect(betStatusKey({ status: 'rolled_back', refundReason: 'timeout' })).toBe('record_status_timeout');
    expect(betStatusKey({ status: 'rolled_back', refundReason: 'vendor' })).toBe('record_status_rolled_back');
    expect(betStatusKey({ status: 'settled', refundReason: null })).toBe('record_status_settled');
  });

  it('links an in-house round to its game’s fairness panel with its nonce; a vendor round has none', () => {
    expect(inhouseNonce(round)).toBe(34);
    const path = fairnessPath(round) ?? '';
    const search = new URL(path, 'http://x').searchParams;
    expect(path.startsWith('/m/launchGame?')).toBe(true);
    expect(Object.fromEntries(search)).toMatchObject({ vendor: 'INHOUSE', gameId: 'dice', nodeId: '7', fair: '1' });
    expect(fairnessPath({ ...round, vendorCode: 'AUR' })).toBeNull();
    expect(inhouseNonce({ ...round, vendorCode: 'AUR' })).toBeNull();
  });
});
