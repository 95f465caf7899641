/**
 * The drawing kit shared by the game artwork's subjects (artwork-*.ts): the palette and the
 * seeded choices of one picture, gradients, colour mixing and a few small shapes that several
 * subjects reuse. Everything is plain SVG that librsvg draws without fonts or outside images.
 */

/** The colours of one picture. */
export interface Palette {
  /** The backdrop: top and bottom of the sky, or the two ends of its gradient. */
  sky: [string, string];
  /** A saturated colour for whatever the subject lets us tint (a gem, a dragon, a rocket's fins). */
  hero: string;
  /** Highlights, glows and sparkles. */
  glow: string;
  /** Outlines and the darkest shadows. */
  ink: string;
}

/** Words of a name that change the mood rather than the subject ("Golden", "Apoy", "Kulog"). */
export type Modifier =
  | 'golden'
  | 'fire'
  | 'thunder'
  | 'jade'
  | 'crystal'
  | 'mystic'
  | 'royal'
  | 'lucky'
  | 'wild'
  | 'speed'
  | 'classic';

/** What a subject draws with: the palette, the modifiers and the picture's own seeded choices. */
export interface Kit {
  p: Palette;
  mods: ReadonlySet<Modifier>;
  /** 0 <= n < 1, the same sequence for the same game. */
  rand(): number;
  pick<T>(items: readonly T[]): T;
  /** A linear gradient (object bounding box units, top to bottom unless told): `url(#id)`. */
  lin(stops: string[], x1?: number, y1?: number, x2?: number, y2?: number): string;
  /** A radial gradient (object bounding box units): `url(#id)`. */
  rad(stops: string[], cx?: number, cy?: number, r?: number): string;
  /** A clip path of these shapes: `url(#id)`. */
  clip(shapes: string): string;
}

export type Drawer = (k: Kit) => string;

/** mulberry32: a small seeded generator, so a game's picture is the same on every instance. */
export function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A kit whose gradients land in `defs` (ids are numbered per picture, so output is stable). */
export function createKit(p: Palette, mods: ReadonlySet<Modifier>, seed: number, defs: string[]): Kit {
  const rand = seeded(seed);
  let n = 0;
  // A stop is "colour" or "colour opacity"; offsets are spread evenly.
  const stopsOf = (stops: string[]) =>
    stops
      .map((stop, i) => {
        const [colour, opacity] = stop.split(' ');
        const offset = stops.length === 1 ? 0 : i / (stops.length - 1);
        return `<stop offset="${offset.toFixed(3)}" stop-color="${colour}"${opacity ? ` stop-opacity="${opacity}"` : ''}/>`;
      })
      .join('');
  return {
    p,
    mods,
    rand,
    pick: (items) => items[Math.floor(rand() * items.length)] as (typeof items)[number],
    lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
      const id = `l${n++}`;
      defs.push(
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
      );
      return `url(#${id})`;
    },
    rad(stops, cx = 0.5, cy = 0.5, r = 0.5) {
      const id = `r${n++}`;
      defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`);
      return `url(#${id})`;
    },
    clip(shapes) {
      const id = `c${n++}`;
      defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
      return `url(#${id})`;
    },
  };
}

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** `a` moved towards `b` by t (0..1); both #rrggbb. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [channels(a), channels(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v + ((y[i] as number) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
export const light = (c: string, t: number) => mix(c, '#ffffff', t);
export const dark = (c: string, t: number) => mix(c, '#000000', t);

/** Rounds for the SVG text: shorter output, and no float noise between runs. */
export const f = (n: number) => Math.round(n * 10) / 10;

/** Points of a star (or a burst, with many points and a small inner radius). */
export function starPoints(cx: number, cy: number, outer: number, inner: number, points: number, turn = 0): string {
  return Array.from({ length: points * 2 }, (_, i) => {
    const a = turn + (Math.PI * i) / points - Math.PI / 2;
    const r = i % 2 ? inner : outer;
    return `${f(cx + Math.cos(a) * r)},${f(cy + Math.sin(a) * r)}`;
  }).join(' ');
}

/** A four-pointed glint, the sparkle of a slot icon. */
export const glint = (x: number, y: number, s: number, colour = '#ffffff', opacity = 1) =>
  `<path d="M${f(x)} ${f(y - s)} Q${f(x + s * 0.14)} ${f(y - s * 0.14)} ${f(x + s)} ${f(y)} Q${f(x + s * 0.14)} ${f(y + s * 0.14)} ${f(x)} ${f(y + s)} Q${f(x - s * 0.14)} ${f(y + s * 0.14)} ${f(x - s)} ${f(y)} Q${f(x - s * 0.14)} ${f(y - s * 0.14)} ${f(x)} ${f(y - s)} Z" fill="${colour}" opacity="${opacity}"/>`;

