import type { VendorItem } from '@playdeck/contracts';
import { COCKFIGHT_VENDOR, ESPORTS_VENDOR } from '@playdeck/contracts/game-constants';

type Mapping = Record<string, VendorItem[]>;

/**
 * Spec 4: sports vendors split into e-sports (TF), cockfight (DS88) and the remaining sports,
 * so a catalogue that files them all under SPORTS still shows three panels.
 */
export function splitSportsVendors(mapping: Mapping): Mapping {
  const sports = mapping.SPORTS;
  if (!sports?.length) return mapping;
  const moveTo = (category: string, vendor: string) => {
    const moving = sports.filter((item) => item.vassalage === vendor);
    const present = mapping[category] ?? [];
    const added = moving
      .filter((item) => !present.some((p) => p.vassalage === item.vassalage))
      .map((item) => ({ ...item, gameCategory: category, gameType: category }));
    return [...present, ...added];
  };
  const result: Mapping = {
    ...mapping,
    ESPORTS: moveTo('ESPORTS', ESPORTS_VENDOR),
    COCKFIGHT: moveTo('COCKFIGHT', COCKFIGHT_VENDOR),
    SPORTS: sports.filter((item) => item.vassalage !== ESPORTS_VENDOR && item.vassalage !== COCKFIGHT_VENDOR),
  };
  for (const category of ['ESPORTS', 'COCKFIGHT', 'SPORTS']) {
    if (result[category]?.length === 0) delete result[category];
  }
  return result;
}
