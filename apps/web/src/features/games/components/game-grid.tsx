import type { GameItem } from '@playdeck/contracts';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { afterLoad } from '../../../lib/after-load';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { useOpenGame } from '../hooks/use-open-game';
import { GameCard, GameCardSkeleton } from './game-card';
import styles from './game-grid.module.css';

/**
 * The play-or-fun sheet opens on a tap, so its code (the sheet, its focus trap, its buttons) is
 * not part of a screen's first load (issue 16); it is asked for once the page has loaded.
 */
const loadPlaySheet = () => import('./play-sheet');
const PlaySheet = lazy(() => loadPlaySheet().then((module) => ({ default: module.PlaySheet })));

interface GameGridProps {
  games: GameItem[];
  /** Skeleton cards to show after the games (first load or the next page on its way). */
  skeletons?: number;
  /** A last cell after the games (a "see all" link on home). */
  trailing?: ReactNode;
  testId?: string;
  /** How many of the first cards are surely on the first screen (their images load at once). */
  eager?: number;
}

/**
 * A grid of game cards. A card opens its game (a visitor goes to log in first, spec 5); a game
 * with free play first offers real play or play for fun.
 */
export function GameGrid({ games, skeletons = 0, trailing, testId, eager = 0 }: GameGridProps) {
  const favourites = useFavouriteIds();
  const toggleFavourite = useFavouriteToggle();
  const openGame = useOpenGame();
  const [choosing, setChoosing] = useState<GameItem | null>(null);
  useEffect(() => {
    void afterLoad().then(loadPlaySheet);
  }, []);

  const open = (game: GameItem) => {
    if (game.supportPlay) setChoosing(game);
    else openGame(game);
  };

  return (
    <>
      <div className={styles.grid} data-testid={testId}>
        {games.map((game, index) => (
          <GameCard
            key={game.nodeId}
            eager={index < eager}
            game={game}
            favourite={favourites.has(game.nodeId)}
            onOpen={open}
            onFavourite={toggleFavourite}
          />
        ))}
        {Array.from({ length: skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <GameCardSkeleton key={`skeleton-${i}`} />
        ))}
        {trailing}
      </div>
      {choosing && (
        <Suspense fallback={null}>
          <PlaySheet
            game={choosing}
            favourite={favourites.has(choosing.nodeId)}
            onFavourite={() => void toggleFavourite(choosing)}
            onClose={() => setChoosing(null)}
            onPlay={(accountType) => {
              setChoosing(null);
              openGame(choosing, accountType);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
