import { type Drawer, dark, f, glint, type Kit, light } from './artwork-kit';

/**
 * Creature subjects of the game artwork: dragon, tiger, phoenix, rooster and the sea's. Each
 * draws in the 256 x 256 box over the backdrop the composer chose, with its own colours where
 * the animal has them (a tiger is orange) and the palette's hero colour where it may vary.
 */

/** A dragon's head in profile facing right, the back of its skull at (0, 0), about 110 wide. */
export function dragonHead(k: Kit, c: string, mane: string, belly: string): string {
  const horn = k.lin(['#fff2a8', '#d98f06']);
  return `<path d="M4 -6 L-26 -24 L-8 -2 L-34 8 L-6 14 L-24 32 L8 24 Z" fill="${mane}" stroke="${k.p.ink}" stroke-width="3" stroke-linejoin="round"/>
<path d="M30 -30 C10 -52 -12 -62 -38 -68 C-18 -52 2 -38 14 -22 Z" fill="${horn}" stroke="${k.p.ink}" stroke-width="3.5" stroke-linejoin="round"/>
<path d="M46 -34 C34 -60 20 -74 2 -84 C14 -62 24 -46 30 -30 Z" fill="${horn}" stroke="${k.p.ink}" stroke-width="3.5" stroke-linejoin="round"/>
<path d="M0 0 C2 -22 20 -36 42 -36 C54 -36 62 -30 70 -26 C84 -26 98 -24 106 -16 C112 -10 110 0 102 2 L66 6 L98 20 C100 28 92 32 84 30 C62 30 40 32 22 28 C8 24 0 14 0 0 Z" fill="${k.lin([light(c, 0.35), c, dark(c, 0.35)])}" stroke="${k.p.ink}" stroke-width="4" stroke-linejoin="round"/>
<path d="M66 6 L102 2 L98 20 Z" fill="#6b0a14"/>
<path d="M74 4 L77 11 L80 4 M86 3 L89 10 L92 3 M80 17 L83 11 L86 18" fill="#ffffff"/>
<path d="M20 22 C34 26 52 26 72 24" stroke="${belly}" stroke-width="4" fill="none" opacity=".8"/>
<ellipse cx="54" cy="-18" rx="9" ry="7" fill="#ffe14d" stroke="${k.p.ink}" stroke-width="2.5"/><ellipse cx="55" cy="-18" rx="2.2" ry="6" fill="#111111"/>
<path d="M40 -30 C50 -34 62 -32 70 -26" stroke="${k.p.ink}" stroke-width="5" fill="none" stroke-linecap="round"/>
<circle cx="100" cy="-10" r="2.5" fill="${k.p.ink}"/>
<path d="M104 -8 C118 -26 126 -4 140 -22" stroke="${k.p.glow}" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M90 28 C106 44 96 62 118 70" stroke="${k.p.glow}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
}

export const dragon: Drawer = (k) => {
  const c = k.mods.has('golden')
    ? '#f5b50b'
    : k.mods.has('jade')
      ? '#12a150'
      : k.pick([k.p.hero, '#e0112b', '#12a150', '#f5b50b']);
  const mane = k.pick(['#ffb020', '#ff5a1f', light(c, 0.5)]);
  const belly = k.pick(['#ffe27a', light(c, 0.6)]);
  // The body is one thick stroke: an ink edge, a fringe of round fins, scales as dashes, a belly.
  const body = 'M74 104 C28 134 30 188 84 202 C136 214 190 204 206 174 C218 150 200 132 182 142';
  const claw = (x: number, y: number, turn: number) =>
    `<g transform="translate(${x} ${y}) rotate(${turn})"><path d="M0 0 L0 22 M0 22 L-8 32 M0 22 L0 34 M0 22 L8 32" stroke="${k.p.ink}" stroke-width="10" stroke-linecap="round" fill="none"/><path d="M0 0 L0 22 M0 22 L-8 32 M0 22 L0 34 M0 22 L8 32" stroke="${c}" stroke-width="5" stroke-linecap="round" fill="none"/></g>`;
  return `<circle cx="210" cy="82" r="34" fill="${k.rad([`${k.p.glow} .9`, `${k.p.glow} 0`])}"/>
<circle cx="210" cy="82" r="17" fill="${k.rad(['#ffffff', k.p.glow, light(k.p.hero, 0.3)], 0.35, 0.35)}" stroke="${k.p.ink}" stroke-width="3"/>${glint(214, 78, 10)}
${claw(60, 182, 20)}${claw(170, 196, -10)}
<path d="${body}" fill="none" stroke="${k.p.ink}" stroke-width="56" stroke-linecap="round"/>
<path d="${body}" fill="none" stroke="${mane}" stroke-width="50" stroke-linecap="round" stroke-dasharray="0.1 14"/>
<path d="${body}" fill="none" stroke="${k.p.ink}" stroke-width="40" stroke-linecap="round"/>
<path d="${body}" fill="none" stroke="${c}" stroke-width="34" stroke-linecap="round"/>
<path d="${body}" fill="none" stroke="${dark(c, 0.3)}" stroke-width="34" stroke-dasharray="3 8"/>
<path d="${body}" fill="none" stroke="${belly}" stroke-width="12" transform="translate(3 9)" opacity=".9"/>
<path d="${body}" fill="none" stroke="${light(c, 0.5)}" stroke-width="5" stroke-linecap="round" transform="translate(-3 -10)" opacity=".7"/>
<g transform="translate(58 86) scale(1.15)">${dragonHead(k, c, mane, belly)}</g>`;
};

/** A tiger's face, front on, in the 256 box: orange, or white, or gold. */
export function tigerFace(k: Kit): string {
  const white = k.mods.has('crystal') || k.rand() < 0.2;
  const fur: [string, string, string] = white
    ? ['#ffffff', '#e8ecf4', '#aeb8cc']
    : k.mods.has('golden')
      ? ['#fff0a0', '#ffc21a', '#c27c05']
      : ['#ffc27a', '#f57c12', '#b4480a'];
  const stripe = white ? '#2a2f45' : '#1d120b';
  const eye = white ? '#6ac8ff' : '#b8e04a';
  const head =
    'M128 58 C178 58 208 86 212 124 L226 140 L210 146 C206 176 190 198 168 208 C154 216 140 220 128 220 C116 220 102 216 88 208 C66 198 50 176 46 146 L30 140 L44 124 C48 86 78 58 128 58 Z';
  const ear = (x: number) =>
    `<circle cx="${x}" cy="72" r="24" fill="${fur[1]}" stroke="${k.p.ink}" stroke-width="5"/><circle cx="${x}" cy="74" r="13" fill="${white ? '#f3b6c8' : '#2b160b'}"/>`;
  const eyeAt = (x: number, flip: number) =>
    `<g transform="translate(${x} 118) scale(${flip} 1)"><path d="M-18 2 C-12 -10 6 -12 14 -2 C6 8 -10 10 -18 2 Z" fill="${eye}" stroke="${k.p.ink}" stroke-width="3.5"/><ellipse cx="-1" cy="-1" rx="3" ry="7" fill="#111111"/><circle cx="3" cy="-4" r="2" fill="#ffffff"/></g>`;
  const stripes = [
    'M128 62 L118 96 L128 88 L138 96 Z',
    'M100 66 C106 78 110 88 106 98 C100 88 96 78 100 66 Z',
    'M156 66 C150 78 146 88 150 98 C156 88 160 78 156 66 Z',
    'M46 120 C64 122 76 126 84 134 C70 134 56 132 44 130 Z',
    'M210 120 C192 122 180 126 172 134 C186 134 200 132 212 130 Z',
    'M50 150 C64 150 74 154 80 160 C68 160 58 158 50 156 Z',
    'M206 150 C192 150 182 154 176 160 C188 160 198 158 206 156 Z',
    'M72 188 C82 184 92 184 98 188 C88 192 80 192 72 188 Z',
    'M184 188 C174 184 164 184 158 188 C168 192 176 192 184 188 Z',
  ];
  return `${ear(72)}${ear(184)}
<path d="${head}" fill="${k.rad([fur[0], fur[1], fur[2]], 0.5, 0.4, 0.65)}" stroke="${k.p.ink}" stroke-width="6" stroke-linejoin="round"/>
<g fill="${stripe}">${stripes.map((d) => `<path d="${d}"/>`).join('')}</g>
<ellipse cx="98" cy="168" rx="34" ry="26" fill="#ffffff"/><ellipse cx="158" cy="168" rx="34" ry="26" fill="#ffffff"/>
<ellipse cx="128" cy="190" rx="22" ry="16" fill="#ffffff"/>
<ellipse cx="96" cy="100" rx="12" ry="5" fill="#ffffff" opacity=".85"/><ellipse cx="160" cy="100" rx="12" ry="5" fill="#ffffff" opacity=".85"/>
${eyeAt(96, 1)}${eyeAt(160, -1)}
<path d="M112 146 H144 C144 154 136 162 128 166 C120 162 112 154 112 146 Z" fill="${white ? '#e58aa6' : '#3a1a12'}" stroke="${k.p.ink}" stroke-width="3" stroke-linejoin="round"/>
<path d="M118 150 H132" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity=".6"/>
<path d="M128 166 V176 M128 176 C120 186 108 184 104 176 M128 176 C136 186 148 184 152 176" stroke="${k.p.ink}" stroke-width="3.5" fill="none" stroke-linecap="round"/>
<g fill="${k.p.ink}"><circle cx="100" cy="170" r="2"/><circle cx="92" cy="162" r="2"/><circle cx="90" cy="176" r="2"/><circle cx="156" cy="170" r="2"/><circle cx="164" cy="162" r="2"/><circle cx="166" cy="176" r="2"/></g>
<path d="M80 168 L36 158 M80 176 L34 180 M176 168 L220 158 M176 176 L222 180" stroke="#ffffff" stroke-width="2" opacity=".8"/>`;
}

export const tiger: Drawer = (k) => tigerFace(k);

export const phoenix: Drawer = (k) => {
  const tip = k.mods.has('crystal') ? '#bff4ff' : k.mods.has('mystic') ? '#ffc2f5' : '#fff3a0';
  const mid = k.mods.has('crystal') ? '#38bdf8' : k.mods.has('mystic') ? '#c026d3' : '#ffa41a';
  const base = k.mods.has('crystal') ? '#1d4ed8' : k.mods.has('mystic') ? '#5b21b6' : k.pick(['#e0261b', k.p.hero]);
  const feather = (len: number, w: number) =>
    `M0 0 C${f(len * 0.3)} ${-w} ${f(len * 0.8)} ${f(-w * 0.7)} ${len} 0 C${f(len * 0.8)} ${f(w * 0.5)} ${f(len * 0.3)} ${f(w * 0.8)} 0 0 Z`;
  const grad = k.lin([base, mid, tip], 0, 0, 1, 0);
  const inner = k.lin([dark(base, 0.2), base, mid], 0, 0, 1, 0);
  // Long flight feathers fanned up and out, a row of short ones over their roots.
  const wing =
    [-176, -160, -144, -128, -112, -96]
      .map(
        (a, i) =>
          `<path d="${feather(118 - Math.abs(i - 2.5) * 8, 22)}" transform="rotate(${a})" fill="${grad}" stroke="${k.p.ink}" stroke-width="3"/>`,
      )
      .join('') +
    [-168, -146, -124, -102]
      .map(
        (a) =>
          `<path d="${feather(58, 16)}" transform="rotate(${a})" fill="${inner}" stroke="${k.p.ink}" stroke-width="2.5"/>`,
      )
      .join('');
  const tail = [-24, -8, 8, 24]
    .map(
      (a) =>
        `<path d="${feather(104, 18)}" transform="rotate(${90 + a})" fill="${grad}" stroke="${k.p.ink}" stroke-width="3"/>`,
    )
    .join('');
  return `<circle cx="128" cy="124" r="110" fill="${k.rad([`${tip} .6`, `${mid} .25`, `${mid} 0`])}"/>
<g transform="translate(128 156)">${tail}</g>
<g transform="translate(118 124)">${wing}</g><g transform="translate(138 124) scale(-1 1)">${wing}</g>
<path d="M128 86 C156 104 158 154 128 200 C98 154 100 104 128 86 Z" fill="${k.lin([tip, mid, base])}" stroke="${k.p.ink}" stroke-width="4"/>
<path d="M128 120 C136 136 136 156 128 176" stroke="#ffffff" stroke-width="4" fill="none" opacity=".5" stroke-linecap="round"/>
<path d="M120 70 C106 50 110 34 118 22 C120 40 126 52 128 66 Z M136 70 C150 50 146 34 138 22 C136 40 130 52 128 66 Z M128 66 C124 42 126 24 128 10 C134 28 134 48 130 66 Z" fill="${k.lin([tip, mid])}" stroke="${k.p.ink}" stroke-width="3"/>
<circle cx="128" cy="86" r="20" fill="${k.rad([tip, mid], 0.4, 0.35)}" stroke="${k.p.ink}" stroke-width="4"/>
<path d="M121 95 L128 112 L135 95 Z" fill="#ffd54a" stroke="${k.p.ink}" stroke-width="3" stroke-linejoin="round"/>
<ellipse cx="120" cy="84" rx="3.5" ry="4.5" fill="${k.p.ink}"/><ellipse cx="136" cy="84" rx="3.5" ry="4.5" fill="${k.p.ink}"/>
${glint(40, 60, 10)}${glint(214, 190, 8)}`;
};

export const rooster: Drawer = (k) => {
  const plumage = k.pick([
    ['#b3261e', '#5a0f0b'],
    ['#f2f2f2', '#b8bcc8'],
    ['#2a2333', '#0f0b14'],
  ]) as [string, string];
  const hackle = k.pick(['#ffb020', '#ffd54a', '#ff7a1a']);
  const tails = ['#0f6b4a', '#1b3f8f', '#0b0b14', '#0f6b4a'];
  const feathers = [
    'M92 150 C56 132 30 96 42 48 C52 82 72 112 100 132 Z',
    'M92 156 C50 150 22 118 22 80 C38 110 64 132 100 140 Z',
    'M96 140 C76 108 72 70 92 36 C92 74 100 104 112 126 Z',
    'M90 164 C56 170 30 150 20 124 C42 142 66 150 96 150 Z',
  ];
  return `<ellipse cx="132" cy="222" rx="90" ry="14" fill="#000000" opacity=".3"/>
${feathers.map((d, i) => `<path d="${d}" fill="${tails[i]}" stroke="${k.p.ink}" stroke-width="3"/>`).join('')}
<path d="M122 194 L116 226 M116 226 L104 230 M116 226 L124 232 M152 192 L158 226 M158 226 L146 230 M158 226 L168 232" stroke="#f5b50b" stroke-width="7" stroke-linecap="round"/>
<path d="M84 190 C60 176 56 140 74 120 C90 102 112 100 128 104 C134 84 140 68 156 60 C170 52 186 56 192 68 C198 80 194 92 188 100 C200 120 200 160 176 182 C156 200 110 206 84 190 Z" fill="${k.lin([plumage[0], plumage[1]])}" stroke="${k.p.ink}" stroke-width="5" stroke-linejoin="round"/>
<path d="M188 100 C182 124 168 140 146 150 C150 130 146 112 132 104 C136 88 142 74 156 64 C168 70 182 84 188 100 Z" fill="${k.lin([light(hackle, 0.3), hackle])}"/>
<path d="M150 80 L140 128 M162 82 L156 134 M174 90 L170 132" stroke="${dark(hackle, 0.3)}" stroke-width="3" opacity=".6"/>
<path d="M96 150 C110 130 140 128 160 148 C150 172 120 182 96 170 Z" fill="${dark(plumage[0], 0.25)}" stroke="${k.p.ink}" stroke-width="3"/>
<path d="M104 158 C120 150 136 150 150 156 M106 166 C120 160 134 162 146 166" stroke="${light(plumage[0], 0.3)}" stroke-width="2.5" fill="none"/>
<path d="M156 60 C150 46 158 38 164 44 C164 32 174 30 176 40 C180 30 192 34 188 46 C196 46 198 58 186 62 Z" fill="#e0112b" stroke="${k.p.ink}" stroke-width="3.5" stroke-linejoin="round"/>
<path d="M192 70 L214 78 L192 86 Z" fill="#ffc21a" stroke="${k.p.ink}" stroke-width="3" stroke-linejoin="round"/>
<path d="M186 86 C192 100 184 108 178 98 Z" fill="#e0112b" stroke="${k.p.ink}" stroke-width="3"/>
<circle cx="180" cy="72" r="5" fill="#ffd54a" stroke="${k.p.ink}" stroke-width="2"/><circle cx="181" cy="72" r="2" fill="#111111"/>`;
};

export const koi: Drawer = (k) => {
  const body = 'M60 0 C60 -16 40 -24 10 -22 C-20 -20 -40 -10 -54 0 C-40 10 -20 20 10 22 C40 24 60 16 60 0 Z';
  const fish = (x: number, y: number, turn: number, base: string, patch: string) => {
    const clip = k.clip(`<path d="${body}"/>`);
    return `<g transform="translate(${x} ${y}) rotate(${turn})">
<path d="M-50 0 C-64 -8 -74 -26 -88 -32 C-82 -12 -80 -4 -78 0 C-80 4 -82 12 -88 32 C-74 26 -64 8 -50 0 Z" fill="${light(patch, 0.3)}" opacity=".9" stroke="${k.p.ink}" stroke-width="2"/>
<path d="M30 -16 C22 -36 8 -40 0 -36 C8 -28 14 -22 18 -14 Z M30 16 C22 36 8 40 0 36 C8 28 14 22 18 14 Z" fill="${light(patch, 0.35)}" stroke="${k.p.ink}" stroke-width="2"/>
<path d="${body}" fill="${base}" stroke="${k.p.ink}" stroke-width="3"/>
<g clip-path="${clip}" fill="${patch}"><ellipse cx="34" cy="-6" rx="20" ry="14"/><ellipse cx="-8" cy="8" rx="22" ry="12"/><ellipse cx="-34" cy="-6" rx="12" ry="8"/></g>
<path d="M50 -6 C40 -14 20 -16 0 -14" stroke="#ffffff" stroke-width="3" fill="none" opacity=".6" stroke-linecap="round"/>
<circle cx="48" cy="-9" r="3" fill="${k.p.ink}"/><circle cx="48" cy="9" r="3" fill="${k.p.ink}"/></g>`;
  };
  const gold = k.mods.has('golden');
  const pad = (x: number, y: number, r: number) =>
    `<path d="M${x} ${y} L${x + r} ${y - r * 0.3} A${r} ${r} 0 1 1 ${x + r * 0.6} ${y - r * 0.8} Z" fill="${k.lin(['#5fd16a', '#1f7a3a'])}" stroke="${k.p.ink}" stroke-width="3"/>`;
  return `<circle cx="128" cy="128" r="92" fill="none" stroke="#ffffff" stroke-width="2" opacity=".25"/><circle cx="128" cy="128" r="62" fill="none" stroke="#ffffff" stroke-width="2" opacity=".18"/>
${pad(40, 214, 30)}${pad(214, 46, 26)}
${fish(128, 84, 160, gold ? '#ffd447' : '#ffffff', gold ? '#ff8a1a' : '#ff4a1a')}${fish(128, 172, -20, gold ? '#ffffff' : '#ff7a1a', gold ? '#ffd447' : '#ffffff')}
<g transform="translate(206 198)">${[0, 72, 144, 216, 288].map((a) => `<path d="M0 0 C-8 -10 -6 -22 0 -28 C6 -22 8 -10 0 0 Z" transform="rotate(${a})" fill="${k.lin(['#ffe0ef', '#ff7ab6'])}" stroke="${k.p.ink}" stroke-width="2"/>`).join('')}<circle r="5" fill="#ffd54a"/></g>`;
};

/** A clownfish or a blue tang, pointing right, centre (0, 0), about 170 long. */
function reefFish(k: Kit, tang: boolean): string {
  const body = tang
    ? 'M64 0 C58 -34 20 -50 -24 -40 C-48 -32 -58 -14 -62 0 C-58 14 -48 32 -24 40 C20 50 58 34 64 0 Z'
    : 'M60 0 C56 -30 20 -44 -20 -36 C-44 -30 -56 -14 -60 0 C-56 14 -44 30 -20 36 C20 44 56 30 60 0 Z';
  const base = tang ? '#2563eb' : '#ff7a1a';
  const clip = k.clip(`<path d="${body}"/>`);
  const marks = tang
    ? `<path d="M40 -24 C10 -30 -20 -20 -40 -8 C-20 -6 0 -4 24 -10 C20 0 -10 14 -44 10 C-10 24 24 12 44 -6 Z" fill="#0b1540"/>`
    : `<g fill="#ffffff" stroke="#111111" stroke-width="3"><rect x="24" y="-50" width="13" height="100"/><rect x="-14" y="-50" width="15" height="100"/><rect x="-52" y="-50" width="10" height="100"/></g>`;
  const tail = tang ? '#ffd21a' : '#ff7a1a';
  return `<path d="M-56 0 L-88 -28 C-94 -10 -94 10 -88 28 Z" fill="${tail}" stroke="${k.p.ink}" stroke-width="3.5" stroke-linejoin="round"/>
<path d="M-24 -34 C-12 -58 20 -56 30 -34 Z M-12 34 C-2 52 18 50 24 34 Z" fill="${tang ? '#1d4ed8' : '#ff7a1a'}" stroke="${k.p.ink}" stroke-width="3"/>
<path d="${body}" fill="${k.lin([light(base, 0.35), base, dark(base, 0.3)])}"/>
<g clip-path="${clip}">${marks}</g>
<path d="${body}" fill="none" stroke="${k.p.ink}" stroke-width="4"/>
<path d="M10 6 C18 20 30 22 34 16 C28 12 20 8 10 6 Z" fill="${tang ? '#ffd21a' : '#ff9a3a'}" stroke="${k.p.ink}" stroke-width="2"/>
<circle cx="40" cy="-8" r="10" fill="#ffffff" stroke="${k.p.ink}" stroke-width="2.5"/><circle cx="42" cy="-8" r="6" fill="#111111"/><circle cx="44" cy="-11" r="2.2" fill="#ffffff"/>
<path d="M58 6 Q54 10 50 8" stroke="${k.p.ink}" stroke-width="2.5" fill="none" stroke-linecap="round"/>
<path d="M30 -30 C10 -36 -14 -34 -30 -26" stroke="#ffffff" stroke-width="4" fill="none" opacity=".5" stroke-linecap="round"/>`;
}

/** Coral, sea grass and a few small fish: the floor of a reef scene. */
function seabed(k: Kit): string {
  const coral = (x: number, c: string, s: number) =>
    `<g transform="translate(${x} 256) scale(${s})" stroke="${c}" stroke-width="9" stroke-linecap="round" fill="none"><path d="M0 0 V-40 M0 -30 L-18 -54 M-18 -54 V-70 M-18 -54 L-30 -62 M0 -40 L14 -64 M14 -64 L26 -78 M14 -64 V-84"/></g>`;
  const grass = (x: number) =>
    `<path d="M${x} 256 C${x - 10} 230 ${x + 12} 214 ${x} 188 M${x + 8} 256 C${x + 20} 236 ${x + 4} 218 ${x + 18} 200" stroke="#1f9a5a" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  const school = Array.from({ length: 5 }, () => {
    const x = 20 + k.rand() * 216;
    const y = 20 + k.rand() * 60;
    return `<path d="M${f(x)} ${f(y)} c6 -6 14 -6 18 0 c-4 6 -12 6 -18 0 Z m18 0 l6 -5 v10 Z" fill="#ffffff" opacity=".35"/>`;
  }).join('');
  return `${school}<path d="M0 256 V230 C40 218 80 226 128 222 C180 218 220 226 256 218 V256 Z" fill="${k.lin(['#f6d59a', '#c9975a'])}"/>
${grass(30)}${coral(60, '#ff5f8f', 1)}${coral(210, '#ff9a3a', 0.9)}${grass(230)}
<ellipse cx="150" cy="240" rx="18" ry="8" fill="#ff5f8f"/><g fill="#ff8fb3">${[0, 1, 2, 3, 4].map((i) => `<rect x="${137 + i * 6}" y="222" width="4" height="18" rx="2"/>`).join('')}</g>`;
}

