import type { FeedbackItem, FeedbackRequest, feedbackQuery } from '@playdeck/contracts';
import type { z } from 'zod';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { recordAudit } from '../../infra/audit/audit.repo';
import type { Upload } from '../../lib/multipart-body';
import { type FeedbackRow, feedbackRepo } from './feedback.repo';
import type { FileStore } from './file-store';
import { checkedPicture } from './picture-check';
import type { PictureLinks } from './picture-links';

export interface FeedbackDeps {
  db: Db;
  store: FileStore;
  links: PictureLinks;
}

/** Feedback with pictures (spec 2 /m/feedback): sent by members, answered by operators. */
export function createFeedbackService({ db, store, links }: FeedbackDeps) {
  const toItem = (row: FeedbackRow): FeedbackItem => ({
    id: row.id,
    category: row.category as FeedbackItem['category'],
    title: row.title,
    content: row.content,
    images: row.images.map((name) => links.linkTo(name)),
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  });

  return {
    /** Every picture is checked before any is stored: one refused picture refuses the feedback whole. */
    async send(merchantId: number, memberId: number, body: FeedbackRequest, uploads: Upload[]) {
      const pictures = [];
      for (const upload of uploads) pictures.push(await checkedPicture(upload.data));
      const images: string[] = [];
      try {
        for (const picture of pictures)
          images.push(await store.put(picture.type === 'png' ? 'png' : 'jpg', picture.data));
        const row = await feedbackRepo(db).insert({ merchantId, memberId, ...body, images });
        return toItem(row);
      } catch (error) {
        // Feedback that was not saved leaves no pictures behind.
        await Promise.allSettled(images.map((name) => store.delete(name)));
        throw error;
      }
    },

    async page(merchantId: number, memberId: number, query: z.infer<typeof feedbackQuery>) {
      const cursor = query.cursor === undefined ? undefined : Number(query.cursor);
      const rows = await feedbackRepo(db).ofMember(merchantId, memberId, cursor, query.pageSize);
      const content = rows.slice(0, query.pageSize).map(toItem);
      return { content, nextCursor: rows.length > query.pageSize ? String(content.at(-1)?.id) : null };
    },

    /** The operator's view: members' feedback with the pictures' addresses. */
    async list(merchantId: number, unansweredOnly: boolean) {
      return (await feedbackRepo(db).ofMerchant(merchantId, unansweredOnly, 100)).map((row) => ({
        ...toItem(row),
        memberId: row.memberId,
      }));
    },

    reply(merchantId: number, id: number, text: string, actor: string): Promise<boolean> {
      return withTransaction(db, async (tx) => {
        const replied = await feedbackRepo(tx).reply(merchantId, id, text, actor);
        if (replied) await recordAudit(tx, { merchantId, actor, action: 'feedback.reply', target: `feedback:${id}` });
        return replied;
      });
    },

    /** A stored picture by its name, when the address's signature holds. */
    async picture(name: string, expires: string | undefined, signature: string | undefined) {
      if (!links.isValid(name, expires, signature)) return undefined;
      return store.get(name);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
