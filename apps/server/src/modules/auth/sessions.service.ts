import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { members, sessions } from '../../db/schema';
import type { Db, Executor } from '../../db/types';
import type { Bus } from '../../lib/bus';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';

export interface SessionPolicy {
  idleHours: number;
  maxDays: number;
  /** How long a checked session is trusted without reading it again. */
  cacheMs: number;
}

export interface AuthenticatedMember {
  sessionId: number;
  memberId: number;
  merchantId: number;
  username: string;
  customerType: number;
  isTrial: boolean;
}

export interface SessionContext {
  ip: string;
  userAgent?: string | undefined;
  device?: string | undefined;
  /** The browser's own random id, for one-bonus-per-person checks. */
  deviceId?: string | undefined;
}

/** Seen-at is written at most this often, so a busy session is not a write per request. */
const TOUCH_EVERY_MS = 60_000;
/**
 * A session checked in the last few seconds (policy.cacheMs) is not read again: every request of
 * a player carries the token. Ending a session (logout, password change, a disabled member) is
 * told to every instance through the bus; without Redis another instance may trust it that long.
 */
const TOPIC = 'sessions-ended';
/** At most this many sessions are remembered per instance (a few MB). */
const MAX_REMEMBERED = 50_000;

interface Remembered {
  member: AuthenticatedMember;
  lastSeenAt: number;
  expiresAt: number;
  checkedAt: number;
}

/**
 * Opaque 256-bit tokens, stored as SHA-256; idle and absolute expiry; a new token at every
 * login; logout ends one; a password change or reset ends every other one.
 */
