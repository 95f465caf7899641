import { INHOUSE_LOTTERY_VENDOR } from '@playdeck/contracts/game-constants';
import { useCallback } from 'react';
import { useLocation, useNavigate } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { backAddress, type GameTarget, launchPagePath, loginPath } from '../services/launch-target';

/**
 * Opens a game or a vendor's lobby: a visitor goes to /m/login first (spec 5); a member goes
 * to the launch page, which asks for the game's address and shows progress or the error.
 */
export function useOpenGame() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (game: GameTarget, accountType: 0 | 1 = 1) => {
      // Playdeck's own lotteries are screens of the site, open to visitors (placing asks to log in).
      if (game.vassalage === INHOUSE_LOTTERY_VENDOR) {
        navigate(`/m/startLottery?game=${encodeURIComponent(game.gameId)}`);
        return;
      }
      if (!session) {
        navigate(loginPath(location));
        return;
      }
      navigate(launchPagePath(game, { accountType, back: backAddress(location) }));
    },
    [session, navigate, location],
  );
}
