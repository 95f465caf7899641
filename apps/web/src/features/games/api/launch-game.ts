import type { launchResponse } from '@playdeck/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type LaunchAnswer = z.infer<typeof launchResponse>;

export interface LaunchRequest {
  vendor: string;
  gameId: string;
  nodeId: number;
  /** Spec 2 (free play): 0 plays with play money, 1 for real. */
  accountType: 0 | 1;
  /** The site path the game's back button returns to. */
  pageBack: string;
}

/** Spec 7 launch: GET /wps/game/launchGame with vendor, gameId (roomId), nodeId, showChoice false. */
export const launchGame = (request: LaunchRequest) =>
  apiRequest<LaunchAnswer>('/wps/game/launchGame', {
    query: {
      vendor: request.vendor,
      gameId: request.gameId,
      nodeId: request.nodeId,
      showChoice: false,
      accountType: request.accountType,
      pageBack: request.pageBack,
    },
  });

export const useLaunchGame = () => useMutation({ mutationFn: launchGame });
