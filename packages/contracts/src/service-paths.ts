import { z } from 'zod';
import { httpUrl } from './urls';

/**
 * The service-version path list (spec 3): where the side bar and /m/service send a player for
 * help — live chat, messaging channels, social pages. Up to three `telegram` entries sit behind
 * the side bar's telegram-style entrance.
 */
export const SERVICE_PATH_TYPES = [
  'livechat',
  'telegram',
  'whatsapp',
  'messenger',
  'viber',
  'line',
  'facebook',
  'email',
  'other',
] as const;

export const servicePath = z.object({
  type: z.enum(SERVICE_PATH_TYPES),
  name: z.string().min(1).max(60),
  path: z.union([httpUrl, z.string().regex(/^mailto:[^\s<>"]{3,200}$/, 'a mailto: address')]),
});

export type ServicePath = z.infer<typeof servicePath>;

/** The service link call (spec 7): the list with each path sealed as spec 3 says. */
export const serviceLinkResponse = z.object({
  pathList: z.array(z.object({ type: z.enum(SERVICE_PATH_TYPES), name: z.string(), path: z.string() })),
});

export type ServiceLinkResponse = z.infer<typeof serviceLinkResponse>;

export { openServicePath, sealServicePath } from './service-path-cipher';
