import { loadSharp } from '../../../lib/sharp';
import { BACKDROPS, type Backdrop, PALETTE_NAMES, PALETTES, type PaletteName } from './artwork-backdrops';
import * as creatures from './artwork-creatures';
import { bolt, coin, createKit, type Drawer, f, glint, type Kit, type Modifier } from './artwork-kit';
import * as objects from './artwork-objects';
import * as scenes from './artwork-scenes';
import { modifiersFor, type Subject, subjectFor } from './artwork-subjects';
import * as tables from './artwork-tables';

/**
 * Game and vendor artwork, drawn from shapes (no fonts, no copied images). A game's picture is
 * decided by its name, vendor and category (artwork-subjects.ts picks the subject from the
 * name's words), and by a hash of them for everything else, so every instance draws the same
 * picture and it can be cached forever.
 */

export { subjectFor } from './artwork-subjects';

export interface ArtworkGame {
  id: number;
  name: string;
  vendorCode: string;
  category: string;
}

/** How a subject is staged: its drawer, the backdrops and palettes that suit it. */
interface Staging {
  draw: Drawer;
  backdrops: Backdrop[];
  palettes?: PaletteName[];
  /** An emblem floats on a glow with a drop shadow; a scene fills the picture itself. */
  scene?: boolean;
  /** Never drawn mirrored (a 7 or a game pad's buttons would read wrong). */
  fixed?: boolean;
}

const WARM: PaletteName[] = ['ember', 'sunset', 'gold', 'ruby', 'dusk', 'candy', 'royal'];
const COOL: PaletteName[] = ['ocean', 'teal', 'ice', 'jade', 'storm', 'mystic', 'royal'];
const SKIES: Backdrop[] = ['sky', 'sunset', 'night'];

const STAGING: Record<Subject, Staging> = {
  cards: { draw: tables.cards, backdrops: ['felt', 'spot', 'rays'] },
  cardfan: { draw: tables.cardfan, backdrops: ['felt', 'spot', 'rays'] },
  poker: { draw: tables.poker, backdrops: ['felt', 'spot'] },
  blackjack: { draw: tables.blackjack, backdrops: ['felt', 'spot'] },
  baccarat: { draw: tables.baccarat, backdrops: ['felt', 'spot'] },
  versus: { draw: tables.versus, backdrops: ['spot', 'rays'], fixed: true },
  sicbo: { draw: tables.sicbo, backdrops: ['felt', 'spot', 'rays'] },
  roulette: { draw: tables.roulette, backdrops: ['felt', 'spot'] },
  mahjong: { draw: tables.mahjong, backdrops: ['felt', 'rays', 'spot'] },
  dice: { draw: tables.dice, backdrops: ['felt', 'rays', 'spot', 'neon'] },
  rocket: { draw: objects.rocket, backdrops: ['night', 'neon'] },
  bomb: { draw: objects.bomb, backdrops: ['spot', 'neon'] },
  plinko: { draw: objects.plinko, backdrops: ['neon', 'spot'] },
  wheel: { draw: objects.wheel, backdrops: ['rays', 'spot'] },
  lottery: { draw: objects.lottery, backdrops: ['rays', 'spot'] },
  seven: { draw: objects.seven, backdrops: ['rays', 'spot'], fixed: true },
  slot: { draw: objects.slot, backdrops: ['rays', 'spot'], fixed: true },
  rooster: { draw: creatures.rooster, backdrops: ['spot', 'sunset', 'rays'], palettes: WARM },
  controller: {
    draw: objects.controller,
    backdrops: ['neon'],
    palettes: ['mystic', 'candy', 'ocean', 'teal', 'royal'],
    fixed: true,
  },
  football: { draw: objects.football, backdrops: ['night', 'sky'], palettes: COOL, scene: true },
  shark: { draw: creatures.shark, backdrops: ['sea'], palettes: COOL },
  whale: { draw: creatures.whale, backdrops: ['sunset', 'night', 'sky'], scene: true },
  octopus: { draw: creatures.octopus, backdrops: ['sea'], palettes: COOL },
  reef: { draw: creatures.reef, backdrops: ['sea'], palettes: COOL, scene: true },
  koi: { draw: creatures.koi, backdrops: ['sea', 'spot'], palettes: ['teal', 'ocean', 'jade', 'storm', 'royal'] },
  dragon: { draw: creatures.dragon, backdrops: ['rays', 'spot', 'night'] },
  tiger: { draw: creatures.tiger, backdrops: ['rays', 'spot'] },
  phoenix: { draw: creatures.phoenix, backdrops: ['rays', 'spot', 'night'], palettes: [...WARM, 'mystic'] },
  pearl: { draw: creatures.pearl, backdrops: ['sea'], palettes: COOL },
  lotus: { draw: scenes.lotus, backdrops: ['sunset', 'night', 'sky'], scene: true },
  island: { draw: scenes.island, backdrops: SKIES, scene: true },
  jungle: { draw: scenes.jungle, backdrops: ['sky', 'sunset'], scene: true },
  ocean: { draw: scenes.ocean, backdrops: SKIES, scene: true },
  temple: { draw: scenes.temple, backdrops: SKIES, scene: true },
  castle: { draw: scenes.castle, backdrops: SKIES, scene: true },
  palace: { draw: scenes.palace, backdrops: ['rays', 'sunset', 'sky'], scene: true },
  city: { draw: scenes.city, backdrops: ['night'], scene: true },
  festival: { draw: scenes.festival, backdrops: ['night', 'sunset'], scene: true },
  moon: { draw: scenes.moon, backdrops: ['night'], scene: true },
  sun: { draw: scenes.sun, backdrops: ['sky', 'sunset'], palettes: WARM, scene: true },
  star: { draw: objects.star, backdrops: ['rays', 'night', 'spot'] },
  chest: { draw: objects.chest, backdrops: ['rays', 'spot'] },
  coins: { draw: objects.coins, backdrops: ['rays', 'spot'] },
  ingot: { draw: objects.ingot, backdrops: ['rays', 'spot'], palettes: WARM },
  gem: { draw: objects.gem, backdrops: ['rays', 'spot'] },
  shield: { draw: objects.shield, backdrops: ['rays', 'spot'] },
  crown: { draw: objects.crown, backdrops: ['rays', 'spot'] },
  flame: {
    draw: scenes.flame,
    backdrops: ['spot', 'night'],
    palettes: ['ember', 'dusk', 'ruby', 'sunset'],
    scene: true,
  },
  storm: {
    draw: scenes.storm,
    backdrops: ['night', 'spot'],
    palettes: ['storm', 'royal', 'mystic', 'ocean'],
    scene: true,
  },
  clover: { draw: objects.clover, backdrops: ['rays', 'spot'], palettes: ['lucky', 'jade', 'gold', 'teal'] },
};

