import { TtlCache } from '../lib/ttl-cache';
import type { PageBody } from './page-body';

/**
 * Public pages drawn on the server (issue 16), kept a short while per merchant, language, shape (a
 * visitor's or a member's) and address: they hold no member's data, so every visitor of a
 * merchant gets the same page, and a
 * busy home costs one render per period, not one per visit. An operator's change of the
 * merchant's content or settings drops its pages at once (`forgetMerchant`, on every instance
 * through the committed-changes bus); what has no such signal (the game catalogue, itself cached
 * a few seconds) waits out the period.
 */
export class PageCache {
  private readonly pages: TtlCache<string, PageBody | null>;

  constructor(ttlMs: number, maxPages = 2_000) {
    this.pages = new TtlCache(ttlMs, maxPages);
  }

  /** The page, drawn once for all who ask while it is being drawn; null: the browser draws it. */
  page(
    where: { merchantId: number; language: string; member: boolean; url: string },
    draw: () => Promise<PageBody | null>,
  ) {
    return this.pages.get(`${where.merchantId}|${where.language}|${where.member ? 'm' : 'v'}|${where.url}`, draw);
  }

  forgetMerchant(merchantId: number) {
    const prefix = `${merchantId}|`;
    this.pages.deleteWhere((key) => key.startsWith(prefix));
  }
}
