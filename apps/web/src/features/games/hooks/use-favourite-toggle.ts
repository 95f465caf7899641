import type { GameItem } from '@playdeck/contracts';
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/errors';
import { i18n } from '../../../lib/i18n';
import { useQueryClient } from '../../../lib/query';
import { useLocation, useNavigate } from '../../../lib/router';
import { currentToken } from '../../../lib/session';
import { addFavourite } from '../api/add-favourite';
import { favouriteIdsQuery } from '../api/get-favourite-ids';
import { removeFavourite } from '../api/remove-favourite';
import { loginPath } from '../services/launch-target';

/**
 * Spec 4 favourites: the id list changes at once (optimistic), then the server is told; adding
 * a game already there is skipped; a refusal puts the list back and says why. Spec 5: a
 * visitor goes to /m/login first.
 */
export function useFavouriteToggle() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(
    async (game: Pick<GameItem, 'nodeId' | 'vassalage'>) => {
      const token = currentToken();
      if (!token) {
        navigate(loginPath(location));
        return;
      }
      const { queryKey } = favouriteIdsQuery(token);
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey) ?? [];
      const adding = !before.includes(game.nodeId);
      queryClient.setQueryData(queryKey, adding ? [game.nodeId, ...before] : before.filter((id) => id !== game.nodeId));
      try {
        await (adding ? addFavourite(game) : removeFavourite(game));
        // The favourites tab pages are rebuilt from the server next time they are shown.
        void queryClient.invalidateQueries({ queryKey: ['games', 'favourites', token], refetchType: 'none' });
      } catch (error) {
        queryClient.setQueryData(queryKey, (now: number[] | undefined) =>
          adding ? (now ?? []).filter((id) => id !== game.nodeId) : [game.nodeId, ...(now ?? [])],
        );
        // The error words load only when one is needed (they are not part of home's load).
        await i18n.loadNamespaces('errors');
        toast.error(errorText(error, i18n.t));
      }
    },
    [queryClient, navigate, location],
  );
}
