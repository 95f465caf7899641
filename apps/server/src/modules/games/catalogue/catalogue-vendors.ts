import { GAME_CATEGORIES, type VendorData, type VendorItem } from '@playdeck/contracts';
import type { CatalogueRepo } from './catalogue.repo';

/** A vendor's generated artwork (see media.routes); the web app puts a CDN in front when configured. */
export const vendorIconPath = (merchantCode: string, vendor: string, variant: 'white' | 'large') =>
  `/media/${merchantCode.toUpperCase()}/vendors/${vendor}-${variant}.webp`;

type MerchantRef = { id: number; code: string };

/** Spec 3 vendor data: each category's vendors in the merchant's order, with their lobby game. */
export async function vendorDataOf(repo: CatalogueRepo, merchant: MerchantRef): Promise<VendorData> {
  const list = await repo.vendorsOf(merchant.id);
  const lobbyOf = await repo.lobbies(list.map((v) => v.code));
  const sorting: VendorData['sorting'] = [];
  const mapping: Record<string, VendorItem[]> = {};
  for (const category of GAME_CATEGORIES.filter((c) => c !== 'HOT')) {
    const serving = list.filter((v) => v.categories.includes(category));
    if (serving.length === 0) continue;
    sorting.push({
      gameCategory: category,
      vendorNames: serving.map((v) => ({ gameType: category, vassalage: v.code, accountTypeName: v.name })),
    });
    mapping[category] = serving.map((v) => ({
      vassalage: v.code,
      name: v.name,
      gameType: category,
      gameCategory: category,
      gameId: lobbyOf.has(v.code) ? 'lobby' : '',
      nodeId: lobbyOf.get(v.code) ?? 0,
      mobileLargeIcon: vendorIconPath(merchant.code, v.code, 'large'),
      mobileSmallIcon: vendorIconPath(merchant.code, v.code, 'white'),
      accountTypeName: v.name,
    }));
  }
  return { sorting, mapping };
}

/** The categories the merchant offers, in the spec's order, with their game counts (INHOUSE: the in-house vendor's). */
export async function menusOf(repo: CatalogueRepo, merchantId: number) {
  const [counts, hot] = await Promise.all([repo.countsByCategoryAndVendor(merchantId), repo.hotCount(merchantId)]);
  const sum = (category: string) => counts.filter((c) => c.category === category).reduce((s, c) => s + c.n, 0);
  const inhouse = counts.filter((c) => c.vendor === 'INHOUSE').reduce((s, c) => s + c.n, 0);
  return GAME_CATEGORIES.map((category) => ({
    gameCategory: category,
    count: category === 'HOT' ? hot : category === 'INHOUSE' ? inhouse : sum(category),
  })).filter((m) => m.count > 0);
}

/** The merchant's vendors of each category with their game counts, in the merchant's vendor order. */
export async function categoryVendorsOf(repo: CatalogueRepo, merchantId: number) {
  const [list, counts] = await Promise.all([repo.vendorsOf(merchantId), repo.countsByCategoryAndVendor(merchantId)]);
  return counts
    .map((c) => ({
      vassalage: c.vendor,
      name: list.find((v) => v.code === c.vendor)?.name ?? c.vendor,
      gameCategory: c.category,
      count: c.n,
    }))
    .filter((c) => list.some((v) => v.code === c.vassalage))
    .sort((a, b) => list.findIndex((v) => v.code === a.vassalage) - list.findIndex((v) => v.code === b.vassalage));
}

/** All the merchant's vendors (vassalage) with the categories each serves. */
export async function vendorsOf(repo: CatalogueRepo, merchantId: number) {
  return (await repo.vendorsOf(merchantId)).map((v) => ({ vassalage: v.code, name: v.name, categories: v.categories }));
}
