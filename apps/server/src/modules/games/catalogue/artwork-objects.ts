import { coin, coinStack, type Drawer, dark, f, glint, type Kit, light, starPoints } from './artwork-kit';

/**
 * Object subjects of the game artwork: gems, gold, cards, dice and the other things a casino
 * game is about. Each draws in the 256 x 256 box, centred a little below the middle, with
 * filled shapes shaded by gradients and outlined in the palette's ink (a slot icon's look).
 */

/** Facet colours of a gem of colour c, lightest first. */
const facets = (c: string): [string, string, string, string, string, string] => [
  light(c, 0.75),
  light(c, 0.45),
  light(c, 0.15),
  c,
  dark(c, 0.25),
  dark(c, 0.5),
];

/** A brilliant-cut gem, about 150 wide, in the 256 box. */
function brilliant(k: Kit, c: string): string {
  const [l3, l2, l1, m, d1, d2] = facets(c);
  const poly = (pts: string, fill: string) => `<polygon points="${pts}" fill="${fill}"/>`;
  return `<polygon points="52,112 92,68 164,68 204,112 128,214" fill="${m}" stroke="${k.p.ink}" stroke-width="7" stroke-linejoin="round"/>
${poly('52,112 92,68 90,112', l1)}${poly('92,68 128,112 90,112', l2)}${poly('92,68 164,68 128,112', k.lin([l3, l2]))}
${poly('164,68 166,112 128,112', l1)}${poly('164,68 204,112 166,112', d1)}
${poly('52,112 90,112 128,214', m)}${poly('90,112 128,112 128,214', l2)}${poly('128,112 166,112 128,214', d1)}${poly('166,112 204,112 128,214', d2)}
<path d="M52 112 H204 M92 68 L90 112 L128 214 L128 112 L166 112 L164 68 M92 68 L128 112 L164 68" fill="none" stroke="${l3}" stroke-width="1.6" opacity=".7"/>
<polygon points="52,112 92,68 164,68 204,112 128,214" fill="none" stroke="${k.p.ink}" stroke-width="6" stroke-linejoin="round"/>
<polygon points="98,74 118,74 100,104" fill="#ffffff" opacity=".75"/>`;
}

/** An emerald (step) cut: an octagon in an octagon. */
function stepCut(k: Kit, c: string): string {
  const [l3, l2, l1, m, d1, d2] = facets(c);
  const outer = [86, 56, 170, 56, 202, 88, 202, 176, 170, 208, 86, 208, 54, 176, 54, 88];
  const inner = [102, 86, 154, 86, 172, 104, 172, 160, 154, 178, 102, 178, 84, 160, 84, 104];
  const pt = (a: number[], i: number) => `${a[(i * 2) % 16]},${a[(i * 2 + 1) % 16]}`;
  const shades = [l2, l1, m, d1, d2, d1, m, l1];
  const sides = shades
    .map(
      (s, i) =>
        `<polygon points="${pt(outer, i)} ${pt(outer, i + 1)} ${pt(inner, i + 1)} ${pt(inner, i)}" fill="${s}"/>`,
    )
    .join('');
  return `<polygon points="${outer.join(' ')}" fill="${m}" stroke="${k.p.ink}" stroke-width="7" stroke-linejoin="round"/>${sides}
<polygon points="${inner.join(' ')}" fill="${k.lin([l3, l1, m], 0, 0, 1, 1)}" stroke="${l3}" stroke-width="1.5"/>
<path d="M104 96 L150 96 M94 112 V150" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity=".6"/>
<polygon points="${outer.join(' ')}" fill="none" stroke="${k.p.ink}" stroke-width="6" stroke-linejoin="round"/>`;
}

const GEM_COLOURS = ['#e11d48', '#10b981', '#2f6bff', '#a855f7', '#f59e0b', '#22d3ee'];

function gemColour(k: Kit): string {
  if (k.mods.has('jade')) return '#12c46e';
  if (k.mods.has('crystal')) return '#7fe3ff';
  return k.rand() < 0.5 ? k.p.hero : k.pick(GEM_COLOURS);
}

export const gem: Drawer = (k) => {
  const c = gemColour(k);
  const main = k.rand() < 0.65 ? brilliant(k, c) : stepCut(k, c);
  // Two small stones of other colours at its foot, on one side or both.
  const small = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s}) translate(-128 -136)">${brilliant(k, k.pick(GEM_COLOURS))}</g>`;
  const side = k.rand() < 0.5;
  return `${side ? small(58, 196, 0.3) : ''}<g transform="translate(0 -6)">${main}</g>${small(side ? 206 : 204, 198, 0.34)}${side ? '' : small(52, 198, 0.26)}
${glint(168, 70, 14)}${glint(80, 150, 8, '#ffffff', 0.9)}`;
};