export function createSessionService(db: Db, policy: SessionPolicy, bus: Bus) {
  const remembered = new Map<string, Remembered>();
  /** How many times sessions were forgotten: a read that overlapped one is not remembered. */
  let forgets = 0;
  /** Forgets sessions: by id, or every one of a member but `keep`; reads under way are not shared any more. */
  const forget = ({ sessionId, memberId, keep }: { sessionId?: number; memberId?: number; keep?: number | null }) => {
    forgets++;
    checking.clear();
    for (const [hash, entry] of remembered) {
      const { member } = entry;
      if (member.sessionId === sessionId || (member.memberId === memberId && member.sessionId !== keep))
        remembered.delete(hash);
    }
  };
  bus.subscribe(TOPIC, (message) => forget(JSON.parse(message)));
  /** Keeps the cache bounded: entries past their trust window are dropped first, then all of them. */
  const remember = (hash: string, entry: Remembered) => {
    if (remembered.size >= MAX_REMEMBERED) {
      for (const [key, old] of remembered)
        if (entry.checkedAt - old.checkedAt >= policy.cacheMs) remembered.delete(key);
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    }
    remembered.set(hash, entry);
  };
  /**
   * Reads a session, and marks it seen at most once a minute: one read for every request that
   * carries the token while it runs (a page asks for several things at once, each with the token).
   */
  const checking = new Map<string, Promise<Remembered | undefined>>();
  const checkShared = (hash: string) => {
    let check = checking.get(hash);
    if (!check) {
      check = checkSession(hash).finally(() => {
        if (checking.get(hash) === check) checking.delete(hash);
      });
      checking.set(hash, check);
    }
    return check;
  };
  async function checkSession(hash: string): Promise<Remembered | undefined> {
    const now = Date.now();
    const [row] = await db
      .select({
        sessionId: sessions.id,
        merchantId: sessions.merchantId,
        memberId: sessions.memberId,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        endedAt: sessions.endedAt,
        username: members.username,
        customerType: members.customerType,
        status: members.status,
        isTrial: members.isTrial,
      })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(eq(sessions.tokenHash, hash))
      .limit(1);
    if (
      !row ||
      row.endedAt ||
      row.expiresAt.getTime() <= now ||
      now - row.lastSeenAt.getTime() > policy.idleHours * 3_600_000 ||
      row.status !== 'active'
    ) {
      return undefined;
    }
    let lastSeenAt = row.lastSeenAt.getTime();
    if (now - lastSeenAt > TOUCH_EVERY_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, row.sessionId));
      lastSeenAt = now;
    }
    const member: AuthenticatedMember = {
      sessionId: row.sessionId,
      memberId: row.memberId,
      merchantId: row.merchantId,
      username: row.username,
      customerType: row.customerType,
      isTrial: row.isTrial,
    };
    return { member, lastSeenAt, expiresAt: row.expiresAt.getTime(), checkedAt: now };
  }

  const announce = (what: { sessionId?: number; memberId?: number; keep?: number | null }) =>
    bus.publish(TOPIC, JSON.stringify(what));

  return {
    async start(
      executor: Executor,
      {
        memberId,
        merchantId,
        context,
        maxMinutes = null,
      }: {
        memberId: number;
        merchantId: number;
        context: SessionContext;
        /** The member's session time limit (responsible gaming): the session ends that many minutes in. */
        maxMinutes?: number | null;
      },
    ) {
      const token = randomToken(32);
      const lifetimeMs = Math.min(policy.maxDays * 86_400_000, (maxMinutes ?? Number.POSITIVE_INFINITY) * 60_000);
      const [row] = await executor
        .insert(sessions)
        .values({
          tokenHash: sha256(token),
          memberId,
          merchantId,
          expiresAt: new Date(Date.now() + lifetimeMs),
          ip: context.ip,
          userAgent: context.userAgent?.slice(0, 300) ?? null,
          device: context.device?.slice(0, 20) ?? null,
          deviceId: context.deviceId ?? null,
        })
        .returning({ id: sessions.id });
      return { token, sessionId: row?.id as number };
    },

    /**
     * The member behind a token at this merchant, or 401: unknown, ended, expired, idle too long,
     * another merchant's token, a disabled member.
     */
    async authenticate(token: string, merchantId: number): Promise<AuthenticatedMember> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new AppError('session.expired');
      const hash = sha256(token);
      const now = Date.now();
      const known = remembered.get(hash);
      if (
        known &&
        now - known.checkedAt < policy.cacheMs &&
        known.member.merchantId === merchantId &&
        known.expiresAt > now &&
        now - known.lastSeenAt <= policy.idleHours * 3_600_000 &&
        now - known.lastSeenAt < TOUCH_EVERY_MS
      ) {
        return known.member;
      }
      const generation = forgets;
      const checked = await checkShared(hash);
      if (!checked || checked.member.merchantId !== merchantId) throw new AppError('session.expired');
      // A logout heard while the read ran may not have been seen by it: trust the answer this once only.
      if (generation === forgets) remember(hash, checked);
      return checked.member;
    },

    /**
     * The database first: it decides whether a token is live, so a logout holds even when the
     * announcement to other instances cannot be made (Redis down: they trust their cache at most
     * policy.cacheMs). This instance forgets at once.
     */
    async end(sessionId: number, reason: string) {
      await db
        .update(sessions)
        .set({ endedAt: new Date(), endReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
      await announce({ sessionId });
    },

    /** Ends every live session of a member but `keep` (after a password change or reset). */
    async endOthers(
      executor: Executor,
      { memberId, keep, reason }: { memberId: number; keep: number | null; reason: string },
    ) {
      await executor
        .update(sessions)
        .set({ endedAt: new Date(), endReason: reason })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.endedAt),
            keep === null ? sql`true` : ne(sessions.id, keep),
          ),
        );
      await announce({ memberId, keep });
    },

    /** A member was disabled or changed: every instance reads its sessions afresh. */
    forgetMember: (memberId: number) => announce({ memberId, keep: null }),

    async listActive(memberId: number) {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
          device: sessions.device,
        })
        .from(sessions)
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.endedAt), gt(sessions.expiresAt, new Date())));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