/** A puffy cloud of overlapping circles, flat at the bottom. */
export function cloud(x: number, y: number, s: number, fill: string, shade: string): string {
  const puffs: [number, number, number][] = [
    [-26, 0, 16],
    [-8, -10, 22],
    [16, -6, 18],
    [30, 2, 12],
  ];
  const body = puffs.map(([dx, dy, r]) => `<circle cx="${dx}" cy="${dy}" r="${r}"/>`).join('');
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(s * 100) / 100})"><g fill="${shade}" transform="translate(0 4)">${body}<rect x="-38" y="0" width="76" height="14" rx="7"/></g><g fill="${fill}">${body}<rect x="-38" y="-2" width="76" height="14" rx="7"/></g></g>`;
}

/** A gold coin seen face on, with a rim and a star struck in it. */
export function coin(k: Kit, x: number, y: number, r: number, tilt = 1): string {
  const face = k.rad(['#fff6c2', '#ffd34d', '#e0a10b'], 0.35, 0.3, 0.75);
  const rim = k.lin(['#ffe27a', '#b8720a']);
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(tilt * 100) / 100} 1)">
<circle r="${r}" fill="${rim}" stroke="#7a4a05" stroke-width="${f(r * 0.08)}"/>
<circle r="${f(r * 0.8)}" fill="${face}"/>
<polygon points="${starPoints(0, 0, r * 0.5, r * 0.22, 5)}" fill="#d98f06" opacity=".85"/>
<path d="M${f(-r * 0.55)} ${f(-r * 0.35)} A${f(r * 0.65)} ${f(r * 0.65)} 0 0 1 ${f(r * 0.25)} ${f(-r * 0.6)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.1)}" stroke-linecap="round" opacity=".8"/></g>`;
}

/** A stack of gold coins seen from the side, `n` high, its bottom at y. */
export function coinStack(k: Kit, x: number, y: number, r: number, n: number): string {
  const side = k.lin(['#ffd54a', '#e8a40c', '#a8650a'], 0, 0, 1, 0);
  const top = k.rad(['#fff3b0', '#ffd447', '#e0a10b'], 0.4, 0.35, 0.7);
  const h = r * 0.26;
  let out = '';
  for (let i = 0; i < n; i++) {
    const cy = y - i * h;
    out += `<path d="M${f(x - r)} ${f(cy - h)} V${f(cy)} A${r} ${f(r * 0.36)} 0 0 0 ${f(x + r)} ${f(cy)} V${f(cy - h)} Z" fill="${side}" stroke="#7a4a05" stroke-width="1.5"/>`;
  }
  const topY = y - n * h;
  return `${out}<ellipse cx="${f(x)}" cy="${f(topY)}" rx="${r}" ry="${f(r * 0.36)}" fill="${top}" stroke="#7a4a05" stroke-width="1.5"/><ellipse cx="${f(x)}" cy="${f(topY)}" rx="${f(r * 0.6)}" ry="${f(r * 0.2)}" fill="none" stroke="#c98a0a" stroke-width="2"/>`;
}

/** A lightning bolt from (x, y) pointing down, `s` its height. */
export const bolt = (x: number, y: number, s: number, fill: string, edge: string) =>
  `<path transform="translate(${f(x)} ${f(y)}) scale(${f(s) / 100})" d="M14 0 L-20 54 H2 L-10 100 L30 36 H8 L24 0 Z" fill="${fill}" stroke="${edge}" stroke-width="4" stroke-linejoin="round"/>`;

/** A flame, base at (x, y), `s` its height: red outside, yellow at the heart. */
export function fire(k: Kit, x: number, y: number, s: number): string {
  const outer = k.lin(['#ffdd55', '#ff7a1a', '#e0261b'], 0, 1, 0, 0);
  const inner = k.lin(['#fffbe0', '#ffe066'], 0, 1, 0, 0);
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(s) / 100})">
<path d="M0 0 C-34 0 -46 -28 -34 -52 C-28 -40 -20 -38 -18 -44 C-26 -66 -10 -86 4 -100 C2 -80 20 -72 24 -54 C28 -62 32 -66 36 -70 C46 -44 42 0 0 0 Z" fill="${outer}"/>
<path d="M0 0 C-18 0 -24 -16 -16 -30 C-12 -24 -6 -24 -6 -30 C-8 -42 0 -52 8 -58 C8 -44 20 -38 20 -24 C20 -8 12 0 0 0 Z" fill="${inner}"/></g>`;
}

/** Card suits in a 40 x 40 box centred on (0, 0). */
export const SUITS = {
  heart:
    'M0 16 C-10 8 -20 0 -20 -8 C-20 -16 -12 -20 -6 -18 C-3 -17 -1 -14 0 -12 C1 -14 3 -17 6 -18 C12 -20 20 -16 20 -8 C20 0 10 8 0 16 Z',
  diamond: 'M0 -20 L15 0 L0 20 L-15 0 Z',
  spade:
    'M0 -20 C8 -10 20 -4 20 4 C20 12 12 15 4 11 C5 15 7 18 10 20 H-10 C-7 18 -5 15 -4 11 C-12 15 -20 12 -20 4 C-20 -4 -8 -10 0 -20 Z',
  club: 'M0 -20 A9 9 0 0 1 7 -5 A9 9 0 1 1 4 11 C5 15 7 18 10 20 H-10 C-7 18 -5 15 -4 11 A9 9 0 1 1 -7 -5 A9 9 0 0 1 0 -20 Z',
};
