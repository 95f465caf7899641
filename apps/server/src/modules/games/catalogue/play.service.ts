import type { favouritesQuery, GameRecord, gameRecordQuery, LanguageCode, recentQuery } from '@playdeck/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/types';
import { sha256 } from '../../../lib/crypto';
import { AppError } from '../../../lib/errors';
import { sessionLiveSince } from '../../auth/session-liveness';
import type { Catalogue, CatalogueViewer } from './catalogue.service';
import { nameOf } from './catalogue.service';
import { createPlayRepo } from './play.repo';

/**
 * The live launch session behind a token (the in-house and sandbox game pages and the vendors'
 * authenticate call use it): not expired, and the member's session that made it still live.
 */
export async function gameSession(db: Db, token: string | undefined, vendor?: string) {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) throw new AppError('session.expired');
  const row = await createPlayRepo(db).launchToken(sha256(token), vendor);
  if (!row || row.session.expiresAt < new Date() || row.session.sessionId === null) {
    throw new AppError('session.expired');
  }
  if (!(await sessionLiveSince(db, row.session.sessionId, row.session.issuedAt))) {
    throw new AppError('session.expired');
  }
  return row;
}

/** A member asking about their own games in a merchant's catalogue. */
export interface PlayerView extends CatalogueViewer {
  memberId: number;
}

/** A member's games: favourites, recent games and bet records (spec 7 Games calls). */
export function createPlay({ db, catalogue }: { db: Db; catalogue: Catalogue }) {
  const repo = createPlayRepo(db);
  const inCategory = (list: Awaited<ReturnType<Catalogue['gamesByIds']>>, category: string | undefined) =>
    category ? list.filter((g) => g.gameCategory === category) : list;

  return {
    /** Spec 4: adding a favourite already there changes nothing. */
    async addFavourite({ merchantId, memberId, gameId }: { merchantId: number; memberId: number; gameId: number }) {
      if (!(await catalogue.offered(merchantId, gameId))) throw new AppError('resource.not.found');
      await repo.addFavourite(memberId, gameId);
    },

    removeFavourite: ({ memberId, gameId }: { memberId: number; gameId: number }) =>
      repo.removeFavourite(memberId, gameId),

    favouriteIds: (memberId: number) => repo.favouriteIds(memberId),

    /** Spec 3 favourite page: the member's favourites the merchant offers, newest first, paged from 1. */
    async favourites(view: PlayerView, query: z.infer<typeof favouritesQuery>) {
      const all = await catalogue.gamesByIds(view, await repo.favouriteIds(view.memberId));
      const filtered = inCategory(all, query.gameType);
      const { pageNo, pageSize } = query;
      return {
        content: filtered.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNum: pageNo,
        totalPages: Math.ceil(filtered.length / pageSize),
      };
    },

    /** Only a game the merchant lists becomes recent; anything else is quietly ignored. */
    async addRecent({ merchantId, memberId, gameId }: { merchantId: number; memberId: number; gameId: number }) {
      if (await catalogue.listed(merchantId, gameId)) await repo.addRecent(memberId, gameId);
    },

    /** The member's recent games the merchant offers, most recent first. */
    async recent(view: PlayerView, query: z.infer<typeof recentQuery>) {
      const all = await catalogue.gamesByIds(view, await repo.recentIds(view.memberId));
      return inCategory(all, query.gameType).slice(0, query.pageSize);
    },

    /** Spec: /m/gameRecord, the member's bets (rounds), newest first, paged from a cursor by index. */
    async records(
      { memberId, language }: { memberId: number; language: LanguageCode },
      query: z.infer<typeof gameRecordQuery>,
    ) {
      const rows = await repo.rounds({
        memberId,
        from: query.from,
        to: query.to,
        category: query.gameCategory,
        beforeId: query.cursor ? Number(query.cursor) : undefined,
        limit: query.pageSize + 1,
      });
      const page = rows.slice(0, query.pageSize);
      const content: GameRecord[] = page.map(({ round, game, vendorName }) => ({
        id: round.id,
        roundId: round.roundId,
        gameId: game.id,
        gameCode: game.gameCode,
        vendorCode: round.vendorCode,
        gameName: nameOf(game.names, language),
        gameNames: game.names,
        vendorName,
        gameCategory: round.category,
        stake: round.stake,
        payout: round.payout,
        status: round.status,
        // Rounds rolled back before the reason was kept were all the vendor's rollbacks.
        refundReason: round.status === 'rolled_back' ? (round.refundReason ?? 'vendor') : null,
        currency: round.currency,
        openedAt: round.openedAt.toISOString(),
        settledAt: round.settledAt?.toISOString() ?? null,
      }));
      return { content, nextCursor: rows.length > query.pageSize ? String(page.at(-1)?.round.id) : null };
    },
  };
}

export type Play = ReturnType<typeof createPlay>;
