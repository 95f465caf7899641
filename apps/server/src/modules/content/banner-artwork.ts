import { loadSharp } from '../../lib/sharp';

/**
 * Demo artwork for banners and team emblems, drawn from shapes (no fonts: a fresh machine may
 * have none, and the headline is the banner's own text, laid over it by the web app in the
 * reader's language). Decided by the name, so every instance draws the same picture.
 */
export const BANNER_WIDTH = 800;
export const BANNER_HEIGHT = 320;

interface Scene {
  colours: [string, string, string];
  /** The motif, drawn in a 256 x 256 box on the right of the banner. */
  motif: string;
}

const COIN = (x: number, y: number, r: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.34}" fill="#f6c343" stroke="#b7791f" stroke-width="4"/>` +
  `<rect x="${x - r}" y="${y}" width="${r * 2}" height="${r * 0.3}" fill="#d69e2e"/>` +
  `<ellipse cx="${x}" cy="${y + r * 0.3}" rx="${r}" ry="${r * 0.34}" fill="#d69e2e" stroke="#b7791f" stroke-width="4"/>`;

const PIPS = (x: number, y: number, s: number, spots: [number, number][]) =>
  spots.map(([a, b]) => `<circle cx="${x + a * s}" cy="${y + b * s}" r="${s * 0.09}" fill="#1a202c"/>`).join('');

const SCENES: Record<string, Scene> = {
  welcome: {
    colours: ['#7b2ff7', '#f107a3', '#ffd36e'],
    motif:
      `<rect x="70" y="110" width="130" height="110" rx="10" fill="#ff4d6d" stroke="#fff" stroke-width="6"/>` +
      `<rect x="58" y="86" width="154" height="36" rx="8" fill="#ff758f" stroke="#fff" stroke-width="6"/>` +
      `<rect x="124" y="86" width="22" height="134" fill="#ffd36e"/>` +
      `<path d="M135 86 C110 40 70 60 100 86 M135 86 C160 40 200 60 170 86" fill="none" stroke="#ffd36e" stroke-width="10" stroke-linecap="round"/>` +
      [COIN(40, 200, 30), COIN(40, 182, 30), COIN(228, 206, 26), COIN(228, 190, 26), COIN(228, 174, 26)].join(''),
  },
  originals: {
    colours: ['#0f766e', '#1e3a8a', '#5eead4'],
    motif:
      `<g transform="rotate(-14 90 130)"><rect x="30" y="70" width="120" height="120" rx="22" fill="#fff"/>${PIPS(
        30,
        70,
        120,
        [
          [0.25, 0.25],
          [0.75, 0.25],
          [0.5, 0.5],
          [0.25, 0.75],
          [0.75, 0.75],
        ],
      )}</g>` +
      `<g transform="rotate(12 180 150)"><rect x="130" y="100" width="104" height="104" rx="20" fill="#fef3c7"/>${PIPS(
        130,
        100,
        104,
        [
          [0.28, 0.28],
          [0.72, 0.72],
          [0.5, 0.5],
        ],
      )}</g>`,
  },
  sabong: {
    colours: ['#c2410c', '#7f1d1d', '#fbbf24'],
    motif:
      `<path d="M70 220 C50 160 70 110 120 96 C126 70 146 52 166 60 C178 46 198 50 200 64 C186 64 184 76 192 86 C222 112 214 196 150 220 Z" fill="#1a0b05" stroke="#fbbf24" stroke-width="6" stroke-linejoin="round"/>` +
      `<path d="M166 60 L176 36 L184 58 L196 40 L198 62" fill="#dc2626" stroke="#fbbf24" stroke-width="4" stroke-linejoin="round"/>` +
      `<path d="M200 78 L226 86 L200 92 Z" fill="#fbbf24"/>` +
      `<path d="M70 150 C30 120 24 80 40 60 C50 100 70 120 96 130" fill="#7c2d12" stroke="#fbbf24" stroke-width="5"/>` +
      `<path d="M120 220 L112 246 M156 218 L164 246" stroke="#fbbf24" stroke-width="8" stroke-linecap="round"/>`,
  },
  register: {
    colours: ['#15803d', '#064e3b', '#bef264'],
    motif:
      `<path d="M128 40 L152 100 L216 104 L166 144 L184 206 L128 170 L72 206 L90 144 L40 104 L104 100 Z" fill="#facc15" stroke="#fff" stroke-width="8" stroke-linejoin="round"/>` +
      `<circle cx="128" cy="128" r="30" fill="#fff" fill-opacity=".35"/>`,
  },
};

