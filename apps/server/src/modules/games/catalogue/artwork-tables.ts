import { dragonHead, tigerFace } from './artwork-creatures';
import { bolt, type Drawer, dark, f, glint, type Kit, light, SUITS, starPoints } from './artwork-kit';

/**
 * Table-game subjects of the game artwork: cards (a fan, a poker hand, a blackjack, baccarat's
 * two hands, dragon against tiger), chips, dice, sic bo, roulette and mahjong. Live and card
 * rooms have many tables of few games, so each game gets a layout of its own rather than one
 * "cards" picture in different colours.
 */

type Suit = keyof typeof SUITS;
const SUIT_NAMES = Object.keys(SUITS) as Suit[];
const suitInk = (suit: Suit) => (suit === 'heart' || suit === 'diamond' ? '#d80f2a' : '#1b1b2e');

/** The letter A as a stroke (a drawn shape, not text: no fonts needed), centred on (0, 0). */
const ACE = 'M-6 8 L0 -8 L6 8 M-3.5 2 H3.5';

/**
 * A playing card, centre (0, 0), 84 x 120: `pip` a big suit, `ace` a big suit with A in the
 * corners, `king` a framed crown (a picture card).
 */
function card(k: Kit, suit: Suit, kind: 'pip' | 'ace' | 'king' = 'pip'): string {
  const ink = suitInk(suit);
  const corner =
    kind === 'pip'
      ? `<path d="${SUITS[suit]}" fill="${ink}" transform="translate(-26 -42) scale(.32)"/><path d="${SUITS[suit]}" fill="${ink}" transform="translate(26 42) rotate(180) scale(.32)"/>`
      : `${kind === 'ace' ? `<path d="${ACE}" transform="translate(-30 -44)" stroke="${ink}" stroke-width="2.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` : ''}<path d="${SUITS[suit]}" fill="${ink}" transform="translate(-30 -28) scale(.28)"/><path d="${SUITS[suit]}" fill="${ink}" transform="translate(30 28) rotate(180) scale(.28)"/>`;
  const middle =
    kind === 'king'
      ? `<rect x="-28" y="-44" width="56" height="88" rx="4" fill="${k.lin([light(k.p.hero, 0.5), k.p.hero])}" stroke="${ink}" stroke-width="2"/>
<path d="M-20 12 L-24 -18 L-10 -4 L0 -24 L10 -4 L24 -18 L20 12 Z" fill="${k.lin(['#fff2a8', '#e0a10b'])}" stroke="${k.p.ink}" stroke-width="2.5" stroke-linejoin="round"/><rect x="-21" y="10" width="42" height="9" rx="2" fill="#ffd54a" stroke="${k.p.ink}" stroke-width="2.5"/><circle cy="-24" r="3" fill="#ffffff"/>`
      : `<path d="${SUITS[suit]}" fill="${ink}" transform="scale(${kind === 'ace' ? 1.35 : 1.15})"/>`;
  return `<rect x="-42" y="-60" width="84" height="120" rx="10" fill="${k.lin(['#ffffff', '#e9e6f0'])}" stroke="${k.p.ink}" stroke-width="4"/>
<rect x="-35" y="-53" width="70" height="106" rx="6" fill="none" stroke="${ink}" stroke-width="1.5" opacity=".3"/>${middle}${corner}`;
}

/** A card face down: the palette's colour with a lattice. */
function cardBack(k: Kit): string {
  const lattice = Array.from(
    { length: 7 },
    (_, i) => `M${-40 + i * 14} -56 L${-40 + i * 14 + 60} 56 M${40 - i * 14} -56 L${40 - i * 14 - 60} 56`,
  ).join(' ');
  return `<rect x="-42" y="-60" width="84" height="120" rx="10" fill="#ffffff" stroke="${k.p.ink}" stroke-width="4"/>
<rect x="-35" y="-53" width="70" height="106" rx="6" fill="${k.lin([light(k.p.hero, 0.2), dark(k.p.hero, 0.3)])}"/>
<g clip-path="${k.clip('<rect x="-35" y="-53" width="70" height="106" rx="6"/>')}"><path d="${lattice}" stroke="#ffffff" stroke-width="1.5" opacity=".35"/></g>
<polygon points="${starPoints(0, 0, 14, 6, 4)}" fill="#ffffff" opacity=".8"/>`;
}

