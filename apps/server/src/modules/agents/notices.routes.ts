import { type AgentNotices, operations } from '@playdeck/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { announcementReads } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { addOperation } from '../../lib/operation-route';
import type { ContentService, ContentViewer } from '../content/content.service';

/**
 * Agent announcements (spec 2 footer, 3 agent announcement footer, 7 types A): the operator's
 * live type-A notices in the agent's language (the content cache's list), each with whether this
 * agent has read it, and the unread count the footer's badge shows.
 */
export function createAgentNotices({ db, content }: { db: Db; content: ContentService }) {
  const live = async (viewer: ContentViewer) =>
    (await content.announcements(viewer, { types: ['A'], groupName: 'm_home' })).A ?? [];

  const readIds = async (memberId: number, ids: number[]) =>
    ids.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .select({ id: announcementReads.announcementId })
              .from(announcementReads)
              .where(and(eq(announcementReads.memberId, memberId), inArray(announcementReads.announcementId, ids)))
          ).map((row) => row.id),
        );

  async function list(viewer: ContentViewer, memberId: number): Promise<AgentNotices> {
    const notices = await live(viewer);
    const read = await readIds(
      memberId,
      notices.map((n) => n.id),
    );
    return {
      list: notices.map(({ id, title, content: html, createdAt }) => ({
        id,
        title,
        content: html,
        createdAt,
        read: read.has(id),
      })),
      footer: { unreadCount: notices.filter((n) => !read.has(n.id)).length },
    };
  }

  /** Marks one live notice read (once; again is harmless). Another merchant's or an ended notice: not found. */
  async function markRead(viewer: ContentViewer, memberId: number, id: number) {
    if (!(await live(viewer)).some((n) => n.id === id)) throw new AppError('resource.not.found');
    await db.insert(announcementReads).values({ memberId, announcementId: id }).onConflictDoNothing();
    return { unreadCount: (await list(viewer, memberId)).footer.unreadCount };
  }

  return { list, markRead };
}

export async function agentNoticeRoutes(app: FastifyInstance, deps: { database: { db: Db }; content: ContentService }) {
  const notices = createAgentNotices({ db: deps.database.db, content: deps.content });
  addOperation(app, operations.getAgentNotices, ({ request }) => notices.list(request, request.member.memberId));
  addOperation(app, operations.readAgentNotice, ({ request, params }) =>
    notices.markRead(request, request.member.memberId, params.id),
  );
}
