import { loadSharp } from '../../lib/sharp';
import { createKit, dark, f, glint, type Kit, light, SUITS, starPoints } from '../games/catalogue/artwork-kit';

/**
 * Demo artwork for banners and team emblems, drawn from shapes (no fonts: a fresh machine may
 * have none, and the headline is the banner's own text, laid over it by the web app in the
 * reader's language). Decided by the name, so every instance draws the same picture.
 */
export const BANNER_WIDTH = 800;
export const BANNER_HEIGHT = 320;

interface Scene {
  colours: [string, string, string];
  /**
   * The motif, drawn in a 256 x 256 box on the right of the banner: plain shapes, or drawn with
   * the game artwork's kit (artwork-kit.ts: gradients, glints, stars), outlined in INK.
   */
  motif: string | ((k: Kit) => string);
}

/** Outlines of the kit-drawn motifs. */
const INK = '#1c0f2e';

const COIN = (x: number, y: number, r: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.34}" fill="#f6c343" stroke="#b7791f" stroke-width="4"/>` +
  `<rect x="${x - r}" y="${y}" width="${r * 2}" height="${r * 0.3}" fill="#d69e2e"/>` +
  `<ellipse cx="${x}" cy="${y + r * 0.3}" rx="${r}" ry="${r * 0.34}" fill="#d69e2e" stroke="#b7791f" stroke-width="4"/>`;

const PIPS = (x: number, y: number, s: number, spots: [number, number][]) =>
  spots.map(([a, b]) => `<circle cx="${x + a * s}" cy="${y + b * s}" r="${s * 0.09}" fill="#1a202c"/>`).join('');

/** A friendly figure from the chest up, an avatar's bust: head of radius r at (cx, y). */
function figure(k: Kit, cx: number, y: number, r: number, shirt: string, hair: string, skin: string): string {
  const b = y + r * 3.4;
  return `<path d="M${f(cx - r * 1.9)} ${f(b)} C${f(cx - r * 1.9)} ${f(y + r * 1.5)} ${f(cx - r)} ${f(y + r * 1.15)} ${f(cx)} ${f(y + r * 1.15)} C${f(cx + r)} ${f(y + r * 1.15)} ${f(cx + r * 1.9)} ${f(y + r * 1.5)} ${f(cx + r * 1.9)} ${f(b)} Z" fill="${k.lin([light(shirt, 0.25), dark(shirt, 0.25)])}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>
<path d="M${f(cx - r * 0.45)} ${f(y + r * 1.2)} L${f(cx)} ${f(y + r * 1.75)} L${f(cx + r * 0.45)} ${f(y + r * 1.2)}" fill="none" stroke="${light(shirt, 0.6)}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="${f(cx)}" cy="${f(y)}" r="${r}" fill="${k.rad([light(skin, 0.35), skin, dark(skin, 0.12)], 0.4, 0.35, 0.7)}" stroke="${INK}" stroke-width="4"/>
<path d="M${f(cx - r * 1.02)} ${f(y + r * 0.05)} C${f(cx - r * 1.1)} ${f(y - r * 1.2)} ${f(cx + r * 1.1)} ${f(y - r * 1.2)} ${f(cx + r * 1.02)} ${f(y + r * 0.05)} C${f(cx + r * 0.7)} ${f(y - r * 0.5)} ${f(cx - r * 0.1)} ${f(y - r * 0.3)} ${f(cx - r * 0.3)} ${f(y - r * 0.62)} C${f(cx - r * 0.55)} ${f(y - r * 0.3)} ${f(cx - r * 0.8)} ${f(y - r * 0.3)} ${f(cx - r * 1.02)} ${f(y + r * 0.05)} Z" fill="${k.lin([light(hair, 0.2), hair])}" stroke="${INK}" stroke-width="3.5" stroke-linejoin="round"/>
<circle cx="${f(cx - r * 0.36)}" cy="${f(y + r * 0.12)}" r="${f(r * 0.1)}" fill="${INK}"/><circle cx="${f(cx + r * 0.36)}" cy="${f(y + r * 0.12)}" r="${f(r * 0.1)}" fill="${INK}"/>
<circle cx="${f(cx - r * 0.58)}" cy="${f(y + r * 0.42)}" r="${f(r * 0.14)}" fill="#ff6b8b" opacity=".5"/><circle cx="${f(cx + r * 0.58)}" cy="${f(y + r * 0.42)}" r="${f(r * 0.14)}" fill="#ff6b8b" opacity=".5"/>
<path d="M${f(cx - r * 0.3)} ${f(y + r * 0.42)} Q${f(cx)} ${f(y + r * 0.72)} ${f(cx + r * 0.3)} ${f(y + r * 0.42)}" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`;
}