const at = (x: number, y: number, turn: number, s: number, inner: string) =>
  `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(turn)}) scale(${s})">${inner}</g>`;

/** A casino chip seen face on. */
function chip(k: Kit, x: number, y: number, r: number, c: string, tilt: number): string {
  const dash = f((Math.PI * 2 * r * 0.82) / 16);
  return `<g transform="translate(${x} ${y}) scale(1 ${tilt})"><circle r="${r}" fill="${dark(c, 0.35)}" transform="translate(0 ${f(r * 0.18)})"/>
<circle r="${r}" fill="${c}" stroke="${k.p.ink}" stroke-width="3"/><circle r="${f(r * 0.82)}" fill="none" stroke="#ffffff" stroke-width="${f(r * 0.2)}" stroke-dasharray="${dash} ${dash}"/>
<circle r="${f(r * 0.55)}" fill="${light(c, 0.15)}" stroke="#ffffff" stroke-width="2" stroke-dasharray="4 3"/></g>`;
}

/** A stack of n chips seen from the side, its bottom at (x, y). */
function chipStack(k: Kit, x: number, y: number, r: number, n: number, c: string): string {
  const h = r * 0.3;
  let out = '';
  for (let i = 0; i < n; i++) {
    const cy = y - i * h;
    out += `<path d="M${f(x - r)} ${f(cy - h)} V${f(cy)} A${r} ${f(r * 0.36)} 0 0 0 ${f(x + r)} ${f(cy)} V${f(cy - h)} Z" fill="${k.lin([light(c, 0.2), c, dark(c, 0.35)], 0, 0, 1, 0)}" stroke="${k.p.ink}" stroke-width="1.5"/>
<path d="M${f(x - r * 0.8)} ${f(cy - h / 2 + r * 0.22)} Q${f(x)} ${f(cy - h / 2 + r * 0.5)} ${f(x + r * 0.8)} ${f(cy - h / 2 + r * 0.22)}" stroke="#ffffff" stroke-width="${f(h * 0.45)}" stroke-dasharray="5 6" fill="none"/>`;
  }
  return `${out}<g transform="translate(${f(x)} ${f(y - n * h)}) scale(1 .36)"><circle r="${r}" fill="${c}" stroke="${k.p.ink}" stroke-width="3"/><circle r="${f(r * 0.78)}" fill="none" stroke="#ffffff" stroke-width="${f(r * 0.18)}" stroke-dasharray="6 6"/><circle r="${f(r * 0.5)}" fill="${light(c, 0.2)}"/></g>`;
}

const CHIP_COLOURS = ['#e11d48', '#1f6bff', '#111827', '#16a34a', '#f59e0b', '#7c3aed'];

/** Baccarat, blackjack and the like: three or four cards fanned, chips at their foot. */
export const cards: Drawer = (k) => {
  const first = Math.floor(k.rand() * 4);
  const n = k.rand() < 0.5 ? 3 : 4;
  const spread = n === 3 ? 22 : 17;
  const fan = Array.from({ length: n }, (_, i) =>
    at(
      128,
      236,
      (i - (n - 1) / 2) * spread,
      1,
      `<g transform="translate(0 -108)">${card(k, SUIT_NAMES[(first + i) % 4] as Suit, i === n - 1 ? 'ace' : 'pip')}</g>`,
    ),
  ).join('');
  return `${fan}${chip(k, 58, 212, 26, k.pick(CHIP_COLOURS), 0.55)}${chip(k, 200, 214, 24, k.pick(CHIP_COLOURS), 0.55)}${chip(k, 206, 196, 24, k.pick(CHIP_COLOURS), 0.55)}${glint(196, 70, 12)}`;
};

/** Tongits and pusoy: a whole hand held open, seven cards wide, the first ones face down. */
export const cardfan: Drawer = (k) => {
  const first = Math.floor(k.rand() * 4);
  const fan = Array.from({ length: 7 }, (_, i) =>
    at(
      128,
      250,
      (i - 3) * 13,
      0.92,
      `<g transform="translate(0 -118)">${i < 2 ? cardBack(k) : card(k, SUIT_NAMES[(first + i) % 4] as Suit, i === 6 ? 'king' : 'pip')}</g>`,
    ),
  ).join('');
  return `${fan}${glint(200, 50, 12)}${glint(54, 64, 8)}`;
};