/** The palettes a mood word asks for ("Apoy" is red and orange whatever the subject). */
const MOOD_PALETTES: Record<Modifier, PaletteName[]> = {
  golden: ['gold', 'royal', 'ruby'],
  fire: ['ember', 'dusk', 'ruby'],
  thunder: ['storm', 'royal', 'ocean'],
  jade: ['jade', 'teal'],
  crystal: ['ice', 'ocean', 'mystic'],
  mystic: ['mystic', 'royal', 'candy'],
  royal: ['royal', 'ruby', 'gold'],
  lucky: ['lucky', 'jade', 'gold'],
  wild: ['dusk', 'ember', 'lucky'],
  speed: [],
  classic: ['ruby', 'gold', 'royal'],
};

/** FNV-1a of the text, then a murmur finaliser to spread it. */
function hashText(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return hash(h);
}

const FINISHES = ['gloss', 'frame', 'plain', 'bulbs'] as const;
type Finish = (typeof FINISHES)[number];

/** What a game's picture is made of: decided before anything is drawn (and tested). */
export function artworkPlan(game: ArtworkGame) {
  const subject = subjectFor(game.name, game.category);
  const mods = modifiersFor(game.name);
  const staging = STAGING[subject];
  const seed = hashText(`${game.id}|${game.name}|${game.vendorCode}`);
  const moods = [...mods].flatMap((m) => MOOD_PALETTES[m]);
  const choices = moods.length ? moods : (staging.palettes ?? PALETTE_NAMES);
  const palette = choices[seed % choices.length] as PaletteName;
  const backdrop = staging.backdrops[(seed >>> 8) % staging.backdrops.length] as Backdrop;
  // A vendor's games share a finish, as a real studio's icons share a house style; "Royal"
  // and "VIP" games get a gold frame, "Classic" ones a marquee of bulbs.
  const house = FINISHES[hashText(game.vendorCode) % 3] as Finish;
  const finish: Finish = mods.has('classic') ? 'bulbs' : mods.has('royal') ? 'frame' : house;
  // Half the pictures are drawn mirrored: the same subject then faces the other way.
  const mirror = !staging.fixed && ((seed >>> 16) & 1) === 1;
  return { subject, mods, palette, backdrop, finish, mirror, seed };
}