export const star: Drawer = (k) => {
  const gold = k.rand() < 0.7;
  const [hi, lo] = gold ? ['#fff2a8', '#f5a30b'] : [light(k.p.hero, 0.55), k.p.hero];
  const cx = 128;
  const cy = 134;
  const pts = starPoints(cx, cy, 96, 42, 5)
    .split(' ')
    .map((p) => p.split(',').map(Number) as [number, number]);
  // Each point is two triangles from the centre, one lit and one in shade: a bevel.
  const bevel = pts
    .map((p, i) => {
      const q = pts[(i + 1) % pts.length] as [number, number];
      const fill = i % 2 ? dark(lo, 0.15) : light(hi, 0.2);
      return `<polygon points="${cx},${cy} ${p[0]},${p[1]} ${q[0]},${q[1]}" fill="${fill}"/>`;
    })
    .join('');
  const burst = starPoints(cx, cy, 124, 64, 12, k.rand());
  const minis = [
    [46, 60, 14],
    [214, 190, 12],
    [206, 52, 9],
  ]
    .map(
      ([x, y, r]) =>
        `<polygon points="${starPoints(x as number, y as number, r as number, (r as number) * 0.45, 5)}" fill="${hi}" stroke="${k.p.ink}" stroke-width="2.5" stroke-linejoin="round"/>`,
    )
    .join('');
  return `<polygon points="${burst}" fill="${k.p.glow}" opacity=".28"/>
<polygon points="${starPoints(cx, cy, 96, 42, 5)}" fill="${lo}" stroke="${k.p.ink}" stroke-width="12" stroke-linejoin="round"/>${bevel}
<polygon points="${starPoints(cx, cy, 96, 42, 5)}" fill="none" stroke="${light(hi, 0.5)}" stroke-width="2.5" stroke-linejoin="round" opacity=".8"/>
<circle cx="${cx}" cy="${cy}" r="18" fill="${k.rad(['#ffffff .9', '#ffffff 0'])}"/>${minis}${glint(104, 92, 12)}`;
};

export const coins: Drawer = (k) => {
  const h = () => 3 + Math.floor(k.rand() * 4);
  return `${coinStack(k, 128, 176, 30, 6 + Math.floor(k.rand() * 3))}${coinStack(k, 74, 214, 30, h())}${coinStack(k, 184, 216, 30, h())}
${coin(k, 184, 78, 30, 0.75)}${coin(k, 70, 100, 22, 0.45)}${coin(k, 140, 62, 18, 0.3)}
${glint(96, 152, 10)}${glint(204, 150, 8)}`;
};