export const BANNER_SCENES = Object.keys(SCENES);

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A banner's picture: a gradient scene with its motif on the right, room for the headline on the left. */
export async function bannerArtwork(scene: string): Promise<Buffer | undefined> {
  const found = SCENES[scene];
  if (!found) return undefined;
  const [a, b, c] = found.colours;
  const h = hash(scene);
  const sparkles = Array.from({ length: 26 }, (_, i) => {
    const s = hash(`${scene}${i}`);
    return `<circle cx="${360 + (s % 440)}" cy="${(s >>> 9) % BANNER_HEIGHT}" r="${1 + ((s >>> 18) % 4)}" fill="${c}" opacity="${0.3 + ((s >>> 22) % 60) / 100}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b}"/><stop offset="1" stop-color="${a}"/></linearGradient>
<radialGradient id="glow" cx=".78" cy=".5" r=".5"><stop offset="0" stop-color="${c}" stop-opacity=".55"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".45"/><stop offset=".6" stop-color="#000" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>
<g opacity=".12" fill="#fff">${[0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M${420 + i * 90 + (h % 30)} 0 L${470 + i * 90} 0 L${330 + i * 90} ${BANNER_HEIGHT} L${280 + i * 90} ${BANNER_HEIGHT} Z"/>`,
    )
    .join('')}</g>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#glow)"/>${sparkles}
<g transform="translate(500 20) scale(1.1)">${found.motif}</g>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#shade)"/>
</svg>`;
  return (await loadSharp())(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

const TEAM_COLOURS = [
  '#2563eb',
  '#dc2626',
  '#16a34a',
  '#9333ea',
  '#ea580c',
  '#0891b2',
  '#ca8a04',
  '#db2777',
  '#475569',
];
const TEAM_MARKS = [
  'M64 86 L128 60 L192 86 M64 120 L128 94 L192 120',
  'M128 70 L146 116 L196 118 L156 148 L170 196 L128 168 L86 196 L100 148 L60 118 L110 116 Z',
  'M84 80 H172 V112 H84 Z M84 136 H172 V168 H84 Z',
  'M128 64 C164 96 164 160 128 192 C92 160 92 96 128 64 Z',
  'M76 184 L128 72 L180 184 Z',
  'M128 76 a52 52 0 1 0 0.1 0 M128 104 a24 24 0 1 0 0.1 0',
];

/** A team's emblem: a shield in the team's colours with a mark, decided by its name. */
export async function teamEmblem(slug: string): Promise<Buffer> {
  const h = hash(slug);
  const main = TEAM_COLOURS[h % TEAM_COLOURS.length] as string;
  const second = TEAM_COLOURS[(h >>> 5) % TEAM_COLOURS.length] as string;
  const mark = TEAM_MARKS[(h >>> 10) % TEAM_MARKS.length] as string;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 256 256">
<path d="M128 12 L226 46 V120 C226 186 180 226 128 246 C76 226 30 186 30 120 V46 Z" fill="${main}" stroke="#fff" stroke-width="12"/>
<path d="M128 12 L226 46 V120 C226 186 180 226 128 246 Z" fill="${second === main ? '#000' : second}" opacity=".45"/>
<path d="${mark}" fill="#fff" fill-opacity=".25" stroke="#fff" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/></svg>`;
  return (await loadSharp())(Buffer.from(svg)).webp({ quality: 82, alphaQuality: 90 }).toBuffer();
}
