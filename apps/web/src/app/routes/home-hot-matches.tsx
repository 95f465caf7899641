import HotMatchTicker from '../../features/content/components/hot-match-ticker';
import { useOpenGame } from '../../features/games/hooks/use-open-game';

/** Home's hot-match ticker, each match opening its game (content's ticker, games' launcher). */
export default function HomeHotMatches() {
  const openGame = useOpenGame();
  return (
    <HotMatchTicker
      onPlay={(match) => openGame({ vassalage: match.vendor, gameId: match.roomId, nodeId: match.nodeId })}
    />
  );
}
