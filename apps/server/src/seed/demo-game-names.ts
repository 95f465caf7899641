import type { DemoVendor } from './demo-catalogue';

/** Made-up game names for the demo catalogue, in English and word by word in Tagalog. */

/** English words and their Tagalog: names translate word by word where it reads naturally. */
const WORDS: Record<string, string> = {
  Golden: 'Gintong',
  Lucky: 'Masuwerteng',
  Mystic: 'Mahiwagang',
  Royal: 'Maharlikang',
  Wild: 'Mabangis na',
  Fortune: 'Swerte',
  Treasure: 'Kayamanan',
  Dragon: 'Dragon',
  Tiger: 'Tigre',
  Phoenix: 'Phoenix',
  Koi: 'Koi',
  Jungle: 'Gubat',
  Ocean: 'Karagatan',
  Moon: 'Buwan',
  Sun: 'Araw',
  Star: 'Bituin',
  Temple: 'Templo',
  Island: 'Isla',
  Pearl: 'Perlas',
  Lotus: 'Lotus',
  Thunder: 'Kulog',
  Fire: 'Apoy',
  Jade: 'Jade',
  Crystal: 'Kristal',
  Festival: 'Pista',
  Riches: 'Yaman',
  Gems: 'Hiyas',
  Spins: 'Ikot',
  Legends: 'Alamat',
  Empire: 'Imperyo',
  Nights: 'Gabi',
  Hunter: 'Mangangaso',
  Reef: 'Bahura',
  Shark: 'Pating',
  Whale: 'Balyena',
  Kingdom: 'Kaharian',
  Table: 'Mesa',
  Classic: 'Klasikong',
  Speed: 'Mabilis na',
  VIP: 'VIP',
};
const ADJECTIVES = ['Golden', 'Lucky', 'Mystic', 'Royal', 'Wild', 'Crystal', 'Thunder', 'Fire', 'Jade', 'Classic'];
const NOUNS = [
  'Fortune',
  'Treasure',
  'Dragon',
  'Tiger',
  'Phoenix',
  'Koi',
  'Jungle',
  'Ocean',
  'Moon',
  'Sun',
  'Star',
  'Temple',
  'Island',
  'Pearl',
  'Lotus',
  'Festival',
  'Riches',
  'Gems',
  'Legends',
  'Empire',
  'Nights',
  'Kingdom',
];
const SUFFIXES = ['', ' Spins', ' Riches', ' Legends', ' Gems'];

/** A small deterministic generator (mulberry32): the same catalogue on every machine. */
export function generator(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const tagalog = (english: string) =>
  english
    .split(' ')
    .map((word) => WORDS[word] ?? word)
    .join(' ');

export function gameNameFor({
  vendor,
  index,
  random,
  used,
}: {
  vendor: DemoVendor;
  index: number;
  random: () => number;
  used: Set<string>;
}): string {
  for (;;) {
    let name: string;
    const noun = NOUNS[Math.floor(random() * NOUNS.length)] as string;
    const adjective = ADJECTIVES[Math.floor(random() * ADJECTIVES.length)] as string;
    if (vendor.categories.includes('FISH'))
      name = `${adjective} ${['Reef', 'Shark', 'Whale', 'Ocean'][index % 4]} Hunter`;
    else if (vendor.categories.includes('LIVE'))
      name =
        `${['Speed', 'VIP', 'Royal', 'Classic', 'Golden'][Math.floor(index / 5) % 5]} ${vendor.gameTypes[index % vendor.gameTypes.length]?.replace('-', ' ')} ${Math.floor(index / 25) + 1}`.replace(
          /\b\w/g,
          (c) => c.toUpperCase(),
        );
    else if (vendor.categories.includes('PVP'))
      name = `${adjective} ${vendor.gameTypes[index % vendor.gameTypes.length]?.replace(/^\w/, (c) => c.toUpperCase())} Table`;
    else name = `${adjective} ${noun}${SUFFIXES[Math.floor(random() * SUFFIXES.length)]}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
    if (used.size > 5000) return `${name} ${index}`;
  }
}
