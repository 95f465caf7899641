import type { AnnouncementInput, AnnouncementType, HelpEntryInput, HotMatchInput } from '@playdeck/contracts';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { announceCommitted } from '../../db/committed';
import { announcements, helpEntries, hotMatches } from '../../db/schema';
import type { Executor } from '../../db/types';

/** Told after a commit that changed a merchant's content: the cached answers of that merchant go. */
export const CONTENT_CHANGED = 'content';

/** How long after its start a match stays in the ticker (spec silent; most matches end within it). */
const HOT_MATCH_HOURS = 3;

export type AnnouncementRow = typeof announcements.$inferSelect;
export type HotMatchRow = typeof hotMatches.$inferSelect;
export type HelpEntryRow = typeof helpEntries.$inferSelect;

/** The three kinds of content an operator writes, each with its table and its input. */
export interface ContentKinds {
  announcement: { row: AnnouncementRow; input: AnnouncementInput };
  'hot-match': { row: HotMatchRow; input: HotMatchInput };
  help: { row: HelpEntryRow; input: HelpEntryInput };
}
export type ContentKind = keyof ContentKinds;

const tables = { announcement: announcements, 'hot-match': hotMatches, help: helpEntries } as const;

/**
 * The table of a kind, typed by the columns the three share (id, merchant, language, order):
 * drizzle cannot build one query over a union of tables, and the kind decides the row's type.
 */
const tableOf = (kind: ContentKind) => tables[kind] as unknown as typeof helpEntries;

const at = (iso: string | null) => (iso ? new Date(iso) : null);

/** An input as the row's columns (times as dates). */
function columnsOf<K extends ContentKind>(kind: K, input: ContentKinds[K]['input']) {
  if (kind === 'announcement') {
    const a = input as AnnouncementInput;
    return { ...a, startsAt: at(a.startsAt), endsAt: at(a.endsAt), updatedAt: new Date() };
  }
  if (kind === 'hot-match') {
    const m = input as HotMatchInput;
    return { ...m, matchTime: new Date(m.matchTime) };
  }
  return input;
}

export function contentRepo(db: Executor) {
  const changed = (merchantId: number) => announceCommitted(db, CONTENT_CHANGED, [merchantId]);

  return {
    /** Live announcements of some types in a group, in the given languages (at most two: asked and default). */
    liveAnnouncements(
      merchantId: number,
      languages: string[],
      types: AnnouncementType[],
      groupName: string,
      now: Date,
    ): Promise<AnnouncementRow[]> {
      return db
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.merchantId, merchantId),
            inArray(announcements.language, languages),
            inArray(announcements.type, types),
            eq(announcements.groupName, groupName as 'm_home'),
            or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
            or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
          ),
        )
        .orderBy(asc(announcements.sortOrder), asc(announcements.id));
    },

    /** Matches not yet over: a match stays hot until three hours after its start. */
    hotMatches(merchantId: number, languages: string[], now: Date): Promise<HotMatchRow[]> {
      const over = new Date(now.getTime() - HOT_MATCH_HOURS * 3_600_000);
      return db
        .select()
        .from(hotMatches)
        .where(
          and(
            eq(hotMatches.merchantId, merchantId),
            inArray(hotMatches.language, languages),
            gt(hotMatches.matchTime, over),
          ),
        )
        .orderBy(asc(hotMatches.sortOrder), asc(hotMatches.matchTime), asc(hotMatches.id));
    },

    help(merchantId: number, languages: string[]): Promise<HelpEntryRow[]> {
      return db
        .select()
        .from(helpEntries)
        .where(and(eq(helpEntries.merchantId, merchantId), inArray(helpEntries.language, languages)))
        .orderBy(asc(helpEntries.sortOrder), asc(helpEntries.id));
    },

    /** Every row of a kind (the operator's list), newest last. */
    async list<K extends ContentKind>(kind: K, merchantId: number): Promise<ContentKinds[K]['row'][]> {
      const table = tableOf(kind);
      const rows = await db
        .select()
        .from(table)
        .where(eq(table.merchantId, merchantId))
        .orderBy(asc(table.language), asc(table.sortOrder), asc(table.id));
      return rows as unknown as ContentKinds[K]['row'][];
    },

    async find<K extends ContentKind>(kind: K, merchantId: number, id: number) {
      const table = tableOf(kind);
      const [row] = await db
        .select()
        .from(table)
        .where(and(eq(table.merchantId, merchantId), eq(table.id, id)));
      return row as unknown as ContentKinds[K]['row'] | undefined;
    },

    async insert<K extends ContentKind>(kind: K, merchantId: number, input: ContentKinds[K]['input']) {
      const table = tableOf(kind);
      const values = { ...columnsOf(kind, input), merchantId };
      const [row] = await db
        .insert(table)
        .values(values as typeof table.$inferInsert)
        .returning();
      changed(merchantId);
      return row as unknown as ContentKinds[K]['row'];
    },

    async update<K extends ContentKind>(kind: K, merchantId: number, id: number, input: ContentKinds[K]['input']) {
      const table = tableOf(kind);
      const [row] = await db
        .update(table)
        .set(columnsOf(kind, input) as Partial<typeof table.$inferInsert>)
        .where(and(eq(table.merchantId, merchantId), eq(table.id, id)))
        .returning();
      changed(merchantId);
      return row as unknown as ContentKinds[K]['row'] | undefined;
    },

    async remove(kind: ContentKind, merchantId: number, id: number): Promise<boolean> {
      const table = tableOf(kind);
      const rows = await db
        .delete(table)
        .where(and(eq(table.merchantId, merchantId), eq(table.id, id)))
        .returning({ id: table.id });
      changed(merchantId);
      return rows.length > 0;
    },
  };
}
