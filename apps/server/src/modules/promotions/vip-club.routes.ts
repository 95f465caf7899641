import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { enforceLimits } from '../../lib/limits';
import { addOperation } from '../../lib/operation-route';
import type { Counters } from '../../lib/rate-limit';
import type { Ledger } from '../ledger/ledger.service';
import { createVipClub } from './vip-club';
import { vipClubView } from './vip-club-view';

/** The VIP club's calls (spec 2 /m/member/benefits): the member's own club, and their birth date. */
export async function vipClubRoutes(
  app: FastifyInstance,
  { database, ledger, counters }: { database: { db: Db }; ledger: Ledger; counters: Counters },
) {
  const db = database.db;
  const vip = createVipClub({ db, ledger });
  addOperation(app, operations.getVipClub, async ({ request }) => {
    // Reading the club recomputes the level (lifetime totals) and writes what it reaches: counted.
    await enforceLimits(counters, [
      { key: `vip-read:${request.merchant.id}:${request.member.memberId}`, max: 60, windowSeconds: 60 },
    ]);
    return vipClubView({ db, vip }, request.merchant, request.member.memberId, request.language);
  });
  addOperation(app, operations.setBirthDate, async ({ body, request }) => {
    await enforceLimits(counters, [
      { key: `vip-birth:${request.merchant.id}:${request.member.memberId}`, max: 10, windowSeconds: 60 },
    ]);
    return vip.setBirthDate(request.merchant, request.member.memberId, body.birthDate);
  });
}
