import {
  GAME_CATEGORIES,
  type GameCategoryCode,
  LISTED_CATEGORIES,
  LOTTERY_CATEGORIES,
} from '@playdeck/contracts/game-constants';

export const isGameCategory = (value: string | null | undefined): value is GameCategoryCode =>
  (GAME_CATEGORIES as readonly string[]).includes(value ?? '');

/** Spec 2 Home order: HOT, RNG, FISH, LIVE, PVP, COCKFIGHT, SPORTS, ESPORTS, then the others. */
export function sortCategories<T>(items: T[], categoryOf: (item: T) => string): T[] {
  const rank = (item: T) => {
    const index = (GAME_CATEGORIES as readonly string[]).indexOf(categoryOf(item));
    return index < 0 ? GAME_CATEGORIES.length : index;
  };
  return [...items].sort((a, b) => rank(a) - rank(b));
}

export const isLottery = (category: string) => (LOTTERY_CATEGORIES as readonly string[]).includes(category);

/** How a category's panel shows on home (spec 2 Home: popular games view). */
export type PanelKind = 'hot' | 'list' | 'inhouse' | 'tiles';

export function panelKindOf(category: string): PanelKind {
  if (category === 'HOT') return 'hot';
  if (category === 'INHOUSE') return 'inhouse';
  if ((LISTED_CATEGORIES as readonly string[]).includes(category)) return 'list';
  return 'tiles';
}

/** Spec 2 filter panel links: LOTT (and the Vietnamese lottery) go to /m/lottery, ELOTT is left out, the others list their games. */
export function categoryLink(category: string): string | null {
  if (category === 'ELOTT') return null;
  if (category === 'LOTT' || category === 'VNLOTT') return '/m/lottery';
  return `/m/gameList?gameType=${category}`;
}

/**
 * Spec 5 filters: classifications only where the category has them (never FISH), "new" for
 * RNG; the minimum-bet filter only for RNG (INHOUSE is the in-house vendor's RNG list).
 */
export const filterRulesOf = (category: string) => {
  const rng = category === 'RNG' || category === 'INHOUSE';
  return {
    classifications: category !== 'FISH' && category !== 'HOT',
    panelClassifications: rng,
    newGames: rng,
    minBet: rng,
    vendors: category !== 'HOT' && category !== 'INHOUSE',
  };
};