export const reef: Drawer = (k) => {
  const tang = k.rand() < 0.4;
  const flip = k.rand() < 0.5 ? -1 : 1;
  return `${seabed(k)}<g transform="translate(128 118) scale(${flip * 1.15} 1.15) rotate(-6)">${reefFish(k, tang)}</g>
<g transform="translate(${flip > 0 ? 54 : 202} 196) scale(${flip * 0.38} .38)">${reefFish(k, !tang)}</g>`;
};

export const shark: Drawer = (k) => {
  const skin = k.lin(['#3d6189', '#7fa3cc', '#dde8f6', '#ffffff']);
  const flip = k.rand() < 0.5 ? -1 : 1;
  return `<g transform="translate(128 128) scale(${flip * 1.05} 1.05) rotate(-14)">
<path d="M96 -10 L132 -46 C132 -22 126 -6 118 0 C126 6 132 22 130 44 L96 12 Z" fill="${skin}" stroke="${k.p.ink}" stroke-width="4" stroke-linejoin="round"/>
<path d="M-6 -36 C4 -70 20 -82 32 -86 C26 -64 28 -48 36 -36 Z" fill="#4a6f99" stroke="${k.p.ink}" stroke-width="4" stroke-linejoin="round"/>
<path d="M-106 -4 C-94 -28 -60 -38 -10 -40 C40 -42 78 -28 100 -8 L100 10 C70 28 30 34 -10 32 C-40 30 -62 26 -78 20 L-98 26 C-104 20 -104 12 -100 8 L-76 6 Z" fill="${skin}" stroke="${k.p.ink}" stroke-width="5" stroke-linejoin="round"/>
<path d="M-76 6 L-100 8 C-104 12 -104 20 -98 26 L-78 20 Z" fill="#7a0f1c"/>
<path d="M-98 8 L-94 14 L-90 8 L-86 14 L-82 8 L-78 14 M-96 24 L-92 18 L-88 23 L-84 17 L-80 21" fill="#ffffff" stroke="#ffffff" stroke-width="1.5" stroke-linejoin="round"/>
<path d="M-30 22 C-20 48 -8 62 8 70 C4 52 2 38 0 26 Z" fill="#4a6f99" stroke="${k.p.ink}" stroke-width="4" stroke-linejoin="round"/>
<path d="M-52 -14 C-48 -4 -48 6 -52 14 M-44 -14 C-40 -4 -40 6 -44 14 M-36 -14 C-32 -4 -32 6 -36 14" stroke="#1f3654" stroke-width="2.5" fill="none"/>
<circle cx="-72" cy="-16" r="5" fill="#111111"/><circle cx="-73" cy="-18" r="1.8" fill="#ffffff"/>
<path d="M-60 -30 C-20 -36 30 -34 70 -20" stroke="#ffffff" stroke-width="3" fill="none" opacity=".4" stroke-linecap="round"/></g>
${coinTrail(k)}`;
};

