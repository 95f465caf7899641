import type { Modifier } from './artwork-kit';

/**
 * Which picture a game gets, from the words of its name (English or Tagalog) and its category.
 * Pure and separate from the drawing so it can be tested and read as a table.
 */
export type Subject =
  | 'cards'
  | 'cardfan'
  | 'poker'
  | 'blackjack'
  | 'baccarat'
  | 'versus'
  | 'sicbo'
  | 'roulette'
  | 'mahjong'
  | 'dice'
  | 'rocket'
  | 'bomb'
  | 'plinko'
  | 'wheel'
  | 'lottery'
  | 'seven'
  | 'rooster'
  | 'controller'
  | 'football'
  | 'shark'
  | 'whale'
  | 'octopus'
  | 'reef'
  | 'koi'
  | 'dragon'
  | 'tiger'
  | 'phoenix'
  | 'pearl'
  | 'lotus'
  | 'island'
  | 'jungle'
  | 'ocean'
  | 'temple'
  | 'castle'
  | 'palace'
  | 'city'
  | 'festival'
  | 'moon'
  | 'sun'
  | 'star'
  | 'chest'
  | 'coins'
  | 'ingot'
  | 'gem'
  | 'shield'
  | 'crown'
  | 'flame'
  | 'storm'
  | 'clover'
  | 'slot';

/**
 * Word stems to subjects, most specific first: the first rule with a word of the name wins, so
 * the nouns ("Dragon", "Isla") come before the words that are usually adjectives ("Golden",
 * "Apoy"), which become modifiers of the picture instead. A stem matches the start of a word
 * ("ginto" matches "Gintong"). Some rules hold only in one category.
 */
const RULES: { subject: Subject; words: string[]; category?: string }[] = [
  // Table games first: "Dragon Tiger" is a card game, not a dragon.
  { subject: 'versus', words: ['dragon tiger', 'dragon tigre'] },
  { subject: 'sicbo', words: ['sicbo', 'sic bo'] },
  { subject: 'baccarat', words: ['baccarat', 'punto banco'] },
  { subject: 'blackjack', words: ['blackjack', 'black jack'] },
  { subject: 'poker', words: ['poker', 'teen patti', 'pai gow', 'holdem', 'hold em'] },
  { subject: 'cardfan', words: ['tongits', 'rummy', 'lucky 9', 'baraha'] },
  { subject: 'cards', words: ['pusoy', 'card', 'kard'] },
  { subject: 'roulette', words: ['roulette', 'ruleta'] },
  { subject: 'mahjong', words: ['mahjong', 'mah jong'] },
  { subject: 'dice', words: ['dice', 'dais', 'craps'] },
  { subject: 'rocket', words: ['limbo', 'crash', 'rocket', 'raket', 'aviator', 'jet'] },
  { subject: 'bomb', words: ['mines', 'minahan', 'bomb', 'bomba'] },
  { subject: 'plinko', words: ['plinko', 'pachinko'] },
  { subject: 'wheel', words: ['wheel', 'gulong'] },
  { subject: 'lottery', words: ['keno', 'lotto', 'lottery', 'loterya', 'bingo', 'jueteng'] },
  { subject: 'seven', words: ['seven', 'pito', '777'] },
  { subject: 'rooster', words: ['sabong', 'cock', 'rooster', 'manok', 'tandang', 'derby'] },
  { subject: 'controller', words: ['esport', 'e-sport', 'gaming', 'gamer'] },
  { subject: 'football', words: ['sport', 'football', 'soccer', 'pitch', 'basketball'] },
  { subject: 'shark', words: ['shark', 'pating'] },
  { subject: 'whale', words: ['whale', 'balyena'] },
  { subject: 'octopus', words: ['octopus', 'pugita', 'kraken'] },
  // In a fishing game the ocean is the monster's, not a seascape.
  { subject: 'octopus', words: ['ocean', 'karagatan', 'deep', 'dagat'], category: 'FISH' },
  { subject: 'reef', words: ['reef', 'bahura', 'coral', 'fish', 'isda'] },
  { subject: 'koi', words: ['koi', 'carp'] },
  { subject: 'dragon', words: ['dragon'] },
  { subject: 'tiger', words: ['tiger', 'tigre', 'lion', 'leon'] },
  { subject: 'phoenix', words: ['phoenix', 'ibon', 'bird', 'agila', 'eagle'] },
  { subject: 'pearl', words: ['pearl', 'perlas', 'clam'] },
  { subject: 'lotus', words: ['lotus', 'flower', 'bulaklak', 'sampaguita'] },
  { subject: 'island', words: ['island', 'isla', 'beach', 'tropic', 'paraiso', 'paradise'] },
  { subject: 'jungle', words: ['jungle', 'gubat', 'forest', 'kagubatan', 'safari'] },
  { subject: 'ocean', words: ['ocean', 'karagatan', 'sea', 'dagat', 'wave', 'alon'] },
  { subject: 'temple', words: ['temple', 'templo', 'pagoda', 'shrine'] },
  { subject: 'castle', words: ['kingdom', 'kaharian', 'castle', 'kastilyo'] },
  { subject: 'palace', words: ['empire', 'imperyo', 'palace', 'palasyo', 'olymp'] },
  { subject: 'city', words: ['night', 'gabi', 'city', 'lungsod', 'vegas', 'manila', 'macau'] },
  { subject: 'festival', words: ['festival', 'pista', 'fiesta', 'carnival', 'party', 'sinulog'] },
  { subject: 'moon', words: ['moon', 'buwan', 'luna', 'lunar'] },
  { subject: 'sun', words: ['sun', 'araw', 'solar'] },
  { subject: 'star', words: ['star', 'bituin', 'tala'] },
  { subject: 'chest', words: ['treasure', 'kayamanan', 'chest', 'baul', 'pirate'] },
  { subject: 'coins', words: ['riches', 'yaman', 'coin', 'barya', 'wealth', 'money', 'pera', 'cash', 'jackpot'] },
  { subject: 'ingot', words: ['fortune', 'swerte', 'prosper', 'ingot'] },
  { subject: 'gem', words: ['gem', 'hiyas', 'diamond', 'brilyante', 'jewel', 'alahas', 'ruby', 'emerald'] },
  { subject: 'shield', words: ['legend', 'alamat', 'hero', 'bayani', 'warrior', 'mandirigma', 'sword', 'espada'] },
  { subject: 'crown', words: ['crown', 'korona', 'king', 'hari', 'queen', 'reyna', 'vip'] },
  // Words that are usually adjectives: the subject only when the name has nothing more specific.
  { subject: 'flame', words: ['fire', 'apoy', 'flame', 'blaze', 'inferno', 'lava', 'hot'] },
  { subject: 'storm', words: ['thunder', 'kulog', 'storm', 'bagyo', 'lightning', 'kidlat', 'zeus'] },
  { subject: 'coins', words: ['gold', 'ginto'] },
  { subject: 'gem', words: ['jade', 'crystal', 'kristal'] },
  { subject: 'clover', words: ['lucky', 'suwerte', 'masuwerte', 'clover'] },
];