export const chest: Drawer = (k) => {
  const wood = k.lin(['#b5652a', '#6b300f']);
  const band = k.lin(['#ffe27a', '#c98a0a']);
  const heap = Array.from({ length: 9 }, (_, i) => {
    const x = 74 + i * 13.5;
    const y = 118 - Math.sin((i / 8) * Math.PI) * 22 + k.rand() * 4;
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="15" ry="8" fill="${k.rad(['#fff3b0', '#ffcc33', '#c98a0a'], 0.4, 0.3)}" stroke="#8a5a06" stroke-width="1.5"/>`;
  }).join('');
  const stones = [k.pick(['#e11d48', '#2f6bff']), k.pick(['#10b981', '#a855f7'])]
    .map(
      (c, i) =>
        `<polygon points="${starPoints(100 + i * 62, 100 + i * 4, 11, 11, 3)}" fill="${c}" stroke="#ffffff" stroke-width="2"/>`,
    )
    .join('');
  return `<circle cx="128" cy="104" r="100" fill="${k.rad([`${k.p.glow} .9`, `${k.p.glow} 0`])}"/>
<path d="M62 130 L72 62 Q128 46 184 62 L194 130 Z" fill="${k.lin(['#3a1606', '#7a3a12'])}" stroke="${k.p.ink}" stroke-width="6" stroke-linejoin="round"/>
<path d="M72 62 Q128 46 184 62" fill="none" stroke="${band}" stroke-width="8"/>${heap}${stones}
<rect x="52" y="124" width="152" height="88" rx="10" fill="${wood}" stroke="${k.p.ink}" stroke-width="6"/>
<path d="M52 150 H204" stroke="#4a1e07" stroke-width="3" opacity=".6"/><path d="M52 180 H204" stroke="#4a1e07" stroke-width="3" opacity=".6"/>
<rect x="68" y="124" width="14" height="88" fill="${band}"/><rect x="174" y="124" width="14" height="88" fill="${band}"/>
<rect x="52" y="120" width="152" height="14" rx="6" fill="${band}" stroke="${k.p.ink}" stroke-width="4"/>
<rect x="112" y="134" width="32" height="36" rx="6" fill="${band}" stroke="${k.p.ink}" stroke-width="4"/>
<circle cx="128" cy="148" r="5" fill="${k.p.ink}"/><path d="M126 150 h4 l2 12 h-8 Z" fill="${k.p.ink}"/>
${coin(k, 40, 214, 18, 0.55)}${coin(k, 220, 206, 20, 0.6)}${glint(150, 78, 16)}${glint(92, 96, 9)}`;
};

export const ingot: Drawer = (k) => {
  const gold = k.lin(['#fff1a0', '#ffc933', '#c27c05']);
  const rim = k.lin(['#ffe27a', '#d98f06'], 0, 0, 1, 0);
  return `<circle cx="128" cy="130" r="96" fill="${k.rad([`${k.p.glow} .8`, `${k.p.glow} 0`])}"/>
<ellipse cx="128" cy="134" rx="86" ry="26" fill="${dark('#c27c05', 0.3)}" stroke="${k.p.ink}" stroke-width="6"/>
<ellipse cx="128" cy="118" rx="52" ry="44" fill="${k.rad(['#fffbe0', '#ffd447', '#c98a0a'], 0.38, 0.3, 0.7)}" stroke="${k.p.ink}" stroke-width="6"/>
<path d="M36 120 C60 136 92 150 128 150 C164 150 196 136 220 120 C214 176 178 202 128 202 C78 202 42 176 36 120 Z" fill="${gold}" stroke="${k.p.ink}" stroke-width="7" stroke-linejoin="round"/>
<path d="M48 132 C76 148 100 156 128 156 C156 156 180 148 208 132" fill="none" stroke="${rim}" stroke-width="5" opacity=".9"/>
<path d="M94 92 C100 80 112 76 120 78" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity=".85"/>
<path d="M60 168 C74 186 96 194 112 194" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity=".45"/>
${coin(k, 52, 208, 20, 0.7)}${coin(k, 208, 206, 22, 0.8)}${coin(k, 190, 60, 16, 0.4)}${glint(176, 96, 14)}`;
};

const SEVEN = 'M66 56 H196 V92 C160 128 144 160 138 208 H94 C100 160 118 124 146 96 H66 Z';

export const seven: Drawer = (k) => {
  const c = k.pick(['#ef1b2d', '#ef1b2d', k.p.hero, '#1f6bff']);
  const face = k.lin([light(c, 0.35), c, dark(c, 0.35)]);
  const one = (x: number, y: number, s: number, turn: number) =>
    `<g transform="translate(${x} ${y}) rotate(${turn}) scale(${s}) translate(-131 -132)">
<path d="${SEVEN}" fill="none" stroke="${k.p.ink}" stroke-width="26" stroke-linejoin="round"/>
<path d="${SEVEN}" fill="${face}" stroke="#ffd54a" stroke-width="12" stroke-linejoin="round"/>
<path d="M78 66 H186" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity=".55"/></g>`;
  return `${one(66, 120, 0.55, -12)}${one(192, 120, 0.55, 12)}${one(128, 134, 0.95, k.rand() * 8 - 4)}${glint(176, 64, 14)}${glint(96, 180, 8)}`;
};

/** A reel symbol in a box of size s centred on (x, y). */
function symbol(name: string, x: number, y: number, s: number): string {
  const t = `translate(${f(x)} ${f(y)}) scale(${f(s / 40)})`;
  switch (name) {
    case 'cherry':
      return `<g transform="${t}"><path d="M-8 6 C-6 -8 0 -14 10 -18 M8 4 C8 -6 8 -12 10 -18" fill="none" stroke="#2f8a2f" stroke-width="3"/><circle cx="-8" cy="8" r="8" fill="#e0112b"/><circle cx="8" cy="8" r="8" fill="#c40d24"/><circle cx="-10" cy="5" r="2.5" fill="#fff" opacity=".7"/></g>`;
    case 'bell':
      return `<g transform="${t}"><path d="M0 -16 C-10 -16 -12 -4 -12 6 L-16 12 H16 L12 6 C12 -4 10 -16 0 -16 Z" fill="#ffc82e" stroke="#a86a00" stroke-width="2"/><circle cy="14" r="4" fill="#a86a00"/><path d="M-6 -8 C-7 -2 -7 2 -7 6" stroke="#fff" stroke-width="2.5" opacity=".7" fill="none"/></g>`;
    case 'bar':
      return `<g transform="${t}"><rect x="-17" y="-10" width="34" height="20" rx="4" fill="#1c1c2a"/><rect x="-13" y="-5" width="26" height="3" fill="#ffd54a"/><rect x="-13" y="2" width="26" height="3" fill="#ffd54a"/></g>`;
    case 'seven':
      return `<g transform="${t} scale(.24) translate(-131 -132)"><path d="${SEVEN}" fill="#ef1b2d" stroke="#8a0010" stroke-width="10" stroke-linejoin="round"/></g>`;
    default:
      return `<g transform="${t}"><polygon points="${starPoints(0, 0, 17, 7, 5)}" fill="#ffc82e" stroke="#a86a00" stroke-width="2" stroke-linejoin="round"/></g>`;
  }
}

export const slot: Drawer = (k) => {
  const body = k.lin([light(k.p.hero, 0.3), k.p.hero, dark(k.p.hero, 0.45)]);
  const chrome = k.lin(['#ffffff', '#c9ced8', '#8a90a0'], 0, 0, 1, 0);
  const reel = k.lin(['#b9bcc8', '#ffffff', '#ffffff', '#b9bcc8']);
  const jackpot = k.rand() < 0.3;
  const pickSymbol = () => (jackpot ? 'seven' : k.pick(['cherry', 'bell', 'bar', 'seven', 'star']));
  const reels = [0, 1, 2]
    .map((i) => {
      const x = 70 + i * 40;
      return `<rect x="${x}" y="96" width="36" height="64" rx="4" fill="${reel}"/>${symbol(pickSymbol(), x + 18, 128, 34)}`;
    })
    .join('');
  const bulbs = Array.from({ length: 7 }, (_, i) => {
    const a = Math.PI + (i / 6) * Math.PI;
    return `<circle cx="${f(128 + Math.cos(a) * 58)}" cy="${f(66 + Math.sin(a) * 28)}" r="4" fill="${k.p.glow}" stroke="#ffffff" stroke-width="1"/>`;
  }).join('');
  return `<path d="M210 150 L226 86" stroke="${chrome}" stroke-width="8" stroke-linecap="round"/><circle cx="226" cy="82" r="12" fill="${k.rad(['#ff8a8a', '#e0112b', '#8a0010'], 0.35, 0.35)}" stroke="${k.p.ink}" stroke-width="3"/>
<rect x="196" y="140" width="20" height="22" rx="5" fill="${chrome}" stroke="${k.p.ink}" stroke-width="4"/>
<path d="M62 70 A66 34 0 0 1 194 70 Z" fill="${k.lin([k.p.glow, light(k.p.hero, 0.2)])}" stroke="${k.p.ink}" stroke-width="6"/>${bulbs}
<rect x="46" y="66" width="164" height="150" rx="18" fill="${body}" stroke="${k.p.ink}" stroke-width="7"/>
<rect x="56" y="86" width="144" height="84" rx="10" fill="${k.p.ink}" stroke="${chrome}" stroke-width="5"/>${reels}
<rect x="62" y="92" width="132" height="14" rx="4" fill="#000000" opacity=".18"/>
<path d="M60 128 H196" stroke="#ef1b2d" stroke-width="2" opacity=".7"/>
<rect x="70" y="182" width="116" height="24" rx="8" fill="${dark(k.p.hero, 0.55)}" stroke="${chrome}" stroke-width="3"/>
<path d="M58 78 H150" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity=".45"/>${glint(194, 58, 12)}`;
};

export const rocket: Drawer = (k) => {
  const nose = k.lin([light(k.p.hero, 0.3), dark(k.p.hero, 0.2)], 0, 0, 1, 0);
  const hull = k.lin(['#9aa3b5', '#ffffff', '#d6dbe6', '#8a93a8'], 0, 0, 1, 0);
  const up = 30 + k.rand() * 25;
  const trail = `M-10 262 C60 250 110 210 ${f(150 - up / 3)} 140`;
  const puffs = Array.from({ length: 6 }, (_, i) => {
    const t = i / 6;
    return `<circle cx="${f(10 + t * 110)}" cy="${f(250 - t * t * 90)}" r="${f(20 - i * 2)}" fill="#ffffff" opacity="${f(0.55 - i * 0.06)}"/>`;
  }).join('');
  return `<path d="${trail} L300 300 L-10 300 Z" fill="${k.lin([`${k.p.glow} .35`, `${k.p.glow} 0`])}"/>
<path d="${trail}" fill="none" stroke="${k.p.glow}" stroke-width="7" stroke-linecap="round"/>${puffs}
<g transform="translate(158 108) rotate(${f(up)})">
<g transform="translate(0 58) rotate(180) scale(.9 1.1)">${flameShape(k)}</g>
<path d="M-22 8 L-46 44 L-42 58 L-20 42 Z M22 8 L46 44 L42 58 L20 42 Z" fill="${nose}" stroke="${k.p.ink}" stroke-width="5" stroke-linejoin="round"/>
<rect x="-16" y="38" width="32" height="14" rx="3" fill="#3a3f4f" stroke="${k.p.ink}" stroke-width="4"/>
<path d="M0 -78 C24 -56 28 -14 24 42 H-24 C-28 -14 -24 -56 0 -78 Z" fill="${hull}" stroke="${k.p.ink}" stroke-width="6" stroke-linejoin="round"/>
<path d="M0 -78 C14 -66 20 -52 22 -40 H-22 C-20 -52 -14 -66 0 -78 Z" fill="${nose}" stroke="${k.p.ink}" stroke-width="5" stroke-linejoin="round"/>
<circle cy="-12" r="14" fill="#6b7388" stroke="${k.p.ink}" stroke-width="4"/><circle cy="-12" r="9" fill="${k.lin(['#bff4ff', '#2f8fff'])}"/><circle cx="-3" cy="-15" r="3" fill="#ffffff"/>
<path d="M0 34 V50" stroke="${k.p.ink}" stroke-width="5"/><path d="M-14 -30 C-16 -10 -16 10 -14 30" stroke="#ffffff" stroke-width="4" fill="none" opacity=".7" stroke-linecap="round"/></g>
${glint(60, 60, 10)}${glint(214, 200, 8)}`;
};

/** A flame pointing up from (0, 0), 100 high (the rocket's exhaust). */
function flameShape(k: Kit): string {
  return `<path d="M0 0 C-24 -8 -26 -46 0 -100 C26 -46 24 -8 0 0 Z" fill="${k.lin(['#fff6b0', '#ffb020', '#ff4d1a 0'], 0, 1, 0, 0)}"/><path d="M0 -6 C-10 -12 -12 -34 0 -62 C12 -34 10 -12 0 -6 Z" fill="#ffffff" opacity=".85"/>`;
}

export const wheel: Drawer = (k) => {
  const n = k.pick([8, 10, 12]);
  const r = 90;
  const colours = [k.p.hero, '#ffd54a', light(k.p.hero, 0.45), '#ffffff'];
  const wedges = Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    const b = ((i + 1) / n) * Math.PI * 2;
    return `<path d="M0 0 L${f(Math.cos(a) * r)} ${f(Math.sin(a) * r)} A${r} ${r} 0 0 1 ${f(Math.cos(b) * r)} ${f(Math.sin(b) * r)} Z" fill="${colours[i % colours.length]}" stroke="${k.p.ink}" stroke-width="2"/>`;
  }).join('');
  const bulbs = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    return `<circle cx="${f(Math.cos(a) * (r + 9))}" cy="${f(Math.sin(a) * (r + 9))}" r="3.5" fill="#fffbe0"/>`;
  }).join('');
  return `<path d="M96 216 L110 150 H146 L160 216 Z" fill="${k.lin(['#ffe27a', '#b8720a'])}" stroke="${k.p.ink}" stroke-width="5" stroke-linejoin="round"/>
<g transform="translate(128 120) rotate(${f(k.rand() * 40)})"><circle r="${r + 16}" fill="${k.lin(['#ffe27a', '#b8720a'])}" stroke="${k.p.ink}" stroke-width="6"/>${bulbs}${wedges}
<circle r="${r}" fill="${k.rad(['#ffffff 0', '#000000 .25'], 0.5, 0.5, 0.5)}"/></g>
<circle cx="128" cy="120" r="18" fill="${k.rad(['#fff6c8', '#ffc933', '#b8720a'], 0.4, 0.4)}" stroke="${k.p.ink}" stroke-width="4"/>
<path d="M128 40 L114 14 H142 Z" fill="#e0112b" stroke="${k.p.ink}" stroke-width="4" stroke-linejoin="round"/>${glint(200, 50, 12)}`;
};

/** A lottery ball of colour c, radius r. */
const ball = (k: Kit, x: number, y: number, r: number, c: string) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${k.rad([light(c, 0.6), c, dark(c, 0.4)], 0.35, 0.3, 0.7)}" stroke="${k.p.ink}" stroke-width="${f(r * 0.1)}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.48)}" fill="#ffffff"/><circle cx="${f(x - r * 0.35)}" cy="${f(y - r * 0.4)}" r="${f(r * 0.16)}" fill="#ffffff" opacity=".7"/>`;

const BALL_COLOURS = ['#e11d48', '#f59e0b', '#16a34a', '#1f6bff', '#a855f7', '#ec4899'];

export const lottery: Drawer = (k) => {
  const inside = Array.from({ length: 9 }, () => {
    const a = k.rand() * Math.PI * 2;
    const d = k.rand() * 48;
    return ball(k, 128 + Math.cos(a) * d, 100 + Math.abs(Math.sin(a)) * d * 0.8, 14, k.pick(BALL_COLOURS));
  }).join('');
  return `<path d="M92 166 L80 204 H176 L164 166 Z" fill="${k.lin(['#ffe27a', '#b8720a'])}" stroke="${k.p.ink}" stroke-width="5" stroke-linejoin="round"/>
<circle cx="128" cy="96" r="70" fill="${k.rad([`${k.p.glow} .25`, `${k.p.glow} .5`])}" stroke="#ffffff" stroke-width="4"/>${inside}
<circle cx="128" cy="96" r="70" fill="none" stroke="${k.p.ink}" stroke-width="5"/><path d="M82 62 A56 56 0 0 1 122 40" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round" opacity=".8"/>
${[0, 1, 2, 3].map((i) => ball(k, 52 + i * 50, 214 - (i % 2) * 6, 24, BALL_COLOURS[(i * 2 + Math.floor(k.rand() * 6)) % 6] as string)).join('')}${glint(206, 56, 12)}`;
};

export const bomb: Drawer = (k) => {
  const grid = Array.from({ length: 9 }, (_, i) => {
    const x = 24 + (i % 3) * 72;
    const y = 24 + Math.floor(i / 3) * 72;
    return `<rect x="${x}" y="${y}" width="64" height="64" rx="12" fill="#ffffff" opacity=".1"/>`;
  }).join('');
  const stones = [0, 1]
    .map(
      (i) =>
        `<g transform="translate(${i ? 206 : 50} ${i ? 196 : 66}) scale(.28) translate(-128 -136)">${brilliant(k, i ? '#10b981' : '#2f6bff')}</g>`,
    )
    .join('');
  return `${grid}${stones}
<path d="M150 86 C160 60 180 52 196 58" fill="none" stroke="#c9a26a" stroke-width="7" stroke-linecap="round"/>
<rect x="130" y="74" width="30" height="24" rx="5" transform="rotate(40 145 86)" fill="#5a6072" stroke="${k.p.ink}" stroke-width="4"/>
<circle cx="118" cy="142" r="64" fill="${k.rad(['#6b7080', '#262a36', '#0b0c12'], 0.35, 0.3, 0.75)}" stroke="${k.p.ink}" stroke-width="5"/>
<path d="M80 116 C88 98 104 90 118 88" stroke="#ffffff" stroke-width="9" fill="none" stroke-linecap="round" opacity=".45"/>
<polygon points="${starPoints(198, 56, 26, 10, 8, 0.2)}" fill="#ffb020"/><polygon points="${starPoints(198, 56, 14, 6, 8)}" fill="#fff6b0"/>${glint(198, 56, 20)}`;
};

export const plinko: Drawer = (k) => {
  let pegs = '';
  for (let row = 0; row < 7; row++)
    for (let i = 0; i <= row + 2; i++)
      pegs += `<circle cx="${f(128 + (i - (row + 2) / 2) * 24)}" cy="${44 + row * 22}" r="4.5" fill="#ffffff"/>`;
  const slots = Array.from({ length: 9 }, (_, i) => {
    const d = Math.abs(i - 4) / 4;
    const c = d > 0.7 ? '#e11d48' : d > 0.4 ? '#f97316' : d > 0.2 ? '#f59e0b' : '#facc15';
    return `<rect x="${f(22 + i * 24)}" y="204" width="20" height="20" rx="5" fill="${c}" stroke="${k.p.ink}" stroke-width="2.5"/>`;
  }).join('');
  const path = `M128 20 C126 40 140 56 134 80 C128 104 112 116 118 140`;
  return `<g filter="url(#neon)">${pegs}</g><path d="${path}" fill="none" stroke="${k.p.glow}" stroke-width="3" stroke-dasharray="2 6" stroke-linecap="round"/>
<circle cx="118" cy="146" r="12" fill="${k.rad(['#ffffff', k.p.hero], 0.35, 0.35, 0.7)}" stroke="${k.p.ink}" stroke-width="3"/>
<circle cx="${f(80 + k.rand() * 100)}" cy="186" r="10" fill="${k.rad(['#ffffff', '#ec4899'], 0.35, 0.35, 0.7)}" stroke="${k.p.ink}" stroke-width="3"/>${slots}`;
};

export const controller: Drawer = (k) => {
  const edge = light(k.p.hero, 0.35);
  const pad =
    'M60 104 C80 92 104 98 128 98 C152 98 176 92 196 104 C220 118 238 190 214 208 C196 220 178 198 166 180 H90 C78 198 60 220 42 208 C18 190 36 118 60 104 Z';
  return `<path d="${pad}" fill="none" stroke="${edge}" stroke-width="10" filter="url(#neon)"/>
<path d="${pad}" fill="${k.lin(['#3b3f5c', '#171a2b'])}" stroke="${edge}" stroke-width="4"/>
<path d="M66 112 C96 104 160 104 190 112" stroke="#ffffff" stroke-width="4" fill="none" opacity=".25" stroke-linecap="round"/>
<path d="M76 128 h12 v-12 h12 v12 h12 v12 h-12 v12 h-12 v-12 h-12 Z" fill="#0d0f1a" stroke="${edge}" stroke-width="2"/>
${[
  [176, 116, '#22c55e'],
  [194, 134, '#ef4444'],
  [158, 134, '#3b82f6'],
  [176, 152, '#facc15'],
]
  .map(
    ([x, y, c]) =>
      `<circle cx="${x}" cy="${y}" r="9" fill="${c}" stroke="#0d0f1a" stroke-width="2"/><circle cx="${(x as number) - 3}" cy="${(y as number) - 3}" r="3" fill="#ffffff" opacity=".6"/>`,
  )
  .join('')}
<circle cx="104" cy="168" r="15" fill="#0d0f1a" stroke="${edge}" stroke-width="2"/><circle cx="104" cy="168" r="9" fill="#2c3048"/>
<circle cx="152" cy="168" r="15" fill="#0d0f1a" stroke="${edge}" stroke-width="2"/><circle cx="152" cy="168" r="9" fill="#2c3048"/>
<path d="M40 70 l10 -22 M216 70 l-10 -22 M128 58 v-24" stroke="${k.p.glow}" stroke-width="5" stroke-linecap="round" filter="url(#neon)"/>`;
};

export const football: Drawer = (k) => {
  const cx = 128;
  const cy = 116;
  const r = 66;
  const at = (a: number, d: number) => [cx + Math.cos(a) * d, cy + Math.sin(a) * d] as const;
  const deg = Math.PI / 180;
  // A pentagon of circumradius s at (x, y), one corner at angle `first`.
  type Point = readonly [number, number];
  const corners = (x: number, y: number, s: number, first: number): [Point, Point, Point, Point, Point] => {
    const p = (i: number): Point => [x + Math.cos(first + i * 72 * deg) * s, y + Math.sin(first + i * 72 * deg) * s];
    return [p(0), p(1), p(2), p(3), p(4)];
  };
  const poly = (pts: readonly (readonly [number, number])[]) =>
    `<polygon points="${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="#1b1b24" stroke="#1b1b24" stroke-width="3" stroke-linejoin="round"/>`;
  // The classic panel: a pentagon in the middle, one beyond each of its corners (pointing back
  // at it), and the seams of the hexagons between them.
  const centre = corners(cx, cy, 20, -90 * deg);
  const outer = Array.from({ length: 5 }, (_, i) => {
    const a = (-90 + i * 72) * deg;
    const [x, y] = at(a, 60);
    return corners(x, y, 20, a + Math.PI);
  });
  const seam = (a: Point, b: Point) => `M${f(a[0])} ${f(a[1])} L${f(b[0])} ${f(b[1])}`;
  const seams = outer
    .flatMap((o, i) => {
      const next = outer[(i + 1) % 5] as typeof o;
      return [seam(centre[i] as Point, o[0]), seam(o[1], next[4]), seam(o[2], at((-54 + i * 72) * deg, 90))];
    })
    .join(' ');
  const stripes = Array.from(
    { length: 6 },
    (_, i) => `<path d="M${-60 + i * 64} 256 L${40 + i * 36} 170 L${58 + i * 36} 170 L${-28 + i * 64} 256 Z"/>`,
  ).join('');
  return `<path d="M0 170 H256 V256 H0 Z" fill="${k.lin(['#2fae4a', '#12692a'])}"/><g fill="#ffffff" opacity=".08">${stripes}</g>
<path d="M0 200 Q128 176 256 200" fill="none" stroke="#ffffff" stroke-width="3" opacity=".6"/>
<ellipse cx="${cx}" cy="198" rx="56" ry="10" fill="#000000" opacity=".35"/>
<g transform="rotate(${f(k.rand() * 60 - 30)} ${cx} ${cy})"><circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff"/>
<g clip-path="${k.clip(`<circle cx="${cx}" cy="${cy}" r="${r}"/>`)}">${poly(centre)}${outer.map(poly).join('')}<path d="${seams}" stroke="#1b1b24" stroke-width="2.5"/></g></g>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="${k.rad(['#ffffff 0', '#ffffff 0', '#1b1b24 .45'], 0.38, 0.35, 0.75)}" stroke="${k.p.ink}" stroke-width="5"/>
<path d="M86 90 A48 48 0 0 1 112 66" stroke="#ffffff" stroke-width="7" fill="none" stroke-linecap="round"/>
<path d="M36 120 H62 M30 138 H58 M40 156 H62" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity=".6"/>`;
};

/** A sword pointing up, centre of its grip at (0, 0). */
const sword = (k: Kit) =>
  `<path d="M-9 -22 V-184 L0 -202 L9 -184 V-22 Z" fill="${k.lin(['#ffffff', '#aeb6c6', '#6b7388'], 0, 0, 1, 0)}" stroke="${k.p.ink}" stroke-width="4" stroke-linejoin="round"/>
<path d="M0 -184 V-26" stroke="#ffffff" stroke-width="2" opacity=".7"/>
<rect x="-30" y="-28" width="60" height="12" rx="6" fill="${k.lin(['#ffe27a', '#b8720a'])}" stroke="${k.p.ink}" stroke-width="4"/>
<rect x="-6" y="-16" width="12" height="30" rx="3" fill="#5a2a0e" stroke="${k.p.ink}" stroke-width="3"/><circle cy="20" r="9" fill="#ffd54a" stroke="${k.p.ink}" stroke-width="3"/>`;

/** Shield outlines: a heater, a kite, a round one (drawn as a path too). */
const SHIELDS = [
  'M128 52 L198 74 V128 C198 174 166 204 128 222 C90 204 58 174 58 128 V74 Z',
  'M128 46 C160 56 190 70 192 104 C194 150 160 192 128 228 C96 192 62 150 64 104 C66 70 96 56 128 46 Z',
  'M128 52 A84 84 0 1 1 127.9 52 Z',
];

export const shield: Drawer = (k) => {
  const shape = Math.floor(k.rand() * SHIELDS.length);
  const path = SHIELDS[shape] as string;
  const body = k.lin([light(k.p.hero, 0.3), k.p.hero, dark(k.p.hero, 0.45)]);
  const gold = k.lin(['#fff2a8', '#d98f06']);
  const emblem =
    k.rand() < 0.5
      ? `<polygon points="${starPoints(128, 136, 38, 16, 5)}" fill="${k.lin(['#fff2a8', '#f5a30b'])}" stroke="${k.p.ink}" stroke-width="4" stroke-linejoin="round"/>`
      : `<g transform="translate(128 138) scale(.36) translate(-128 -136)">${brilliant(k, k.pick(GEM_COLOURS))}</g>`;
  // A round shield has a rim of studs; the others a cross of lighter metal.
  const detail =
    shape === 2
      ? Array.from({ length: 12 }, (_, i) => {
          const a = (i / 12) * Math.PI * 2;
          return `<circle cx="${f(128 + Math.cos(a) * 70)}" cy="${f(136 + Math.sin(a) * 70)}" r="4" fill="${gold}" stroke="${k.p.ink}" stroke-width="1.5"/>`;
        }).join('')
      : '<path d="M128 62 V212 M66 128 H190" stroke="#ffffff" stroke-width="3" opacity=".25"/>';
  // Crossed behind the shield: hilts out at the bottom corners, blades out at the top.
  return `<g transform="translate(128 132) rotate(-45) scale(1.1) translate(0 76)">${sword(k)}</g><g transform="translate(128 132) rotate(45) scale(1.1) translate(0 76)">${sword(k)}</g>
<g transform="translate(128 137) scale(.86) translate(-128 -137)"><path d="${path}" fill="${body}" stroke="${k.p.ink}" stroke-width="14" stroke-linejoin="round"/>
<path d="${path}" fill="none" stroke="${gold}" stroke-width="7" stroke-linejoin="round"/>${detail}
<path d="M84 82 C96 72 110 66 126 64" stroke="#ffffff" stroke-width="5" stroke-linecap="round" fill="none" opacity=".5"/>${emblem}</g>${glint(184, 70, 12)}`;
};

export const crown: Drawer = (k) => {
  const gold = k.lin(['#fff2a8', '#ffc933', '#b8720a']);
  const jewel = (x: number, y: number, r: number, c: string) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${k.rad([light(c, 0.6), c, dark(c, 0.3)], 0.35, 0.35)}" stroke="${k.p.ink}" stroke-width="2.5"/>`;
  return `<path d="M60 180 L46 90 L92 126 L128 66 L164 126 L210 90 L196 180 Z" fill="${k.lin([k.p.hero, dark(k.p.hero, 0.5)])}" stroke="${k.p.ink}" stroke-width="6" stroke-linejoin="round"/>
<path d="M60 180 L46 90 L92 126 L128 66 L164 126 L210 90 L196 180 Z" fill="none" stroke="${gold}" stroke-width="8" stroke-linejoin="round"/>
<rect x="52" y="168" width="152" height="36" rx="10" fill="${gold}" stroke="${k.p.ink}" stroke-width="6"/>
${jewel(46, 86, 10, '#ffffff')}${jewel(128, 60, 12, '#ffffff')}${jewel(210, 86, 10, '#ffffff')}
${jewel(90, 186, 8, '#e11d48')}${jewel(128, 186, 10, '#2f6bff')}${jewel(166, 186, 8, '#10b981')}
<path d="M64 176 H190" stroke="#ffffff" stroke-width="3" opacity=".6"/>${glint(176, 70, 14)}`;
};

export const clover: Drawer = (k) => {
  const leaf = 'M0 0 C-6 -18 -30 -30 -40 -14 C-50 2 -30 12 0 0 Z';
  const leaves = [45, 135, 225, 315]
    .map(
      (a) =>
        `<g transform="rotate(${a})"><path d="${leaf}" fill="${k.lin(['#8ee04a', '#16a34a', '#0b5e2f'], 0, 0, 1, 1)}" stroke="${k.p.ink}" stroke-width="4" transform="scale(1.4) rotate(-30)"/><path d="${leaf}" fill="none" stroke="#d9ffb0" stroke-width="2" opacity=".6" transform="scale(1.4) rotate(-30) scale(.6)"/></g>`,
    )
    .join('');
  return `<path d="M70 210 A58 58 0 1 1 186 210" fill="none" stroke="${k.p.ink}" stroke-width="30" stroke-linecap="round"/>
<path d="M70 210 A58 58 0 1 1 186 210" fill="none" stroke="${k.lin(['#fff2a8', '#d98f06'])}" stroke-width="22" stroke-linecap="round"/>
<path d="M196 220 C170 200 150 170 140 150" fill="none" stroke="#0b5e2f" stroke-width="8" stroke-linecap="round"/>
<g transform="translate(128 128)">${leaves}<circle r="8" fill="#d9ffb0"/></g>${coin(k, 50, 206, 20, 0.6)}${glint(190, 66, 12)}`;
};
