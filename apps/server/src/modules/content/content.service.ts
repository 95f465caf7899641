import {
  ANNOUNCEMENT_TYPES,
  type AnnouncementItem,
  type AnnouncementsResponse,
  type AnnouncementType,
  announcementInput,
  type ContentType,
  type HelpEntry,
  type HotMatch,
  helpEntryInput,
  hotMatchInput,
  type LanguageCode,
} from '@playdeck/contracts';
import type { z } from 'zod';
import { onCommitted } from '../../db/committed';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { recordAudit } from '../../infra/audit/audit.repo';
import { sanitiseHtml } from '../../lib/sanitise-html';
import { TtlCache } from '../../lib/ttl-cache';
import type { MerchantConfig } from '../settings/settings.service';
import {
  type AnnouncementRow,
  CONTENT_CHANGED,
  type ContentKind,
  type ContentKinds,
  contentRepo,
  type HelpEntryRow,
  type HotMatchRow,
} from './content.repo';

/** Who reads: the merchant and the language of the request. */
export interface ContentViewer {
  merchant: MerchantConfig;
  language: LanguageCode;
}

const inputSchemas = { announcement: announcementInput, 'hot-match': hotMatchInput, help: helpEntryInput } as const;

/** A mistake in what the operator wrote: the field and why. */
export class ContentInputError extends Error {}

const toAnnouncement = (row: AnnouncementRow): AnnouncementItem => ({
  id: row.id,
  type: row.type,
  title: row.title,
  content: row.content,
  imageUrl: row.imageUrl,
  link: row.link,
  execution: row.execution,
  createdAt: row.createdAt.toISOString(),
});

const toHotMatch = (row: HotMatchRow): HotMatch => ({
  id: row.id,
  league: row.league,
  homeTeam: row.homeTeam,
  awayTeam: row.awayTeam,
  homeTeamImageUrl: row.homeTeamImageUrl,
  awayTeamImageUrl: row.awayTeamImageUrl,
  matchTime: row.matchTime.toISOString(),
  vendor: row.vendor,
  roomId: row.roomId,
  nodeId: row.nodeId,
});

const toHelp = (row: HelpEntryRow): HelpEntry => ({ id: row.id, title: row.title, content: row.content });

/**
 * Rows in the asked language, or, when the merchant wrote none of this kind in it, in its
 * default language: a player reading English sees the Tagalog banners rather than none.
 */
function inLanguage<T extends { language: string }>(rows: T[], language: string): T[] {
  const asked = rows.filter((row) => row.language === language);
  return asked.length > 0 ? asked : rows.filter((row) => row.language !== language);
}

/** What a row holds as an operator input again (to apply a change and validate the whole). */
function inputOf(kind: ContentKind, row: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, merchantId: _m, createdAt: _c, updatedAt: _u, ...rest } = row;
  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
  if (kind === 'announcement') return { ...rest, startsAt: iso(rest.startsAt), endsAt: iso(rest.endsAt) };
  if (kind === 'hot-match') return { ...rest, matchTime: iso(rest.matchTime) };
  return rest;
}

/**
 * Operator content (spec 2 Home, help centre; spec 7 Announcements): read by every visitor, so
 * each answer is kept a few seconds per merchant, language and query, and forgotten when the
 * operator changes that merchant's content (on every instance, through the committed-changes bus).
 */