/** A gift box, `w` wide, its foot at (cx, y). */
function gift(k: Kit, cx: number, y: number, w: number, box: [string, string], ribbon: string): string {
  const h = w * 0.78;
  const lid = w * 0.24;
  const top = y - h;
  return `<rect x="${f(cx - w / 2)}" y="${f(top + lid * 0.6)}" width="${f(w)}" height="${f(h - lid * 0.6)}" rx="6" fill="${k.lin([box[0], box[1]])}" stroke="${INK}" stroke-width="4"/>
<rect x="${f(cx - w * 0.56)}" y="${f(top)}" width="${f(w * 1.12)}" height="${f(lid)}" rx="6" fill="${k.lin([light(box[0], 0.3), box[0]])}" stroke="${INK}" stroke-width="4"/>
<rect x="${f(cx - w * 0.09)}" y="${f(top)}" width="${f(w * 0.18)}" height="${f(h)}" fill="${k.lin([light(ribbon, 0.2), dark(ribbon, 0.15)])}" stroke="${INK}" stroke-width="3.5"/>
<path d="M${f(cx)} ${f(top)} C${f(cx - w * 0.2)} ${f(top - w * 0.42)} ${f(cx - w * 0.56)} ${f(top - w * 0.2)} ${f(cx - w * 0.3)} ${f(top)} Z M${f(cx)} ${f(top)} C${f(cx + w * 0.2)} ${f(top - w * 0.42)} ${f(cx + w * 0.56)} ${f(top - w * 0.2)} ${f(cx + w * 0.3)} ${f(top)} Z" fill="${ribbon}" stroke="${INK}" stroke-width="3.5" stroke-linejoin="round"/>
<circle cx="${f(cx)}" cy="${f(top - 2)}" r="${f(w * 0.08)}" fill="${light(ribbon, 0.2)}" stroke="${INK}" stroke-width="3"/>
<path d="M${f(cx - w * 0.42)} ${f(top + lid + 8)} v${f(h * 0.4)}" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity=".55"/>`;
}

/** A heart, `s` its scale (the card suit, 40 across at 1). */
const heart = (x: number, y: number, s: number, fill: string, turn = 0) =>
  `<path d="${SUITS.heart}" transform="translate(${x} ${y}) rotate(${turn}) scale(${s})" fill="${fill}" stroke="${INK}" stroke-width="${f(3 / s)}"/>`;

/** A gold star with a bevel, centred on (x, y). */
function goldStar(k: Kit, x: number, y: number, r: number, turn = 0): string {
  return `<polygon points="${starPoints(x, y, r, r * 0.46, 5, turn)}" fill="${k.lin(['#fff6c2', '#ffd34d', '#e89a0c'])}" stroke="${INK}" stroke-width="3.5" stroke-linejoin="round"/>
<polygon points="${starPoints(x, y, r * 0.5, r * 0.23, 5, turn)}" fill="#ffffff" opacity=".35"/>`;
}

/** Invite a friend: two friends, a gift between them and the link they share. */
const invite = (k: Kit) => {
  const link = `<g transform="translate(128 50) rotate(-45)" fill="none" stroke-linecap="round">
<rect x="-27" y="-9" width="30" height="18" rx="9" stroke="${INK}" stroke-width="11"/><rect x="-3" y="-9" width="30" height="18" rx="9" stroke="${INK}" stroke-width="11"/>
<rect x="-27" y="-9" width="30" height="18" rx="9" stroke="#ff4f9a" stroke-width="5"/><rect x="-3" y="-9" width="30" height="18" rx="9" stroke="#a855f7" stroke-width="5"/></g>`;
  return `<circle cx="128" cy="128" r="112" fill="${k.rad(['#ffffff .28', '#ffffff 0'])}"/>
<path d="M74 66 C80 30 104 22 112 30 M182 60 C178 28 154 22 144 30" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="2 9" stroke-linecap="round" opacity=".9"/>
<circle cx="128" cy="50" r="32" fill="${k.rad(['#ffffff', '#ffe3f3'], 0.4, 0.35, 0.7)}" stroke="${INK}" stroke-width="4"/>${link}
${figure(k, 66, 104, 30, '#22b8cf', '#3b1f0e', '#f6c9a0')}${figure(k, 190, 98, 32, '#ff5fa2', '#241038', '#e8b48a')}
${gift(k, 128, 246, 84, ['#ffe07a', '#f59e0b'], '#e0307a')}
${heart(30, 40, 0.45, '#ff4f9a', -16)}${heart(232, 168, 0.38, '#c084fc', 14)}${heart(220, 28, 0.3, '#ffffff', 10)}
${glint(34, 150, 9)}${glint(238, 112, 7, '#ffe3f3')}${glint(172, 168, 6)}`;
};

