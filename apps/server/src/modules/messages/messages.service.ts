import { type MemberMessage, type MessageAudience, messageInput, type messagesQuery } from '@playdeck/contracts';
import type { z } from 'zod';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { recordAudit } from '../../infra/audit/audit.repo';
import { AppError } from '../../lib/errors';
import { sanitiseHtml } from '../../lib/sanitise-html';
import { membersRepo } from '../member-centre/members.repo';
import { breakRowsOf } from '../responsible-gaming/rg-history';
import { messagesRepo, type Reader } from './messages.repo';

/** Who an operator sends to: everyone, a group, or one member by user name. */
export type Recipients =
  | { audience: 'all' | 'players' | 'agents' }
  | { audience: 'vip'; minVipLevel: number }
  | { audience: 'member'; username: string };

export class MessageInputError extends Error {}

/** The message centre (spec 2 /m/webEmail): what a member reads, and what operators send. */
export function createMessageCentre({ db }: { db: Db }) {
  async function readerOf(merchantId: number, memberId: number): Promise<Reader> {
    const member = await membersRepo(db, merchantId).byId(memberId);
    if (!member) throw new AppError('resource.not.found');
    // Only a member who ever took a break has an end on record: the others cost no query.
    return { ...member, breaks: member.excludedUntil ? await breakRowsOf(db, memberId) : [] };
  }

  const found = (written: number) => {
    if (written === 0) throw new AppError('resource.not.found');
    return {};
  };

  return {
    async page(merchantId: number, memberId: number, query: z.infer<typeof messagesQuery>) {
      const reader = await readerOf(merchantId, memberId);
      const rows = await messagesRepo(db).page(reader, {
        cursor: query.cursor === undefined ? undefined : Number(query.cursor),
        size: query.pageSize,
        unreadOnly: query.unreadOnly === 'true',
      });
      const content: MemberMessage[] = rows.slice(0, query.pageSize).map((row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        createdAt: row.createdAt.toISOString(),
        read: row.readAt !== null,
      }));
      const more = rows.length > query.pageSize;
      return { content, nextCursor: more ? String(content.at(-1)?.id) : null };
    },

    count: async (merchantId: number, memberId: number) => messagesRepo(db).count(await readerOf(merchantId, memberId)),
    unreadCount: async (merchantId: number, memberId: number) =>
      messagesRepo(db).unreadCount(await readerOf(merchantId, memberId)),
    read: async (merchantId: number, memberId: number, id: number) =>
      found(await messagesRepo(db).markRead(await readerOf(merchantId, memberId), id)),
    readAll: async (merchantId: number, memberId: number) => {
      await messagesRepo(db).markAllRead(await readerOf(merchantId, memberId));
      return {};
    },
    remove: async (merchantId: number, memberId: number, id: number) =>
      found(await messagesRepo(db).markDeleted(await readerOf(merchantId, memberId), id)),

    /** An operator's message, sanitised, audited. */
    async send(merchantId: number, to: Recipients, value: unknown, actor: string) {
      const parsed = messageInput.safeParse(value);
      if (!parsed.success)
        throw new MessageInputError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      let memberId: number | null = null;
      if (to.audience === 'member') {
        const member = await membersRepo(db, merchantId).byUsername(to.username);
        if (!member) throw new MessageInputError(`No member ${to.username}.`);
        memberId = member.id;
      }
      const audience: MessageAudience = to.audience;
      return withTransaction(db, async (tx) => {
        const row = await messagesRepo(tx).insert({
          merchantId,
          audience,
          memberId,
          minVipLevel: to.audience === 'vip' ? to.minVipLevel : null,
          title: parsed.data.title,
          content: sanitiseHtml(parsed.data.content),
          sentBy: actor,
        });
        await recordAudit(tx, {
          merchantId,
          actor,
          action: 'message.send',
          target: `message:${row.id}`,
          detail: { audience },
        });
        return row;
      });
    },

    list: (merchantId: number) => messagesRepo(db).list(merchantId, 100),

    async withdraw(merchantId: number, id: number, actor: string) {
      return withTransaction(db, async (tx) => {
        const removed = await messagesRepo(tx).remove(merchantId, id);
        if (removed) await recordAudit(tx, { merchantId, actor, action: 'message.delete', target: `message:${id}` });
        return removed;
      });
    },
  };
}

export type MessageCentre = ReturnType<typeof createMessageCentre>;