/** The mood words' touches: behind the subject (bolts, claw marks) and in front (coins, embers). */
function moodLayers(k: Kit): { behind: string; front: string } {
  let behind = '';
  let front = '';
  if (k.mods.has('thunder'))
    behind += `<g opacity=".75">${bolt(34, 12, 90, k.p.glow, '#ffffff')}${bolt(214, 30, 70, k.p.glow, '#ffffff')}</g>`;
  if (k.mods.has('wild'))
    behind += `<path d="M150 20 L96 236 M182 26 L128 242 M214 34 L160 248" stroke="#000000" stroke-width="10" stroke-linecap="round" opacity=".18"/>`;
  if (k.mods.has('mystic'))
    behind += `<circle cx="128" cy="128" r="104" fill="none" stroke="${k.p.glow}" stroke-width="2" stroke-dasharray="2 8" opacity=".6"/><circle cx="128" cy="128" r="92" fill="none" stroke="${k.p.glow}" stroke-width="1.5" opacity=".35"/>`;
  if (k.mods.has('speed'))
    behind += `<g stroke="${k.p.glow}" stroke-linecap="round" opacity=".45">${[40, 70, 180, 210]
      .map((y, i) => `<path d="M${-10 + i * 6} ${y} H${70 + (i % 2) * 40}" stroke-width="${5 - i}"/>`)
      .join('')}</g>`;
  if (k.mods.has('golden')) {
    const [a, b] = k.pick([
      [26, 226],
      [230, 226],
      [26, 40],
    ]) as [number, number];
    front += `${coin(k, a, b, 14, 0.5)}${coin(k, 256 - a, 120 + k.rand() * 80, 12, 0.7)}${glint(226, 44, 10, '#fff3b0')}`;
  }
  if (k.mods.has('fire'))
    front += Array.from(
      { length: 10 },
      () =>
        `<circle cx="${f(k.rand() * 256)}" cy="${f(140 + k.rand() * 116)}" r="${f(1.5 + k.rand() * 2.5)}" fill="${k.pick(['#ffd23f', '#ff7a1a', '#ff3b2f'])}" opacity=".9"/>`,
    ).join('');
  if (k.mods.has('crystal'))
    front += `<g stroke="#ffffff" stroke-width="2" stroke-linejoin="round" opacity=".9"><polygon points="6,256 16,200 30,256" fill="#bff4ff"/><polygon points="24,256 36,214 48,256" fill="#7fe3ff"/><polygon points="226,256 240,206 252,256" fill="#bff4ff"/></g>`;
  if (k.mods.has('lucky'))
    front += [
      [28, 36],
      [228, 224],
    ]
      .map(
        ([x, y]) =>
          `<g transform="translate(${x} ${y})" fill="#3cc85a" stroke="#0b5e2f" stroke-width="1.5">${[0, 90, 180, 270].map((a) => `<circle cx="0" cy="-6" r="6" transform="rotate(${a})"/>`).join('')}</g>`,
      )
      .join('');
  if (k.mods.has('mystic'))
    front += Array.from({ length: 5 }, () =>
      glint(20 + k.rand() * 216, 20 + k.rand() * 216, 4 + k.rand() * 6, k.p.glow),
    ).join('');
  return { behind, front };
}

/** A ring of lit bulbs round the edge, an old casino sign's. */
function marquee(k: Kit): string {
  const spots: [number, number][] = [];
  for (let i = 0; i <= 12; i++) {
    const d = 12 + i * 19.33;
    spots.push([d, 12], [d, 244]);
    if (i > 0 && i < 12) spots.push([12, d], [244, d]);
  }
  return `<rect x="4" y="4" width="248" height="248" rx="20" fill="none" stroke="${k.p.ink}" stroke-width="14" opacity=".7"/>${spots
    .map(
      ([x, y]) =>
        `<circle cx="${f(x)}" cy="${f(y)}" r="4.2" fill="${k.p.glow}"/><circle cx="${f(x)}" cy="${f(y)}" r="1.8" fill="#ffffff"/>`,
    )
    .join('')}`;
}

/** The picture as SVG (exported for the tests; gameArtwork renders it). */
export function artworkSvg(game: ArtworkGame): string {
  const plan = artworkPlan(game);
  const defs: string[] = [];
  const k = createKit(PALETTES[plan.palette], plan.mods, plan.seed, defs);
  const staging = STAGING[plan.subject];
  const backdrop = BACKDROPS[plan.backdrop](k);
  const mood = moodLayers(k);
  const subject = staging.draw(k);
  const glow = staging.scene
    ? ''
    : `<circle cx="128" cy="132" r="104" fill="${k.rad([`${k.p.glow} .55`, `${k.p.glow} .15`, `${k.p.glow} 0`])}"/>`;
  const finish =
    plan.finish === 'gloss'
      ? `<path d="M0 0 H256 V70 C180 96 76 96 0 70 Z" fill="${k.lin(['#ffffff .22', '#ffffff 0'])}"/>`
      : plan.finish === 'frame'
        ? `<rect x="5" y="5" width="246" height="246" rx="22" fill="none" stroke="${k.lin(['#fff2a8', '#d98f06', '#fff2a8'])}" stroke-width="6"/><rect x="10" y="10" width="236" height="236" rx="18" fill="none" stroke="${k.p.ink}" stroke-width="2" opacity=".6"/>`
        : plan.finish === 'bulbs'
          ? marquee(k)
          : '';
  const vignette = `<rect width="256" height="256" fill="${k.rad([`${k.p.ink} 0`, `${k.p.ink} 0`, `${k.p.ink} .55`], 0.5, 0.5, 0.72)}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs>${defs.join('')}
<filter id="drop" x="-10%" y="-10%" width="120%" height="130%"><feGaussianBlur in="SourceAlpha" stdDeviation="4"/><feOffset dy="6"/><feComponentTransfer><feFuncA type="linear" slope=".45"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
<filter id="neon" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="4" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs>
${backdrop}${mood.behind}${glow}<g${staging.scene ? '' : ' filter="url(#drop)"'}${plan.mirror ? ' transform="matrix(-1 0 0 1 256 0)"' : ''}>${subject}</g>${mood.front}${vignette}${finish}</svg>`;
}

