import type { InputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useMutation } from '../../../lib/query/use-mutation';

/** What a launch names: vendor, gameId (roomId), nodeId, accountType (spec 2 free play: 0 play money, 1 real) and pageBack. */
export type LaunchRequest = Omit<InputOf<'launchGame'>['query'], 'showChoice'>;

/** Spec 7 launch: a GET with vendor, gameId (roomId), nodeId, showChoice false. */
export const launchGame = (request: LaunchRequest) =>
  callApi(routes.launchGame, {
    query: {
      vendor: request.vendor,
      gameId: request.gameId,
      nodeId: request.nodeId,
      showChoice: 'false',
      accountType: request.accountType,
      pageBack: request.pageBack,
    },
  });

export const useLaunchGame = () => useMutation({ mutationFn: launchGame });
