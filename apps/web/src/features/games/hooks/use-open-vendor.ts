import type { VendorItem } from '@playdeck/contracts';
import { INHOUSE_LOTTERY_VENDOR } from '@playdeck/contracts/game-constants';
import { useCallback } from 'react';
import { useLocation, useNavigate } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { useVendorData } from '../api/get-vendor-data';
import { isLottery } from '../services/categories';
import { backAddress, launchPagePath, loginPath, lotteryLaunchPath, prizeModeOf } from '../services/launch-target';

/**
 * Spec 2 vendor tile: no session goes to /m/login; lottery vendors go to /m/launchGame with
 * the prize mode; the others launch their lobby game (category, vendor, gameId, nodeId); a
 * vendor without a lobby shows its games instead.
 */
export function useOpenVendor() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { data } = useVendorData();
  return useCallback(
    (vendor: VendorItem) => {
      // Spec 2: a lottery vendor's lobby opens through the lottery launcher: Playdeck's is /m/lottery.
      if (vendor.vassalage === INHOUSE_LOTTERY_VENDOR) {
        navigate(vendor.gameCategory === 'ELOTT' ? '/m/lottery?playType=Entertainment' : '/m/lottery');
        return;
      }
      const lottery = isLottery(vendor.gameCategory);
      if (!lottery && !(vendor.nodeId > 0 && vendor.gameId)) {
        // Browsing a vendor's games needs no session (spec 6: visitors browse games).
        navigate(`/m/gameList?gameType=${vendor.gameCategory}&vendor=${vendor.vassalage}`);
        return;
      }
      if (!session) {
        navigate(loginPath(location));
        return;
      }
      const back = backAddress(location);
      if (lottery) {
        navigate(lotteryLaunchPath({ prizeMode: prizeModeOf(data?.mapping ?? {}), code: vendor.gameId, back }));
        return;
      }
      const lobby = {
        vassalage: vendor.vassalage,
        gameId: vendor.gameId,
        nodeId: vendor.nodeId,
        gameCategory: vendor.gameCategory,
      };
      navigate(launchPagePath(lobby, { accountType: 1, back }));
    },
    [session, navigate, location, data],
  );
}
