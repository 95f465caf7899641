import { z } from 'zod';
import { httpUrl, languageCode } from './settings';

/**
 * Announcement types (spec 7 Announcements): B banner, PL player notice (the marquee and
 * /m/notice), PU popup, A agent notice, PR promotion notice. H (hot matches) is asked for in the
 * same call but has its own shape.
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'A', 'PR'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export const CONTENT_TYPES = [...ANNOUNCEMENT_TYPES, 'H'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Where a notice shows (spec 7): the home screens or the register screen. */
export const ANNOUNCEMENT_GROUPS = ['m_home', 'm_reg'] as const;

/**
 * Who a popup is for (spec 3, 4): A players with a session, B visitors without one,
 * F only a player's first login (in group A).
 */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;
export type PopupExecution = (typeof POPUP_EXECUTIONS)[number];

/** A link an operator puts on a banner or popup: outside (http, https) or a screen of the site. */
export const contentLink = z.union([
  httpUrl,
  z
    .string()
    .max(300)
    .regex(/^\/m\/[A-Za-z0-9._~\-/?=&%]*$/, 'a site path such as /m/rewardCenter'),
]);

/** An image: outside (http, https) or one the server serves itself (/media/...). */
export const contentImage = z.union([
  httpUrl,
  z
    .string()
    .max(300)
    .regex(/^\/media\/[A-Za-z0-9._~\-/]+$/, 'a served path such as /media/banners/1.webp'),
]);

const isoTime = z.iso.datetime({ offset: true });

/** What an operator writes for a notice, banner or popup (the command line validates with it). */
export const announcementInput = z
  .object({
    type: z.enum(ANNOUNCEMENT_TYPES),
    language: languageCode,
    groupName: z.enum(ANNOUNCEMENT_GROUPS).default('m_home'),
    title: z.string().trim().min(1).max(200),
    /** HTML; sanitised with an allow-list before it is stored. */
    content: z.string().max(60_000).default(''),
    imageUrl: contentImage.nullable().default(null),
    link: contentLink.nullable().default(null),
    /** Popups only. */
    execution: z.enum(POPUP_EXECUTIONS).nullable().default(null),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
    startsAt: isoTime.nullable().default(null),
    endsAt: isoTime.nullable().default(null),
  })
  .refine((a) => a.type !== 'B' || a.imageUrl !== null, { message: 'a banner needs its imageUrl', path: ['imageUrl'] })
  .refine((a) => a.type !== 'PU' || a.execution !== null, {
    message: 'a popup needs its execution',
    path: ['execution'],
  })
  .refine((a) => a.type === 'PU' || a.execution === null, {
    message: 'only popups have an execution',
    path: ['execution'],
  })
  .refine((a) => !a.startsAt || !a.endsAt || a.startsAt < a.endsAt, {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });

export type AnnouncementInput = z.infer<typeof announcementInput>;

/** A hot match (spec 3): the teams, when, and the game that opens on play (vendor, room, node). */
export const hotMatchInput = z.object({
  language: languageCode,
  league: z.string().trim().min(1).max(100),
  homeTeam: z.string().trim().min(1).max(100),
  awayTeam: z.string().trim().min(1).max(100),
  homeTeamImageUrl: contentImage.nullable().default(null),
  awayTeamImageUrl: contentImage.nullable().default(null),
  matchTime: isoTime,
  vendor: z.string().regex(/^[A-Z0-9_]{2,20}$/),
  roomId: z.string().trim().min(1).max(100),
  nodeId: z.number().int().positive(),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});

export type HotMatchInput = z.infer<typeof hotMatchInput>;

/** A help centre entry (spec 3): a title and its HTML (sanitised when stored). */
export const helpEntryInput = z.object({
  language: languageCode,
  title: z.string().trim().min(1).max(200),
  content: z.string().max(60_000),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});

export type HelpEntryInput = z.infer<typeof helpEntryInput>;

export const announcementItem = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  link: z.string().nullable(),
  execution: z.enum(POPUP_EXECUTIONS).nullable(),
  createdAt: z.string(),
});

export type AnnouncementItem = z.infer<typeof announcementItem>;

export const hotMatch = z.object({
  id: z.number().int(),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamImageUrl: z.string().nullable(),
  awayTeamImageUrl: z.string().nullable(),
  matchTime: z.string(),
  vendor: z.string(),
  roomId: z.string(),
  nodeId: z.number().int(),
});

export type HotMatch = z.infer<typeof hotMatch>;

/** Comma-separated types, as the spec's calls send them (`types=B,PL,PU,H`). */
const typeList = z
  .string()
  .max(40)
  .transform((value) => [...new Set(value.split(',').map((t) => t.trim()))])
  .pipe(z.array(z.enum(CONTENT_TYPES)).min(1));

/** The announcements call (spec 7): types, groupName, platform M; merchantCode and token are accepted. */
export const announcementsQuery = z.object({
  types: typeList,
  groupName: z.enum(ANNOUNCEMENT_GROUPS).default('m_home'),
  platform: z.string().max(4).optional(),
  merchantCode: z.string().max(20).optional(),
  token: z.string().max(200).optional(),
});

/** What the announcements call answers: one list per type asked for, in the operator's order. */
export const announcementsResponse = z.object({
  B: z.array(announcementItem).optional(),
  PL: z.array(announcementItem).optional(),
  PU: z.array(announcementItem).optional(),
  A: z.array(announcementItem).optional(),
  PR: z.array(announcementItem).optional(),
  H: z.array(hotMatch).optional(),
});

export type AnnouncementsResponse = z.infer<typeof announcementsResponse>;

export const helpCentreQuery = z.object({ device: z.string().max(10).optional() });

export const helpEntry = z.object({ id: z.number().int(), title: z.string(), content: z.string() });

export type HelpEntry = z.infer<typeof helpEntry>;
