import { errorEnvelope, okEnvelope } from '@playdeck/contracts';
import type { z } from 'zod';

/** Response schemas of a member API route: the value on 200, the error envelope otherwise. */
export function envelopeResponses<T extends z.ZodType>(value: T) {
  return {
    200: okEnvelope(value),
    '4xx': errorEnvelope,
    '5xx': errorEnvelope,
  } as const;
}

export function ok<T>(value: T): { success: true; value: T } {
  return { success: true, value };
}