/** A game's tile picture, 256 x 256 WebP. */
export async function gameArtwork(game: ArtworkGame): Promise<Buffer> {
  return (await loadSharp())(Buffer.from(artworkSvg(game)))
    .webp({ quality: 78 })
    .toBuffer();
}

function hash(n: number): number {
  let x = n ^ 0x9e3779b9;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Vendor palettes (the vendor marks keep the colours they had). */
const VENDOR_PALETTES: [string, string, string][] = [
  ['#ff6a3d', '#7c1fa8', '#ffd36e'],
  ['#1fd1f9', '#2b2e83', '#b4f8ff'],
  ['#22c55e', '#064e3b', '#d9f99d'],
  ['#f43f5e', '#3b0764', '#fecdd3'],
  ['#f59e0b', '#7c2d12', '#fde68a'],
  ['#6366f1', '#0f172a', '#c7d2fe'],
  ['#14b8a6', '#134e4a', '#99f6e4'],
  ['#ec4899', '#4c0519', '#fbcfe8'],
  ['#a855f7', '#1e1b4b', '#e9d5ff'],
  ['#eab308', '#14532d', '#fef08a'],
];

/** Emblems for vendor marks: a crown, a wave, a flame, a bolt, a leaf, a shield, an orbit, a sun, a gem. */
const EMBLEMS = [
  'M64 168 L76 92 L108 124 L128 80 L148 124 L180 92 L192 168 Z M64 184 H192',
  'M48 140 C72 110 96 110 120 140 C144 170 168 170 192 140 M48 104 C72 74 96 74 120 104 C144 134 168 134 192 104',
  'M128 60 C150 96 176 112 168 152 C162 184 140 196 128 196 C104 196 84 178 88 148 C92 124 110 116 112 96 C124 108 126 124 124 134 C140 120 140 92 128 60 Z',
  'M140 52 L84 140 H124 L112 204 L172 112 H132 Z',
  'M76 180 C76 108 124 68 188 64 C188 132 148 180 76 180 Z M76 180 L150 106',
  'M128 56 L188 80 V128 C188 164 160 190 128 200 C96 190 68 164 68 128 V80 Z',
  'M128 104 a24 24 0 1 0 0.1 0 M48 128 C48 96 208 96 208 128 C208 160 48 160 48 128 Z',
  'M128 92 a36 36 0 1 0 0.1 0 M128 48 V68 M128 188 V208 M48 128 H68 M188 128 H208 M72 72 L86 86 M170 170 L184 184 M72 184 L86 170 M170 86 L184 72',
  'M128 58 L176 96 L128 198 L80 96 Z M80 96 L176 96',
];

/** A vendor's mark: `white` a white emblem on transparency (spec: white variant), `large` a tile. */
export async function vendorArtwork(code: string, variant: 'white' | 'large'): Promise<Buffer> {
  // Seed 1380 gives each of the demo's nine vendors an emblem of its own.
  const h = hash([...code].reduce((n, ch) => n * 31 + ch.charCodeAt(0), 1380));
  const [a, b] = VENDOR_PALETTES[h % VENDOR_PALETTES.length] as [string, string, string];
  const emblem = EMBLEMS[(h >>> 5) % EMBLEMS.length] as string;
  const background =
    variant === 'large'
      ? `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="256" height="256" rx="36" fill="url(#g)"/><circle cx="200" cy="56" r="90" fill="#fff" opacity=".08"/>`
      : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">${background}
<path d="${emblem}" fill="#fff" fill-opacity="${variant === 'large' ? 0.18 : 0.12}" stroke="#fff" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/></svg>`;
  return (await loadSharp())(Buffer.from(svg)).webp({ quality: 80, alphaQuality: 90 }).toBuffer();
}
