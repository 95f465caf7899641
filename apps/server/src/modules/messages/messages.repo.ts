import { CUSTOMER_TYPE, type MessageAudience } from '@playdeck/contracts';
import { and, count, desc, eq, gte, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw';
import { memberMessageStates, memberMessages } from '../../db/schema';
import type { Executor } from '../../db/types';
import type { MemberRow } from '../member-centre/members.repo';

export type MessageRow = typeof memberMessages.$inferSelect;

/**
 * The member a question is about, with what decides which groups they are in, and their breaks
 * (cool-offs and self-exclusions): what was sent to a group during one is never theirs (issue 15:
 * marketing stops), what was sent to them by name still is.
 */
export type Reader = Pick<MemberRow, 'id' | 'merchantId' | 'customerType' | 'vipLevel' | 'registeredAt'> & {
  breaks: readonly { startsAt: Date; endsAt: Date | null }[];
};

const AGENT_TYPES: number[] = [CUSTOMER_TYPE.AGENT, CUSTOMER_TYPE.TOP_AGENT];

/**
 * The messages a member may see: their own, and those to everyone or to a group they are in that
 * were sent since they registered.
 */
function visibleTo(reader: Reader): SQL {
  const groups: SQL[] = [eq(memberMessages.audience, 'all')];
  if (reader.customerType === CUSTOMER_TYPE.PLAYER) groups.push(eq(memberMessages.audience, 'players'));
  if (AGENT_TYPES.includes(reader.customerType)) groups.push(eq(memberMessages.audience, 'agents'));
  groups.push(and(eq(memberMessages.audience, 'vip'), lte(memberMessages.minVipLevel, reader.vipLevel)) as SQL);
  return and(
    eq(memberMessages.merchantId, reader.merchantId),
    or(
      and(eq(memberMessages.audience, 'member'), eq(memberMessages.memberId, reader.id)),
      and(
        gte(memberMessages.createdAt, reader.registeredAt),
        or(...groups),
        ...reader.breaks.map((gap) =>
          gap.endsAt
            ? or(lt(memberMessages.createdAt, gap.startsAt), gte(memberMessages.createdAt, gap.endsAt))
            : lt(memberMessages.createdAt, gap.startsAt),
        ),
      ),
    ),
    // Not deleted by this member.
    isNull(memberMessageStates.deletedAt),
  ) as SQL;
}

export function messagesRepo(db: Executor) {
  /** The messages joined with this reader's state of each. */
  const withState = (reader: Reader) =>
    and(eq(memberMessageStates.messageId, memberMessages.id), eq(memberMessageStates.memberId, reader.id));

  const countWhere = async (reader: Reader, extra?: SQL) => {
    const [row] = await db
      .select({ n: count() })
      .from(memberMessages)
      .leftJoin(memberMessageStates, withState(reader))
      .where(and(visibleTo(reader), extra));
    return row?.n ?? 0;
  };

  /**
   * Writes this reader's state of the visible messages (one, or every unread one when `id` is
   * undefined); answers how many it wrote, 0 when the message is not theirs to see.
   */
  const mark = async (reader: Reader, id: number | undefined, state: 'read_at' | 'deleted_at') => {
    const visible = db
      .select({ id: memberMessages.id })
      .from(memberMessages)
      .leftJoin(memberMessageStates, withState(reader))
      .where(and(visibleTo(reader), id === undefined ? isNull(memberMessageStates.readAt) : eq(memberMessages.id, id)));
    const column = sql.identifier(state);
    const rows = await rawRows<{ message_id: number }>(
      db,
      sql`insert into member_message_states (message_id, member_id, ${column})
          select visible.id, ${reader.id}, now() from (${visible}) as visible
          on conflict (member_id, message_id)
          -- The first time stays the time it happened.
          do update set ${column} = coalesce(member_message_states.${column}, excluded.${column})
          returning message_id`,
    );
    return rows.length;
  };

  return {
    /** Newest first, from before `cursor` (an id), one more than asked to tell whether a next page exists. */
    page(reader: Reader, { cursor, size, unreadOnly }: { cursor?: number; size: number; unreadOnly: boolean }) {
      return db
        .select({
          id: memberMessages.id,
          title: memberMessages.title,
          content: memberMessages.content,
          createdAt: memberMessages.createdAt,
          readAt: memberMessageStates.readAt,
        })
        .from(memberMessages)
        .leftJoin(memberMessageStates, withState(reader))
        .where(
          and(
            visibleTo(reader),
            cursor === undefined ? undefined : lt(memberMessages.id, cursor),
            unreadOnly ? isNull(memberMessageStates.readAt) : undefined,
          ),
        )
        .orderBy(desc(memberMessages.id))
        .limit(size + 1);
    },

    count: (reader: Reader) => countWhere(reader),
    unreadCount: (reader: Reader) => countWhere(reader, isNull(memberMessageStates.readAt)),
    markRead: (reader: Reader, id: number) => mark(reader, id, 'read_at'),
    markAllRead: (reader: Reader) => mark(reader, undefined, 'read_at'),
    markDeleted: (reader: Reader, id: number) => mark(reader, id, 'deleted_at'),

    async insert(values: {
      merchantId: number;
      audience: MessageAudience;
      memberId: number | null;
      minVipLevel: number | null;
      title: string;
      content: string;
      sentBy: string;
    }): Promise<MessageRow> {
      const [row] = await db.insert(memberMessages).values(values).returning();
      if (!row) throw new Error('message insert returned no row');
      return row;
    },

    list: (merchantId: number, limit: number) =>
      db
        .select()
        .from(memberMessages)
        .where(eq(memberMessages.merchantId, merchantId))
        .orderBy(desc(memberMessages.id))
        .limit(limit),

    async remove(merchantId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(memberMessages)
        .where(and(eq(memberMessages.merchantId, merchantId), eq(memberMessages.id, id)))
        .returning({ id: memberMessages.id });
      return rows.length > 0;
    },
  };
}