/** Poker: two hole cards and stacks of chips, a dealer button. */
export const poker: Drawer = (k) => {
  const suit = k.pick(SUIT_NAMES);
  const other = k.pick(SUIT_NAMES.filter((s) => s !== suit));
  const colours = [k.pick(CHIP_COLOURS), k.pick(CHIP_COLOURS), k.pick(CHIP_COLOURS)];
  return `<ellipse cx="128" cy="214" rx="110" ry="16" fill="#000000" opacity=".3"/>
${at(84, 118, -14, 0.95, card(k, suit, 'ace'))}${at(124, 124, 8, 0.95, card(k, other, 'ace'))}
${chipStack(k, 176, 212, 26, 7, colours[0] as string)}${chipStack(k, 214, 214, 22, 4, colours[1] as string)}${chipStack(k, 150, 222, 24, 3, colours[2] as string)}
<g transform="translate(56 210) scale(1 .5)"><circle r="22" fill="#ffffff" stroke="${k.p.ink}" stroke-width="4"/><circle r="14" fill="none" stroke="#1b1b2e" stroke-width="3"/></g>${glint(96, 60, 12)}`;
};

/** Blackjack: an ace and a picture card, big, over a chip. */
export const blackjack: Drawer = (k) => {
  const suit = k.pick(SUIT_NAMES);
  const other = k.pick(SUIT_NAMES);
  return `<path d="M10 190 A140 120 0 0 0 246 190" fill="none" stroke="${k.p.glow}" stroke-width="3" opacity=".5"/>
${at(100, 124, -12, 1.2, card(k, suit, 'ace'))}${at(160, 128, 10, 1.2, card(k, other, 'king'))}
${chip(k, 60, 214, 26, k.pick(CHIP_COLOURS), 0.55)}${chip(k, 200, 218, 22, k.pick(CHIP_COLOURS), 0.55)}${glint(200, 52, 13)}`;
};

/** Baccarat: the player's two cards in a blue box, the banker's in a red one. */
export const baccarat: Drawer = (k) => {
  const hand = (x: number, c: string) =>
    `<rect x="${x - 54}" y="92" width="108" height="104" rx="16" fill="${c}" fill-opacity=".35" stroke="${light(c, 0.4)}" stroke-width="4"/>
${at(x - 18, 142, -8, 0.62, card(k, k.pick(SUIT_NAMES), k.rand() < 0.3 ? 'king' : 'pip'))}${at(x + 18, 146, 8, 0.62, card(k, k.pick(SUIT_NAMES), 'ace'))}`;
  return `${hand(70, '#1f6bff')}${hand(186, '#e11d48')}
<g transform="translate(128 62) scale(.5) translate(-128 -130)"><path d="M60 180 L46 90 L92 126 L128 66 L164 126 L210 90 L196 180 Z" fill="${k.lin(['#fff2a8', '#ffc933', '#b8720a'])}" stroke="${k.p.ink}" stroke-width="8" stroke-linejoin="round"/></g>
${chip(k, 60, 222, 20, '#1f6bff', 0.55)}${chip(k, 196, 222, 20, '#e11d48', 0.55)}${chip(k, 128, 226, 20, '#16a34a', 0.55)}`;
};

/** Dragon Tiger: the dragon's card and the tiger's, each on its own side, a bolt between. */
export const versus: Drawer = (k) => {
  const dragon = k.pick(['#12a150', '#1f6bff', '#e0112b']);
  return `<path d="M0 0 H150 L106 256 H0 Z" fill="#1f3fff" opacity=".28"/><path d="M150 0 H256 V256 H106 Z" fill="#ff6a00" opacity=".28"/>
<g transform="translate(36 78) scale(.6)">${dragonHead(k, dragon, '#ffb020', '#ffe27a')}</g>
<g transform="translate(190 54) scale(.42) translate(-128 -140)">${tigerFace(k)}</g>
${at(70, 170, -10, 0.78, card(k, k.pick(SUIT_NAMES), 'ace'))}${at(186, 170, 10, 0.78, card(k, k.pick(SUIT_NAMES), 'king'))}
${bolt(126, 98, 120, k.lin(['#fffbe0', '#ffd23f', '#ff9a1a']), k.p.ink)}`;
};