/** Daily missions: a checklist with two tasks ticked, a target hit dead centre, stars earned. */
const missions = (k: Kit) => {
  const rings = [76, 60, 44, 28, 13]
    .map(
      (r, i) =>
        `<circle cx="172" cy="96" r="${r}" fill="${i % 2 ? k.lin(['#ffffff', '#d6e6ff']) : k.lin(['#ff6b81', '#d61f45'])}" stroke="${INK}" stroke-width="${i ? 2.5 : 4}"/>`,
    )
    .join('');
  const row = (y: number, done: boolean) =>
    `${
      done
        ? `<circle cx="48" cy="${y}" r="12" fill="${k.lin(['#5ee08a', '#16a34a'])}" stroke="${INK}" stroke-width="3"/><path d="M42 ${y} l5 5 l9 -10" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
        : `<circle cx="48" cy="${y}" r="12" fill="#eef4ff" stroke="#8aa4d6" stroke-width="3"/>`
    }<rect x="68" y="${y - 9}" width="${done ? 52 : 44}" height="8" rx="4" fill="${done ? '#a9bde3' : '#c9d6ef'}"/><rect x="68" y="${y + 3}" width="${done ? 34 : 40}" height="6" rx="3" fill="#dbe5f7"/>`;
  return `<circle cx="150" cy="120" r="118" fill="${k.rad(['#ffffff .25', '#ffffff 0'])}"/>
${rings}<circle cx="172" cy="96" r="5" fill="#ffffff"/>
<g transform="translate(172 96) rotate(-42)"><path d="M0 0 H86" stroke="${INK}" stroke-width="9" stroke-linecap="round"/><path d="M0 0 H86" stroke="${k.lin(['#fff2a8', '#d98f06'], 0, 0, 1, 0)}" stroke-width="5" stroke-linecap="round"/>
<path d="M70 0 L86 -14 H104 L90 0 L104 14 H86 Z" fill="${k.lin(['#7dd3fc', '#2563eb'])}" stroke="${INK}" stroke-width="3.5" stroke-linejoin="round"/></g>
<g transform="rotate(-7 80 160)">
<rect x="20" y="84" width="120" height="160" rx="14" fill="${k.lin(['#3b6fd8', '#1e3a8a'])}" stroke="${INK}" stroke-width="4"/>
<rect x="30" y="100" width="100" height="134" rx="8" fill="${k.lin(['#ffffff', '#eaf1ff'])}" stroke="${INK}" stroke-width="3"/>
<rect x="56" y="74" width="48" height="22" rx="8" fill="${k.lin(['#e6edf8', '#9fb1cf'])}" stroke="${INK}" stroke-width="4"/><circle cx="80" cy="80" r="4" fill="${INK}"/>
${row(128, true)}${row(166, true)}${row(204, false)}</g>
${goldStar(k, 166, 214, 20, -0.2)}${goldStar(k, 204, 196, 26)}${goldStar(k, 240, 220, 18, 0.2)}
${glint(120, 40, 10)}${glint(240, 150, 7)}${glint(24, 56, 6, '#cfe6ff')}`;
};

/** The weekly race: a trophy on the winner's step of a podium, under confetti. */
const race = (k: Kit) => {
  const colours = ['#ff3d7f', '#4facfe', '#22c55e', '#ffffff', '#a855f7', '#ffe066'];
  // Most pieces fall behind the trophy; the last few, in front, keep to its sides.
  const confetti = Array.from({ length: 30 }, (_, i) => {
    const x = i < 24 ? 8 + k.rand() * 240 : (i % 2 ? 4 : 196) + k.rand() * 52;
    const y = 4 + k.rand() * (i % 3 ? 150 : 230);
    const c = k.pick(colours);
    return i % 4
      ? `<rect x="${f(x)}" y="${f(y)}" width="${f(5 + k.rand() * 5)}" height="${f(9 + k.rand() * 6)}" rx="1.5" fill="${c}" transform="rotate(${f(k.rand() * 180)} ${f(x)} ${f(y)})"/>`
      : `<path d="M${f(x)} ${f(y)} q6 -8 12 0 t12 0" fill="none" stroke="${c}" stroke-width="3.5" stroke-linecap="round"/>`;
  });
  const step = (x: number, top: number, w: number, medal: string) =>
    `<path d="M${x} ${top} h${w} V246 H${x} Z" fill="${k.lin(['#7c3aed', '#4c1d95', '#2e1065'])}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>
