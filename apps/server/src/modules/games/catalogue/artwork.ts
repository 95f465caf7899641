import { loadSharp } from '../../../lib/sharp';

/**
 * Game and vendor artwork, drawn from shapes (no fonts, no copied images) and decided by the
 * game's id, so every instance draws the same picture and it can be cached forever.
 */
const PALETTES: [string, string, string][] = [
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

const MOTIFS: Record<string, string[]> = {
  RNG: [
    // gem
    'M128 58 L176 96 L128 198 L80 96 Z M80 96 L176 96 M128 58 L108 96 L128 198 L148 96 Z',
    // seven
    'M84 70 H172 L118 196 M104 128 H156',
    // star
    'M128 56 L147 106 L200 108 L158 140 L173 192 L128 162 L83 192 L98 140 L56 108 L109 106 Z',
    // bell
    'M128 62 C92 62 86 110 84 150 L72 170 H184 L172 150 C170 110 164 62 128 62 Z M112 172 A16 16 0 0 0 144 172',
    // clover
    'M128 128 m-36 0 a28 28 0 1 1 36 -36 a28 28 0 1 1 36 36 a28 28 0 1 1 -36 36 a28 28 0 1 1 -36 -36 M128 150 L128 200',
  ],
  FISH: [
    'M60 128 C100 70 170 70 196 128 C170 186 100 186 60 128 Z M196 128 L224 100 L224 156 Z M92 118 a8 8 0 1 0 0.1 0',
  ],
  LIVE: ['M128 60 a68 68 0 1 0 0.1 0 M128 86 a42 42 0 1 0 0.1 0 M128 60 V86 M128 170 V196 M60 128 H86 M170 128 H196'],
  PVP: [
    'M70 80 h64 a8 8 0 0 1 8 8 v100 a8 8 0 0 1 -8 8 h-64 a8 8 0 0 1 -8 -8 v-100 a8 8 0 0 1 8 -8 Z M122 68 h64 a8 8 0 0 1 8 8 v100 a8 8 0 0 1 -8 8 h-64 Z',
  ],
  COCKFIGHT: [
    'M90 190 C80 140 100 100 140 90 C150 70 170 64 180 80 C168 84 166 96 172 110 C190 130 180 176 140 190 Z M120 190 L112 214 M150 190 L156 214',
  ],
  SPORTS: [
    'M128 60 a68 68 0 1 0 0.1 0 M128 92 l30 22 l-11 36 h-38 l-11 -36 Z M128 60 V92 M158 114 L192 104 M147 150 L166 182 M109 150 L90 182 M98 114 L64 104',
  ],
  ESPORTS: [
    'M70 110 h116 a30 30 0 0 1 0 60 h-20 l-18 -18 h-40 l-18 18 h-20 a30 30 0 0 1 0 -60 Z M92 126 v24 M80 138 h24 M160 132 a5 5 0 1 0 0.1 0 M176 146 a5 5 0 1 0 0.1 0',
  ],
  INHOUSE: [
    'M76 76 h104 v104 h-104 Z M104 104 a9 9 0 1 0 0.1 0 M152 104 a9 9 0 1 0 0.1 0 M128 128 a9 9 0 1 0 0.1 0 M104 152 a9 9 0 1 0 0.1 0 M152 152 a9 9 0 1 0 0.1 0',
  ],
};

function hash(n: number): number {
  let x = n ^ 0x9e3779b9;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

export async function gameArtwork(id: number, category: string): Promise<Buffer> {
  const h = hash(id);
  const [a, b, c] = PALETTES[h % PALETTES.length] as [string, string, string];
  const motifs = MOTIFS[category] ?? MOTIFS.RNG ?? [];
  const motif = motifs[(h >>> 8) % motifs.length] as string;
  const angle = (h >>> 4) % 360;
  const sparkles = Array.from({ length: 14 }, (_, i) => {
    const s = hash(id * 31 + i);
    return `<circle cx="${s % 256}" cy="${(s >>> 8) % 256}" r="${1 + ((s >>> 16) % 3)}" fill="${c}" opacity="${0.25 + ((s >>> 20) % 50) / 100}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
<radialGradient id="r" cx=".5" cy=".42" r=".55"><stop offset="0" stop-color="#fff" stop-opacity=".38"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="256" height="256" fill="url(#g)"/><rect width="256" height="256" fill="url(#r)"/>${sparkles}
<path d="M-20 ${200 + (h % 40)} Q 128 ${150 + ((h >>> 3) % 60)} 276 ${210 + ((h >>> 6) % 40)} V 276 H -20 Z" fill="#000" opacity=".18"/>
<path d="${motif}" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="16" stroke-linejoin="round" stroke-linecap="round" transform="translate(3 5)"/>
<path d="${motif}" fill="${c}" fill-opacity=".22" stroke="#fff" stroke-width="9" stroke-linejoin="round" stroke-linecap="round"/></svg>`;
  return (await loadSharp())(Buffer.from(svg)).webp({ quality: 78 }).toBuffer();
}

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
  const [a, b] = PALETTES[h % PALETTES.length] as [string, string, string];
  const emblem = EMBLEMS[(h >>> 5) % EMBLEMS.length] as string;
  const background =
    variant === 'large'
      ? `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="256" height="256" rx="36" fill="url(#g)"/><circle cx="200" cy="56" r="90" fill="#fff" opacity=".08"/>`
      : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">${background}
<path d="${emblem}" fill="#fff" fill-opacity="${variant === 'large' ? 0.18 : 0.12}" stroke="#fff" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/></svg>`;
  return (await loadSharp())(Buffer.from(svg)).webp({ quality: 80, alphaQuality: 90 }).toBuffer();
}