export const roulette: Drawer = (k) => {
  const pockets = 24;
  const r = 84;
  const c = 2 * Math.PI * (r - 14);
  const seg = f(c / pockets);
  const ball = k.rand() * Math.PI * 2;
  return `<g transform="translate(128 142) scale(1 .7)">
<ellipse cy="22" rx="${r + 16}" ry="${r + 16}" fill="${dark('#5a2a0e', 0.2)}"/>
<circle r="${r + 16}" fill="${k.lin(['#b5652a', '#5a2a0e'])}" stroke="${k.p.ink}" stroke-width="6"/>
<circle r="${r}" fill="#2a1206"/>
<circle r="${r - 14}" fill="none" stroke="#d0112b" stroke-width="26"/>
<circle r="${r - 14}" fill="none" stroke="#15151f" stroke-width="26" stroke-dasharray="${seg} ${seg}"/>
<circle r="${r - 14}" fill="none" stroke="#12a150" stroke-width="26" stroke-dasharray="${seg} ${f(c - Number(seg))}"/>
<circle r="${r - 28}" fill="none" stroke="#ffd54a" stroke-width="3"/>
<circle r="${r - 30}" fill="${k.rad(['#ffeaa0', '#c98a0a', '#7a4a05'], 0.45, 0.4)}"/>
<circle r="${r - 52}" fill="${k.rad(['#fff6c8', '#ffc933'], 0.4, 0.4)}" stroke="#7a4a05" stroke-width="3"/>
<path d="M-26 0 H26 M0 -26 V26" stroke="#7a4a05" stroke-width="7" stroke-linecap="round"/><circle r="8" fill="#ffe27a" stroke="#7a4a05" stroke-width="2"/>
<circle cx="${f(Math.cos(ball) * (r - 6))}" cy="${f(Math.sin(ball) * (r - 6))}" r="9" fill="${k.rad(['#ffffff', '#c9ced8'], 0.35, 0.35)}" stroke="#555" stroke-width="1"/></g>
${chip(k, 44, 216, 22, '#e11d48', 0.55)}${chip(k, 214, 214, 22, '#111827', 0.55)}${glint(200, 64, 12)}`;
};

/** A mahjong tile, centre (0, 0): ivory face over its green back. */
function tile(k: Kit, face: string): string {
  return `<rect x="-36" y="-46" width="72" height="100" rx="10" fill="#0f7a43" stroke="${k.p.ink}" stroke-width="5"/>
<rect x="-36" y="-52" width="72" height="96" rx="10" fill="${k.lin(['#ffffff', '#efe8d6'])}" stroke="${k.p.ink}" stroke-width="5"/>${face}`;
}

const DOTS = `${[
  [-16, -30],
  [16, -30],
  [0, -4],
  [-16, 22],
  [16, 22],
]
  .map(
    ([x, y], i) =>
      `<circle cx="${x}" cy="${y}" r="11" fill="${['#1f6bff', '#12a150', '#d0112b', '#12a150', '#1f6bff'][i]}"/><circle cx="${x}" cy="${y}" r="6" fill="#ffffff"/><circle cx="${x}" cy="${y}" r="3" fill="#d0112b"/>`,
  )
  .join('')}`;
const BAMBOO = [-18, 0, 18]
  .map(
    (x) =>
      `<rect x="${x - 5}" y="-40" width="10" height="76" rx="5" fill="#12a150"/><path d="M${x - 5} -14 H${x + 5} M${x - 5} 10 H${x + 5}" stroke="#0b5e2f" stroke-width="3"/>`,
  )
  .join('');
const DRAGON = `<rect x="-20" y="-28" width="40" height="32" rx="3" fill="none" stroke="#d0112b" stroke-width="8"/><path d="M0 -44 V36" stroke="#d0112b" stroke-width="9" stroke-linecap="round"/>`;

export const mahjong: Drawer = (k) => {
  const faces = [DOTS, BAMBOO, DRAGON];
  const front = Math.floor(k.rand() * 3);
  const at = (x: number, y: number, turn: number, i: number, s = 1) =>
    `<g transform="translate(${x} ${y}) rotate(${turn}) scale(${s})">${tile(k, faces[(front + i) % 3] as string)}</g>`;
  return `<ellipse cx="128" cy="214" rx="100" ry="14" fill="#000000" opacity=".3"/>${at(70, 136, -16, 1, 0.9)}${at(186, 136, 16, 2, 0.9)}${at(128, 130, 0, 0, 1.15)}${glint(190, 60, 12)}`;
};