<rect x="${x - 4}" y="${top - 8}" width="${w + 8}" height="12" rx="4" fill="${k.lin(['#fff2a8', '#f5a30b'])}" stroke="${INK}" stroke-width="3.5"/>${medal}`;
  const gold = k.lin(['#fff6c2', '#ffd34d', '#e89a0c', '#b8720a'], 0, 0, 1, 1);
  const disc = (x: number, y: number, c: [string, string]) =>
    `<circle cx="${x}" cy="${y}" r="13" fill="${k.rad([c[0], c[1]], 0.35, 0.35, 0.7)}" stroke="${INK}" stroke-width="3"/><circle cx="${x}" cy="${y}" r="7" fill="none" stroke="#ffffff" stroke-width="2" opacity=".6"/>`;
  return `<circle cx="128" cy="96" r="110" fill="${k.rad(['#fffbe0 .75', '#ffd34d .25', '#ffd34d 0'])}"/>${confetti.slice(0, 24).join('')}
<g stroke="#fff6c2" stroke-width="3" stroke-linecap="round" opacity=".7"><path d="M128 14 V2 M84 30 L76 20 M172 30 L180 20 M62 64 L50 58 M194 64 L206 58"/></g>
${step(26, 186, 64, disc(58, 216, ['#ffffff', '#9aa6b8']))}${step(166, 200, 64, disc(198, 226, ['#ffd9b0', '#c26a2a']))}${step(88, 154, 80, `<polygon points="${starPoints(128, 198, 20, 9, 5)}" fill="${gold}" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>`)}
<g>
<path d="M94 54 C62 50 58 98 102 104" fill="none" stroke="${INK}" stroke-width="14" stroke-linecap="round"/><path d="M162 54 C194 50 198 98 154 104" fill="none" stroke="${INK}" stroke-width="14" stroke-linecap="round"/>
<path d="M94 54 C62 50 58 98 102 104" fill="none" stroke="${gold}" stroke-width="7" stroke-linecap="round"/><path d="M162 54 C194 50 198 98 154 104" fill="none" stroke="${gold}" stroke-width="7" stroke-linecap="round"/>
<path d="M88 40 H168 C168 92 152 114 128 116 C104 114 88 92 88 40 Z" fill="${gold}" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>
<ellipse cx="128" cy="40" rx="40" ry="7" fill="${k.lin(['#b8720a', '#ffd34d'])}" stroke="${INK}" stroke-width="4"/>
<path d="M118 116 H138 L134 132 H122 Z" fill="${gold}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>
<path d="M104 146 L110 130 H146 L152 146 Z" fill="${k.lin(['#ffd34d', '#b8720a'])}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>
<polygon points="${starPoints(128, 74, 17, 7.5, 5)}" fill="#ffffff" opacity=".85"/>
<path d="M98 52 C98 78 104 96 116 106" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity=".7"/></g>
${confetti.slice(24).join('')}${glint(210, 96, 11)}${glint(46, 110, 8)}${glint(160, 26, 6)}`;
};

/** The VIP club: a gold crown over a brilliant diamond, on velvet black. */
const vip = (k: Kit) => {
  const gold = k.lin(['#fff6c2', '#ffd34d', '#d9940a', '#8a5a06']);
  const jewel = (x: number, y: number, r: number, c: string) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${k.rad([light(c, 0.6), c, dark(c, 0.35)], 0.35, 0.35)}" stroke="${INK}" stroke-width="2.5"/><circle cx="${f(x - r * 0.35)}" cy="${f(y - r * 0.35)}" r="${f(r * 0.25)}" fill="#ffffff" opacity=".8"/>`;
  const crownPath = 'M46 140 L30 52 L84 92 L128 26 L172 92 L226 52 L210 140 Z';
  const poly = (pts: string, fill: string) => `<polygon points="${pts}" fill="${fill}"/>`;
  // A brilliant cut seen from the side, 104 wide at scale 1, centred on (x, y).
  const diamond = (
    x: number,
    y: number,
    s: number,
  ) => `<g transform="translate(${x} ${y}) scale(${s}) translate(0 -209)">
<polygon points="-52,192 -30,168 30,168 52,192 0,250" fill="#bfe9ff" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>
${poly('-52,192 -30,168 -28,192', '#e6f7ff')}${poly('-30,168 0,192 -28,192', '#ffffff')}${poly('-30,168 30,168 0,192', k.lin(['#ffffff', '#d6f2ff']))}${poly('30,168 28,192 0,192', '#a7dcf5')}${poly('30,168 52,192 28,192', '#7cc4e8')}
${poly('-52,192 -28,192 0,250', '#d0efff')}${poly('-28,192 0,192 0,250', '#ffffff')}${poly('0,192 28,192 0,250', '#8fd0ee')}${poly('28,192 52,192 0,250', '#5aa9d6')}
<path d="M-52 192 H52 M-30 168 L-28 192 L0 250 L0 192 L28 192 L30 168 M-30 168 L0 192 L30 168" fill="none" stroke="#ffffff" stroke-width="1.5" opacity=".8"/>
<polygon points="-52,192 -30,168 30,168 52,192 0,250" fill="none" stroke="${INK}" stroke-width="4.5" stroke-linejoin="round"/></g>`;
  return `<circle cx="128" cy="116" r="120" fill="${k.rad(['#ffd77a .45', '#ffd77a .12', '#ffd77a 0'])}"/>
<g stroke="#ffd77a" stroke-width="2" opacity=".35">${Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `<path d="M${f(128 + Math.cos(a) * 100)} ${f(104 + Math.sin(a) * 100)} L${f(128 + Math.cos(a) * 124)} ${f(104 + Math.sin(a) * 124)}"/>`;
  }).join('')}</g>
<path d="${crownPath}" fill="${k.lin(['#2a1d08', '#0b0805'])}" stroke="${INK}" stroke-width="12" stroke-linejoin="round"/>
<path d="${crownPath}" fill="${k.lin(['#3a2a0a', '#120c03'])}" stroke="${gold}" stroke-width="8" stroke-linejoin="round"/>
<path d="M128 46 L150 94 M128 46 L106 94" stroke="${gold}" stroke-width="3" opacity=".5"/>
<rect x="38" y="126" width="180" height="34" rx="10" fill="${gold}" stroke="${INK}" stroke-width="5"/>
<path d="M50 134 H206" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity=".6"/>
${jewel(30, 50, 10, '#ffffff')}${jewel(128, 22, 12, '#ffffff')}${jewel(226, 50, 10, '#ffffff')}
${jewel(78, 143, 8, '#e11d48')}${jewel(178, 143, 8, '#10b981')}
${diamond(128, 209, 1)}${diamond(38, 226, 0.4)}${diamond(220, 222, 0.34)}
${glint(164, 178, 12)}${glint(226, 110, 8, '#fff3b0')}${glint(22, 112, 6, '#fff3b0')}${glint(82, 20, 6, '#fff3b0')}`;
};

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
  invite: { colours: ['#ff4f9a', '#4c1d95', '#ffc6ec'], motif: invite },
  missions: { colours: ['#38bdf8', '#1e3a8a', '#bfe3ff'], motif: missions },
  race: { colours: ['#ffb321', '#c2410c', '#fff1a8'], motif: race },
  vip: { colours: ['#5c4310', '#070605', '#ffd77a'], motif: vip },
};

