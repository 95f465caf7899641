import { z } from 'zod';
import { cursorPage } from './wallet';

/**
 * Who a message is for: one member, a group (players, agents, VIP level N and up), or everyone.
 * A group or everyone means the members registered when it is sent, and a group is judged when
 * the member reads (a player who becomes VIP 3 sees the VIP 3 messages sent after registering).
 */
export const MESSAGE_AUDIENCES = ['all', 'member', 'players', 'agents', 'vip'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

/** What an operator writes: a title and its HTML (sanitised when stored). */
export const messageInput = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().max(20_000),
});

export type MessageInput = z.infer<typeof messageInput>;

/** A message as its member sees it (spec 2 /m/webEmail). */
export const memberMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});

export type MemberMessage = z.infer<typeof memberMessage>;

export const messagesPage = cursorPage(memberMessage);

export const messagesQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
  unreadOnly: z.enum(['true', 'false']).optional(),
});

export const messageParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