/** Gold coins sinking through the water: the prize of a fishing game. */
function coinTrail(k: Kit): string {
  return Array.from({ length: 4 }, () => {
    const x = 30 + k.rand() * 196;
    const y = 180 + k.rand() * 60;
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="9" ry="${f(4 + k.rand() * 5)}" fill="#ffd447" stroke="#8a5a06" stroke-width="2"/>`;
  }).join('');
}

export const whale: Drawer = (k) => {
  const skin = k.lin(['#5b7fb0', '#2c4a78', '#1a2e52']);
  const water = k.lin([light(k.p.sky[1], 0.15), dark(k.p.sky[1], 0.5)]);
  const drops = Array.from({ length: 10 }, () => {
    const side = k.rand() < 0.5 ? 60 : 196;
    return `<circle cx="${f(side + (k.rand() - 0.5) * 50)}" cy="${f(70 + k.rand() * 90)}" r="${f(2 + k.rand() * 3.5)}" fill="#ffffff" opacity=".85"/>`;
  }).join('');
  return `<path d="M0 168 H256 V256 H0 Z" fill="${water}"/>
<path d="M0 184 Q32 176 64 184 T128 184 T192 184 T256 184 M0 208 Q32 200 64 208 T128 208 T192 208 T256 208 M0 234 Q32 226 64 234 T128 234 T192 234 T256 234" stroke="#ffffff" stroke-width="2.5" fill="none" opacity=".3"/>
<path d="M112 176 C116 150 120 128 122 110 C98 108 66 94 50 66 C72 72 98 76 116 82 C124 84 128 92 128 96 C128 92 132 84 140 82 C158 76 184 72 206 66 C190 94 158 108 134 110 C136 128 140 150 144 176 Z" fill="${skin}" stroke="${k.p.ink}" stroke-width="5" stroke-linejoin="round"/>
<path d="M60 74 C76 86 100 94 118 96 M196 74 C180 86 156 94 138 96" stroke="#ffffff" stroke-width="3" fill="none" opacity=".45"/>
<path d="M122 120 C124 140 124 160 120 174" stroke="#9ab8e0" stroke-width="4" fill="none" opacity=".6"/>
<ellipse cx="128" cy="176" rx="44" ry="9" fill="#ffffff" opacity=".85"/><ellipse cx="128" cy="176" rx="62" ry="14" fill="none" stroke="#ffffff" stroke-width="3" opacity=".5"/>
${drops}${glint(70, 150, 8)}`;
};

export const octopus: Drawer = (k) => {
  const c = k.pick(['#e0457b', '#a855f7', '#ff6a3d', k.p.hero]);
  const skin = k.rad([light(c, 0.45), c, dark(c, 0.35)], 0.4, 0.3, 0.7);
  const arms = [
    'M96 140 C70 160 40 170 34 204 C30 226 50 234 58 220',
    'M108 146 C96 176 80 196 92 222 C100 238 118 232 112 218',
    'M148 146 C160 176 176 196 164 222 C156 238 138 232 144 218',
    'M160 140 C186 160 216 170 222 204 C226 226 206 234 198 220',
    'M90 128 C60 130 30 120 20 96 C14 80 30 70 38 82',
    'M166 128 C196 130 226 120 236 96 C242 80 226 70 218 82',
  ];
  return `${arms.map((d) => `<path d="${d}" fill="none" stroke="${k.p.ink}" stroke-width="24" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${c}" stroke-width="17" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${light(c, 0.6)}" stroke-width="6" stroke-linecap="round" stroke-dasharray="0.1 10" transform="translate(0 3)"/>`).join('')}
<path d="M128 34 C176 34 196 74 190 110 C186 136 164 152 128 152 C92 152 70 136 66 110 C60 74 80 34 128 34 Z" fill="${skin}" stroke="${k.p.ink}" stroke-width="6"/>
<ellipse cx="104" cy="70" rx="16" ry="10" fill="#ffffff" opacity=".45" transform="rotate(-30 104 70)"/>
<circle cx="106" cy="112" r="16" fill="#ffffff" stroke="${k.p.ink}" stroke-width="3.5"/><circle cx="150" cy="112" r="16" fill="#ffffff" stroke="${k.p.ink}" stroke-width="3.5"/>
<circle cx="109" cy="114" r="8" fill="#111111"/><circle cx="147" cy="114" r="8" fill="#111111"/><circle cx="112" cy="110" r="3" fill="#ffffff"/><circle cx="150" cy="110" r="3" fill="#ffffff"/>
<path d="M116 136 Q128 144 140 136" stroke="${k.p.ink}" stroke-width="4" fill="none" stroke-linecap="round"/>
<g fill="${dark(c, 0.25)}"><circle cx="150" cy="60" r="6"/><circle cx="166" cy="80" r="4"/><circle cx="90" cy="92" r="4"/></g>${coinTrail(k)}`;
};

export const pearl: Drawer = (k) => {
  const shell = k.pick([
    ['#ffd6e0', '#ff8fab', '#b4456a'],
    ['#ffe8cc', '#ffb27a', '#b35f2a'],
    ['#e6dcff', '#a78bfa', '#5b3fa8'],
  ]) as [string, string, string];
  const ribs = Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI + ((i + 1) / 10) * Math.PI;
    return `M128 156 L${f(128 + Math.cos(a) * 92)} ${f(156 + Math.sin(a) * 104)}`;
  }).join(' ');
  const scallops = Array.from({ length: 10 }, (_, i) => {
    const a = Math.PI + ((i + 0.5) / 10) * Math.PI;
    return `<circle cx="${f(128 + Math.cos(a) * 88)}" cy="${f(156 + Math.sin(a) * 100)}" r="15"/>`;
  }).join('');
  return `<g fill="${shell[1]}" stroke="${k.p.ink}" stroke-width="4">${scallops}</g>
<path d="M38 156 A90 102 0 0 1 218 156 Z" fill="${k.lin([shell[0], shell[1], shell[2]])}" stroke="${k.p.ink}" stroke-width="5"/>
<path d="${ribs}" stroke="${shell[2]}" stroke-width="3" opacity=".6"/>
<ellipse cx="128" cy="160" rx="92" ry="22" fill="${k.lin(['#ffffff', shell[0]])}" stroke="${k.p.ink}" stroke-width="4"/>
<circle cx="128" cy="144" r="52" fill="${k.rad([`${k.p.glow} .8`, `${k.p.glow} 0`])}"/>
<circle cx="128" cy="144" r="28" fill="${k.rad(['#ffffff', '#f4eefc', '#c9bce0'], 0.35, 0.32, 0.7)}" stroke="${k.p.ink}" stroke-width="3.5"/>
<circle cx="118" cy="134" r="7" fill="#ffffff"/>
<path d="M36 166 C46 206 84 226 128 226 C172 226 210 206 220 166 C196 178 160 184 128 184 C96 184 60 178 36 166 Z" fill="${k.lin([shell[1], shell[2]])}" stroke="${k.p.ink}" stroke-width="5" stroke-linejoin="round"/>
<path d="M70 190 L76 214 M98 194 L100 222 M128 196 V226 M158 194 L156 222 M186 190 L180 214" stroke="${shell[0]}" stroke-width="3" opacity=".6"/>${glint(150, 124, 14)}`;
};