export const BANNER_SCENES = Object.keys(SCENES);

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A banner's picture as SVG (exported for the tests; bannerArtwork renders it). */
export function bannerSvg(scene: string): string | undefined {
  // Own scenes only: the route lets any lowercase word through, "constructor" among them.
  const found = Object.hasOwn(SCENES, scene) ? SCENES[scene] : undefined;
  if (!found) return undefined;
  const [a, b, c] = found.colours;
  const h = hash(scene);
  // Gradients of a kit-drawn motif land in `defs`; their ids (l0, r1, ...) are the kit's own.
  const defs: string[] = [];
  const motif =
    typeof found.motif === 'string'
      ? found.motif
      : found.motif(createKit({ sky: [b, a], hero: a, glow: c, ink: INK }, new Set(), h, defs));
  const sparkles = Array.from({ length: 26 }, (_, i) => {
    const s = hash(`${scene}${i}`);
    return `<circle cx="${360 + (s % 440)}" cy="${(s >>> 9) % BANNER_HEIGHT}" r="${1 + ((s >>> 18) % 4)}" fill="${c}" opacity="${0.3 + ((s >>> 22) % 60) / 100}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">
<defs>${defs.join('')}
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
<g transform="translate(500 20) scale(1.1)">${motif}</g>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#shade)"/>
</svg>`;
}

/** A banner's picture: a gradient scene with its motif on the right, room for the headline on the left. */
export async function bannerArtwork(scene: string): Promise<Buffer | undefined> {
  const svg = bannerSvg(scene);
  if (!svg) return undefined;
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