export function createContentService({ db, cacheMs = 5_000 }: { db: Db; cacheMs?: number }) {
  const cache = new TtlCache<string, unknown>(cacheMs, 10_000);
  onCommitted(db, CONTENT_CHANGED, (merchantIds) => {
    const prefixes = merchantIds.map((id) => `${id}|`);
    cache.deleteWhere((key) => prefixes.some((prefix) => key.startsWith(prefix)));
  });
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>;
  const languagesOf = ({ merchant, language }: ContentViewer) => [
    ...new Set([language, merchant.settings.languages.default]),
  ];

  async function announcements(
    viewer: ContentViewer,
    types: ContentType[],
    groupName: string,
  ): Promise<AnnouncementsResponse> {
    const repo = contentRepo(db);
    const languages = languagesOf(viewer);
    const noticeTypes = types.filter((t): t is AnnouncementType => t !== 'H');
    const now = new Date();
    const [rows, matches] = await Promise.all([
      noticeTypes.length > 0 ? repo.liveAnnouncements(viewer.merchant.id, languages, noticeTypes, groupName, now) : [],
      types.includes('H') ? repo.hotMatches(viewer.merchant.id, languages, now) : undefined,
    ]);
    const answer: AnnouncementsResponse = {};
    for (const type of ANNOUNCEMENT_TYPES) {
      if (!noticeTypes.includes(type)) continue;
      answer[type] = inLanguage(
        rows.filter((row) => row.type === type),
        viewer.language,
      ).map(toAnnouncement);
    }
    if (matches) answer.H = inLanguage(matches, viewer.language).map(toHotMatch);
    return answer;
  }

  /** Validates an operator's input (whole), sanitising its HTML. */
  function validated<K extends ContentKind>(kind: K, value: unknown): ContentKinds[K]['input'] {
    const parsed = (inputSchemas[kind] as z.ZodType).safeParse(value);
    if (!parsed.success) {
      const reasons = parsed.error.issues.map((i) => `${i.path.join('.') || kind}: ${i.message}`);
      throw new ContentInputError(`Invalid ${kind}: ${reasons.join('; ')}`);
    }
    const input = parsed.data as ContentKinds[K]['input'];
    return 'content' in input ? { ...input, content: sanitiseHtml(input.content) } : input;
  }

  const audited = async <T>(
    merchantId: number,
    actor: string,
    action: string,
    target: string,
    work: (tx: Db) => Promise<T>,
  ) =>
    withTransaction(db, async (tx) => {
      const result = await work(tx as unknown as Db);
      await recordAudit(tx, { merchantId, actor, action, target });
      return result;
    });

  return {
    /** Spec 7 Announcements: the types asked for, in the group, live now. */
    announcements(viewer: ContentViewer, query: { types: ContentType[]; groupName: string }) {
      const types = [...query.types].sort();
      const key = `${viewer.merchant.id}|${viewer.language}|a|${query.groupName}|${types.join(',')}`;
      return cached(key, () => announcements(viewer, types, query.groupName));
    },

    /** Spec 2 help centre. */
    help(viewer: ContentViewer): Promise<HelpEntry[]> {
      return cached(`${viewer.merchant.id}|${viewer.language}|help`, async () =>
        inLanguage(await contentRepo(db).help(viewer.merchant.id, languagesOf(viewer)), viewer.language).map(toHelp),
      );
    },

    list<K extends ContentKind>(kind: K, merchantId: number) {
      return contentRepo(db).list(kind, merchantId);
    },

    add<K extends ContentKind>(kind: K, merchantId: number, value: unknown, actor: string) {
      const input = validated(kind, value);
      return audited(merchantId, actor, `content.${kind}.add`, kind, (tx) =>
        contentRepo(tx).insert(kind, merchantId, input),
      );
    },

    /** Applies a partial change to a stored entry; the result is validated whole. Undefined when there is none. */
    async change<K extends ContentKind>(kind: K, merchantId: number, id: number, patch: object, actor: string) {
      const row = await contentRepo(db).find(kind, merchantId, id);
      if (!row) return undefined;
      const input = validated(kind, { ...inputOf(kind, row as Record<string, unknown>), ...patch });
      return audited(merchantId, actor, `content.${kind}.change`, `${kind}:${id}`, (tx) =>
        contentRepo(tx).update(kind, merchantId, id, input),
      );
    },

    async remove(kind: ContentKind, merchantId: number, id: number, actor: string) {
      if (!(await contentRepo(db).find(kind, merchantId, id))) return false;
      return audited(merchantId, actor, `content.${kind}.delete`, `${kind}:${id}`, (tx) =>
        contentRepo(tx).remove(kind, merchantId, id),
      );
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
