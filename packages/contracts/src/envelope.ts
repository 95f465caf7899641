import { z } from 'zod';
import { errorCodes } from './errors';

/** Every successful answer: `{ success: true, value }`. */
export function okEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

/** One field that failed validation, with its message in the request's language. */
export const fieldError = z.object({
  field: z.string(),
  message: z.string(),
});

/** Every failed answer: a code from the closed list and a message in the request's language. */
export const errorEnvelope = z.object({
  success: z.literal(false),
  errorCode: z.enum(errorCodes),
  message: z.string(),
  data: z
    .object({
      fields: z.array(fieldError).optional(),
      retryAfterSeconds: z.number().int().optional(),
    })
    .catchall(z.unknown())
    .optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
export type OkEnvelope<T> = { success: true; value: T };
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;
