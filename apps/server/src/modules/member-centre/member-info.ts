import type { MemberInfo } from '@playdeck/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseDeps } from '../../db/client';
import { onCommitted } from '../../db/committed';
import { members } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { TtlCache } from '../../lib/ttl-cache';
import { MEMBERS_CHANGED, type MemberRow } from './members.repo';

/** +63••••4567 */
const maskMobile = (mobile: string | null) => (mobile ? `${mobile.slice(0, 3)}••••${mobile.slice(-4)}` : null);
/** j••••@example.com */
const maskEmail = (email: string | null) => (email ? email.replace(/^(.)[^@]*/, '$1••••') : null);

/** Member info (every screen) and every vendor call read a member by id: the statement is built once per database (planned once on PostgreSQL). */
const byIdStatements = new WeakMap<Db, ReturnType<typeof prepareById>>();
function prepareById(db: Db) {
  return db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, sql.placeholder('merchantId')), eq(members.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('member_info_by_id');
}
/** A member of the merchant by id, through a statement prepared once. */
export async function memberById(db: Db, merchantId: number, id: number) {
  let statement = byIdStatements.get(db);
  if (!statement) {
    statement = prepareById(db);
    byIdStatements.set(db, statement);
  }
  return (await statement.execute({ merchantId, id }))[0];
}

/**
 * Member rows for the screens (member info is read on every screen): kept until a commit changes
 * the member (members.repo announces it) or for 5 s at most, should another instance's message be
 * lost. Statuses that decide money or access are read afresh where they decide (sessions, batches).
 */
const screenCaches = new WeakMap<Db, TtlCache<number, MemberRow | undefined>>();
function screenCacheOf(db: Db) {
  let cache = screenCaches.get(db);
  if (!cache) {
    const created = new TtlCache<number, MemberRow | undefined>(5_000, 200_000);
    onCommitted(db, MEMBERS_CHANGED, (ids) => {
      for (const id of ids) created.delete(id);
    });
    screenCaches.set(db, created);
    cache = created;
  }
  return cache;
}
async function memberForScreens(db: Db, merchantId: number, id: number) {
  const cache = screenCacheOf(db);
  const member = await cache.get(id, () => memberById(db, merchantId, id));
  if (member?.merchantId === merchantId) return member;
  if (!member) cache.delete(id); // a miss is not kept
  return undefined;
}

/** Spec 3 member info, shaped for the screens; contact details masked. */
export async function memberInfoOf(services: DatabaseDeps, merchantId: number, memberId: number): Promise<MemberInfo> {
  const db = services.database.db;
  const member = await memberForScreens(db, merchantId, memberId);
  if (!member) throw new AppError('session.expired');
  const upline = member.uplineId ? await memberForScreens(db, merchantId, member.uplineId) : undefined;
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    regDate: member.registeredAt.toISOString(),
    type: member.customerType,
    toUpline: upline?.username ?? null,
    headIcon: member.headIcon,
    mobile: maskMobile(member.mobile),
    email: maskEmail(member.email),
    payeeName: member.payeeName,
    inviteCode: member.inviteCode,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    vipLevel: member.vipLevel,
  };
}
