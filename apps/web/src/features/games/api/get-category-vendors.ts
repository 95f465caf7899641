import type { vendorOfCategory } from '@playdeck/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type CategoryVendor = z.infer<typeof vendorOfCategory>;

/** Spec 9: vassal game types are asked with type id 1. */
const TYPE_ID = 1;

/** Spec 7 vassal game types: the vendors of a category with their game counts. */
export const getCategoryVendors = (gameType: string, signal?: AbortSignal) =>
  apiRequest<CategoryVendor[]>('/wps/game/vassalGameTypes', { query: { typeId: TYPE_ID, gameType }, signal });

export const categoryVendorsQuery = (gameType: string) =>
  queryOptions({
    queryKey: ['games', 'vassalGameTypes', gameType],
    queryFn: ({ signal }) => getCategoryVendors(gameType, signal),
    staleTime: 5 * 60_000,
  });