const PIPS: [number, number][][] = [
  [[0.5, 0.5]],
  [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  [
    [0.27, 0.27],
    [0.5, 0.5],
    [0.73, 0.73],
  ],
  [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.5, 0.5],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  [
    [0.27, 0.25],
    [0.73, 0.25],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.75],
    [0.73, 0.75],
  ],
];

/** An isometric die: three faces, each with its pips mapped onto it. */
function die(k: Kit, cx: number, cy: number, s: number, face: string, pip: string, values: number[]): string {
  const w = s * 0.87;
  const h = s / 2;
  // Each face is the unit square under an affine map: [a b c d e f] of SVG's matrix().
  const maps = [
    [w, h, -w, h, cx, cy - s],
    [w, h, 0, s, cx - w, cy - h],
    [w, -h, 0, s, cx, cy],
  ];
  const shades = [light(face, 0.35), dark(face, 0.08), dark(face, 0.25)];
  return maps
    .map((m, i) => {
      const [a, b, c, d, e, g] = m as [number, number, number, number, number, number];
      const corner = (u: number, v: number) => `${f(e + a * u + c * v)},${f(g + b * u + d * v)}`;
      const pips = (PIPS[(values[i] as number) - 1] ?? [])
        .map(([u, v]) => `<circle cx="${u}" cy="${v}" r=".095"/>`)
        .join('');
      return `<polygon points="${corner(0, 0)} ${corner(1, 0)} ${corner(1, 1)} ${corner(0, 1)}" fill="${shades[i]}" stroke="${k.p.ink}" stroke-width="4" stroke-linejoin="round"/>
<g transform="matrix(${m.map(f).join(' ')})" fill="${pip}">${pips}</g>`;
    })
    .join('');
}

export const dice: Drawer = (k) => {
  const ivory = k.rand() < 0.6;
  const face = ivory ? '#f4f1ea' : k.pick(['#e11d48', k.p.hero, '#2f6bff']);
  const pip = ivory ? '#d0112b' : '#ffffff';
  const roll = () => [1 + Math.floor(k.rand() * 6), 1 + Math.floor(k.rand() * 6), 1 + Math.floor(k.rand() * 6)];
  const three = k.rand() < 0.35;
  return `<ellipse cx="128" cy="214" rx="96" ry="16" fill="#000000" opacity=".3"/>
${die(k, 86, 112, 46, face, pip, roll())}${three ? die(k, 190, 120, 38, face, pip, roll()) : ''}${die(k, three ? 138 : 156, three ? 164 : 150, 58, face, pip, roll())}
${glint(70, 70, 12)}${glint(200, 84, 9)}`;
};

/** Sic bo: three dice under the shaker's glass dome, on a gold plate. */
export const sicbo: Drawer = (k) => {
  const face = k.rand() < 0.7 ? '#f4f1ea' : '#e11d48';
  const pip = face === '#f4f1ea' ? '#d0112b' : '#ffffff';
  const roll = () => [1 + Math.floor(k.rand() * 6), 1 + Math.floor(k.rand() * 6), 1 + Math.floor(k.rand() * 6)];
  return `<ellipse cx="128" cy="196" rx="104" ry="26" fill="${k.lin(['#fff2a8', '#d98f06', '#7a4a05'])}" stroke="${k.p.ink}" stroke-width="5"/>
<ellipse cx="128" cy="190" rx="88" ry="18" fill="${k.lin(['#b8720a', '#ffd54a'])}"/>
${die(k, 98, 170, 28, face, pip, roll())}${die(k, 158, 172, 28, face, pip, roll())}${die(k, 128, 146, 28, face, pip, roll())}
<path d="M44 190 C44 100 80 52 128 52 C176 52 212 100 212 190" fill="${k.lin(['#ffffff .35', '#ffffff .08'])}" stroke="#ffffff" stroke-width="4" opacity=".9"/>
<path d="M70 150 C70 110 90 80 116 70" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round" opacity=".7"/>
<circle cx="128" cy="48" r="10" fill="${k.lin(['#fff2a8', '#d98f06'])}" stroke="${k.p.ink}" stroke-width="3"/>${glint(186, 84, 12)}`;
};