/** Each category's subject when the name names none. */
const BY_CATEGORY: Record<string, Subject> = {
  RNG: 'slot',
  FISH: 'reef',
  LIVE: 'cards',
  PVP: 'cards',
  COCKFIGHT: 'rooster',
  SPORTS: 'football',
  ESPORTS: 'controller',
  INHOUSE: 'dice',
  LOTT: 'lottery',
  LOTTERY: 'lottery',
};

/** Lower case, accents off, one space between words: " Mahiwagang  Buwán " to "mahiwagang buwan". */
export function words(name: string): string {
  return ` ${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, ' ')
    .trim()} `;
}

const has = (text: string, stem: string) => text.includes(` ${stem}`);

/** The picture's subject: the first rule naming a word of the name, else the category's. */
export function subjectFor(name: string, category: string): Subject {
  const text = words(name);
  for (const rule of RULES) {
    if (rule.category && rule.category !== category) continue;
    if (rule.words.some((stem) => has(text, stem))) return rule.subject;
  }
  return BY_CATEGORY[category] ?? 'slot';
}

const MODIFIERS: [Modifier, string[]][] = [
  ['golden', ['gold', 'ginto', 'yaman', 'rich']],
  ['fire', ['fire', 'apoy', 'flame', 'blaze', 'inferno', 'lava', 'hot']],
  ['thunder', ['thunder', 'kulog', 'storm', 'bagyo', 'lightning', 'kidlat']],
  ['jade', ['jade', 'emerald', 'esmeralda']],
  ['crystal', ['crystal', 'kristal', 'ice', 'yelo', 'frost']],
  ['mystic', ['mystic', 'mahiwaga', 'magic', 'mahika', 'spirit']],
  ['royal', ['royal', 'maharlika', 'vip', 'imperial']],
  ['lucky', ['lucky', 'masuwerte', 'suwerte', 'swerte']],
  ['wild', ['wild', 'mabangis']],
  ['speed', ['speed', 'mabilis', 'turbo', 'fast', 'quick']],
  ['classic', ['classic', 'klasiko', 'retro']],
];

/** The mood words of the name, which tint and decorate whatever the subject is. */
export function modifiersFor(name: string): Set<Modifier> {
  const text = words(name);
  return new Set(MODIFIERS.filter(([, stems]) => stems.some((stem) => has(text, stem))).map(([m]) => m));
}
