import { bolt, cloud, type Drawer, dark, f, fire, glint, type Kit, light, starPoints } from './artwork-kit';

/**
 * Scene subjects of the game artwork: places and skies (an island, a temple, a city at night).
 * The composer has drawn the sky; a scene adds the land, the water and what stands on them,
 * and varies the layout by the game's seeded choices.
 */

/** A palm tree with its foot at (x, y), leaning by `lean` (negative: left). */
function palm(k: Kit, x: number, y: number, h: number, lean: number): string {
  const top = { x: x + lean, y: y - h };
  const frond = 'M0 0 C20 -22 52 -26 80 -8 C62 -12 46 -10 34 -4 C26 -2 12 0 0 0 Z';
  const leaves = [-160, -128, -92, -56, -20, 16, 200]
    .map(
      (a, i) =>
        `<path d="${frond}" transform="rotate(${a}) scale(${i % 2 ? 0.95 : 1.1})" fill="${k.lin(['#7ee06a', '#1f8a3a'])}" stroke="${k.p.ink}" stroke-width="2.5"/>`,
    )
    .join('');
  return `<path d="M${x} ${y} Q${f(x + lean * 0.1)} ${f(y - h * 0.5)} ${f(top.x)} ${f(top.y)}" stroke="${k.p.ink}" stroke-width="14" fill="none" stroke-linecap="round"/>
<path d="M${x} ${y} Q${f(x + lean * 0.1)} ${f(y - h * 0.5)} ${f(top.x)} ${f(top.y)}" stroke="#a0662a" stroke-width="9" fill="none" stroke-dasharray="7 2"/>
<g transform="translate(${f(top.x)} ${f(top.y)})">${leaves}<circle cx="-4" cy="6" r="6" fill="#6b3a12" stroke="${k.p.ink}" stroke-width="2"/><circle cx="6" cy="8" r="6" fill="#7a4516" stroke="${k.p.ink}" stroke-width="2"/></g>`;
}

/** Water from y down, with light lines, in the palette's colours. */
function water(k: Kit, y: number): string {
  const lines = Array.from({ length: 5 }, (_, i) => {
    const yy = y + 10 + i * 16;
    const x = k.rand() * 180;
    return `<path d="M${f(x)} ${yy} h${f(30 + k.rand() * 50)}" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="${f(0.5 - i * 0.07)}"/>`;
  }).join('');
  return `<path d="M0 ${y} H256 V256 H0 Z" fill="${k.lin([light(k.p.hero, 0.25), dark(k.p.sky[1], 0.35)])}"/>${lines}`;
}

export const island: Drawer = (k) => {
  const volcano = k.mods.has('fire');
  const back = volcano
    ? `<path d="M120 172 L170 80 H190 L240 172 Z" fill="${k.lin(['#5a3a3a', '#2a1a1a'])}" stroke="${k.p.ink}" stroke-width="4" stroke-linejoin="round"/>
<path d="M170 80 C176 100 168 120 178 140 C184 120 186 100 190 80 Z" fill="#ff6a1a"/>${fire(k, 180, 84, 46)}
<circle cx="172" cy="40" r="16" fill="#6b6b7a" opacity=".6"/><circle cx="190" cy="28" r="12" fill="#6b6b7a" opacity=".5"/>`
    : `<path d="M150 172 C170 130 196 120 220 128 C236 134 246 150 256 160 V172 Z" fill="${dark(k.p.hero, 0.3)}" opacity=".55"/>`;
  const twin = k.rand() < 0.5;
  return `${back}${water(k, 168)}
<ellipse cx="112" cy="196" rx="96" ry="26" fill="${k.lin(['#ffe7a6', '#e0b060'])}" stroke="${k.p.ink}" stroke-width="4"/>
<ellipse cx="112" cy="190" rx="70" ry="12" fill="#7ccf5a" opacity=".7"/>
${twin ? palm(k, 150, 194, 92, 26) : ''}${palm(k, 92, 196, 128, -30)}
<path d="M40 222 q8 -6 16 0 q8 6 16 0" stroke="#ffffff" stroke-width="3" fill="none" opacity=".6"/>${glint(210, 120, 8)}`;
};

export const jungle: Drawer = (k) => {
  const green = ['#2fa84a', '#1f8a3a', '#5cc84a', '#3cb44a'];
  const trees = (x0: number, x1: number, y: number, c: string) =>
    Array.from({ length: 5 }, (_, i) => {
      const x = x0 + ((x1 - x0) * i) / 4;
      return `<circle cx="${f(x)}" cy="${f(y - k.rand() * 14)}" r="${f(18 + k.rand() * 10)}" fill="${c}" stroke="${k.p.ink}" stroke-width="3"/>`;
    }).join('');
  const leaf = (x: number, y: number, turn: number, s: number, c: string) =>
    `<g transform="translate(${x} ${y}) rotate(${turn}) scale(${s})"><path d="M0 0 C10 -40 50 -80 100 -90 C90 -40 50 -10 0 0 Z" fill="${k.lin([light(c, 0.3), c, dark(c, 0.3)], 0, 1, 1, 0)}" stroke="${k.p.ink}" stroke-width="3"/><path d="M0 0 Q50 -40 100 -90" stroke="${light(c, 0.5)}" stroke-width="2.5" fill="none"/><path d="M30 -26 L40 -50 M50 -40 L66 -62 M24 -20 L8 -34 M46 -36 L30 -60" stroke="${light(c, 0.4)}" stroke-width="1.5" opacity=".7"/></g>`;
  const vine = (x: number) =>
    `<path d="M${f(x)} 0 C${f(x - 8)} 30 ${f(x + 10)} 50 ${f(x)} 80" stroke="#2f7a2a" stroke-width="4" fill="none"/>${[16, 36, 56, 74].map((y, i) => `<ellipse cx="${f(x + (i % 2 ? 6 : -6))}" cy="${y}" rx="7" ry="4" fill="#4caf50" transform="rotate(${i % 2 ? 30 : -30} ${f(x)} ${y})"/>`).join('')}`;
  const rock = k.lin(['#6f8a4a', '#3f5230', '#2a3022']);
  const fall = k.lin(['#ffffff', '#bff0ff', '#7fd8ff'], 0, 0, 1, 0);
  return `<path d="M0 130 L50 80 L90 110 L140 60 L200 110 L256 80 V180 H0 Z" fill="${dark(k.p.sky[1], 0.15)}" opacity=".6"/>
<path d="M0 92 C30 84 70 86 102 96 L110 210 H0 Z" fill="${rock}" stroke="${k.p.ink}" stroke-width="4"/>
<path d="M256 86 C226 80 180 84 152 96 L146 210 H256 Z" fill="${rock}" stroke="${k.p.ink}" stroke-width="4"/>
<path d="M100 96 C112 92 142 92 154 96 L150 206 H106 Z" fill="${fall}"/>
<path d="M114 104 V196 M128 100 V200 M142 104 V196" stroke="#ffffff" stroke-width="3" opacity=".8"/>
${trees(-4, 96, 92, dark(green[1] as string, 0.2))}${trees(160, 260, 88, dark(green[0] as string, 0.15))}
<path d="M0 200 H256 V256 H0 Z" fill="${k.lin([light(k.p.hero, 0.2), dark(k.p.sky[1], 0.45)])}"/>
<ellipse cx="128" cy="204" rx="54" ry="10" fill="#ffffff" opacity=".85"/><circle cx="106" cy="198" r="8" fill="#ffffff" opacity=".8"/><circle cx="150" cy="198" r="9" fill="#ffffff" opacity=".8"/>
${leaf(-10, 262, -12, 1, k.pick(green))}${leaf(266, 262, -98, 1, k.pick(green))}${leaf(12, 256, 14, 0.7, k.pick(green))}${leaf(244, 256, -124, 0.7, k.pick(green))}
${vine(24 + k.rand() * 40)}${vine(190 + k.rand() * 40)}
<g transform="translate(${f(k.rand() < 0.5 ? 54 : 202)} 222)">${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="0" cy="-10" rx="7" ry="11" transform="rotate(${a})" fill="#ff3b5c" stroke="${k.p.ink}" stroke-width="1.5"/>`).join('')}<circle r="5" fill="#ffd54a"/></g>`;
};

export const ocean: Drawer = (k) => {
  const sea = k.lin([light(k.p.hero, 0.2), dark(k.p.hero, 0.2), dark(k.p.sky[1], 0.5)]);
  const crest = k.lin(['#ffffff', light(k.p.hero, 0.5)]);
  const ship = k.rand() < 0.6;
  return `<path d="M0 150 H256 V256 H0 Z" fill="${dark(k.p.hero, 0.35)}"/>
${ship ? `<g transform="translate(178 140) scale(.8)"><path d="M-34 6 H34 L24 22 H-24 Z" fill="#6b3a12" stroke="${k.p.ink}" stroke-width="3"/><path d="M0 4 V-56" stroke="${k.p.ink}" stroke-width="4"/><path d="M2 -52 C22 -40 24 -18 2 -4 Z" fill="#ffffff" stroke="${k.p.ink}" stroke-width="3"/><path d="M-2 -46 C-18 -34 -20 -18 -2 -8 Z" fill="#f4f1ea" stroke="${k.p.ink}" stroke-width="3"/><path d="M0 -56 l14 5 l-14 5 Z" fill="#e0112b"/></g>` : ''}
<path d="M256 256 H0 V206 C34 200 60 184 72 156 C84 126 84 96 108 76 C134 56 178 58 200 84 C180 76 158 80 148 96 C138 112 144 132 160 134 C172 136 176 124 172 116 C192 126 206 152 214 180 C222 204 240 212 256 212 Z" fill="${sea}" stroke="${k.p.ink}" stroke-width="5" stroke-linejoin="round"/>
<path d="M74 156 C86 126 86 98 108 80 C132 62 172 62 196 84 C178 78 158 82 148 96" fill="none" stroke="${crest}" stroke-width="9" stroke-linecap="round"/>
<path d="M196 84 l10 -8 l-2 12 l12 -4 l-8 10 M148 96 l-4 -10 M160 134 l6 8" stroke="#ffffff" stroke-width="5" stroke-linecap="round" fill="none"/>
<path d="M90 150 C110 170 140 190 180 196 M70 190 C100 206 140 222 190 226" stroke="#ffffff" stroke-width="3" fill="none" opacity=".4"/>
${Array.from({ length: 8 }, () => `<circle cx="${f(150 + k.rand() * 90)}" cy="${f(50 + k.rand() * 50)}" r="${f(2 + k.rand() * 4)}" fill="#ffffff" opacity=".9"/>`).join('')}`;
};

/** A pagoda roof of width w at y, its eaves turned up. */
function roof(k: Kit, y: number, w: number, fill: string): string {
  const l = 128 - w / 2;
  const r = 128 + w / 2;
  return `<path d="M${l - 16} ${y - 10} C${l} ${y} ${l + 10} ${y - 2} ${l + w * 0.2} ${y - 16} L128 ${y - 30} L${r - w * 0.2} ${y - 16} C${r - 10} ${y - 2} ${r} ${y} ${r + 16} ${y - 10} L${r + 4} ${y + 6} H${l - 4} Z" fill="${fill}" stroke="${k.p.ink}" stroke-width="4" stroke-linejoin="round"/><path d="M${l - 4} ${y + 6} H${r + 4}" stroke="#ffd54a" stroke-width="4"/>`;
}

export const temple: Drawer = (k) => {
  const roofFill = k.lin([light(k.pick(['#0f766e', '#1e3a8a', '#166534', '#7f1d1d']), 0.2), '#0b2a2a']);
  const wall = k.lin(['#e0322b', '#8a1410']);
  const tiers = [
    { y: 196, w: 150, h: 34 },
    { y: 150, w: 118, h: 28 },
    { y: 110, w: 88, h: 24 },
  ];
  const lantern = (x: number) => `<path d="M${x} 0 V${f(10 + k.rand() * 20)}" stroke="${k.p.ink}" stroke-width="2"/>`;
  return `<path d="M0 200 L40 150 L80 180 L110 140 L150 176 L200 130 L256 170 V256 H0 Z" fill="${dark(k.p.sky[1], 0.35)}" opacity=".8"/>
${lantern(20)}
<rect x="30" y="216" width="196" height="14" fill="#b9aa94" stroke="${k.p.ink}" stroke-width="4"/><rect x="16" y="228" width="224" height="14" fill="#9c8c74" stroke="${k.p.ink}" stroke-width="4"/>
${tiers
  .map(
    ({ y, w, h }) =>
      `<rect x="${128 - w * 0.4}" y="${y}" width="${w * 0.8}" height="${h - 4 + 20}" fill="${wall}" stroke="${k.p.ink}" stroke-width="4"/>
${Array.from({ length: 4 }, (_, i) => `<rect x="${f(128 - w * 0.32 + (i * w * 0.64) / 3 - 3)}" y="${y}" width="6" height="${h + 16}" fill="#ffd54a" opacity=".8"/>`).join('')}${roof(k, y, w, roofFill)}`,
  )
  .join('')}
<rect x="116" y="206" width="24" height="24" rx="12" fill="#2a0b08"/>
<path d="M128 80 V52" stroke="#ffd54a" stroke-width="5"/><circle cx="128" cy="50" r="6" fill="#ffd54a" stroke="${k.p.ink}" stroke-width="2"/>
${[40, 216].map((x) => `<g transform="translate(${x} 150)"><path d="M0 -30 V-14" stroke="${k.p.ink}" stroke-width="2"/><ellipse rx="13" ry="16" fill="${k.rad(['#ffd54a', '#e0112b'], 0.5, 0.5, 0.6)}" stroke="${k.p.ink}" stroke-width="3"/><rect x="-7" y="-19" width="14" height="5" fill="#ffd54a"/><path d="M0 16 V28" stroke="#ffd54a" stroke-width="3"/></g>`).join('')}`;
};

export const castle: Drawer = (k) => {
  const stone = k.lin(['#f1ecf8', '#b9b2cc']);
  const roofFill = k.lin([light(k.p.hero, 0.25), dark(k.p.hero, 0.3)]);
  const flag = k.pick(['#e0112b', '#ffd54a', light(k.p.hero, 0.4)]);
  const lit = k.rand() < 0.5 ? '#ffd54a' : '#3a3550';
  const tower = (x: number, y: number, width: number) => {
    const top = f(y);
    const w = f(width);
    return `<rect x="${x - w / 2}" y="${top}" width="${w}" height="${214 - top}" fill="${stone}" stroke="${k.p.ink}" stroke-width="4"/>
<path d="M${x - w / 2 - 6} ${top + 2} L${x} ${top - w * 1.3} L${x + w / 2 + 6} ${top + 2} Z" fill="${roofFill}" stroke="${k.p.ink}" stroke-width="4" stroke-linejoin="round"/>
<path d="M${x} ${top - w * 1.3} V${top - w * 1.3 - 22}" stroke="${k.p.ink}" stroke-width="3"/><path d="M${x} ${top - w * 1.3 - 22} l18 6 l-18 6 Z" fill="${flag}" stroke="${k.p.ink}" stroke-width="2"/>
<rect x="${x - 5}" y="${top + 18}" width="10" height="16" rx="5" fill="${lit}" stroke="${k.p.ink}" stroke-width="2"/>`;
  };
  const merlons = (x: number, w: number, y: number) =>
    Array.from(
      { length: Math.floor(w / 16) },
      (_, i) =>
        `<rect x="${x + i * 16}" y="${y - 10}" width="10" height="12" fill="${stone}" stroke="${k.p.ink}" stroke-width="3"/>`,
    ).join('');
  return `<path d="M0 220 C60 190 196 190 256 220 V256 H0 Z" fill="${k.lin(['#5cc84a', '#1f7a3a'])}"/>
${k.rand() < 0.5 ? `${tower(94, 96 + k.rand() * 20, 24)}${tower(162, 100 + k.rand() * 20, 24)}` : ''}
${merlons(62, 140, 150)}<rect x="56" y="148" width="144" height="66" fill="${stone}" stroke="${k.p.ink}" stroke-width="4"/>
${tower(128, 72 + k.rand() * 30, 40 + k.rand() * 10)}${tower(60, 110 + k.rand() * 24, 30 + k.rand() * 8)}${tower(196, 110 + k.rand() * 24, 30 + k.rand() * 8)}
<path d="M110 214 V182 A18 18 0 0 1 146 182 V214 Z" fill="#3a2a1a" stroke="${k.p.ink}" stroke-width="4"/><path d="M116 190 H140 M116 200 H140 M128 168 V214" stroke="#6b5030" stroke-width="2"/>
<rect x="82" y="166" width="10" height="16" rx="5" fill="${lit}" stroke="${k.p.ink}" stroke-width="2"/><rect x="164" y="166" width="10" height="16" rx="5" fill="${lit}" stroke="${k.p.ink}" stroke-width="2"/>
<path d="M0 230 C60 208 196 208 256 230 V256 H0 Z" fill="${k.lin(['#4cb84a', '#166534'])}"/>`;
};

/** A domed hall of columns; or, for some games, a colosseum. */
export const palace: Drawer = (k) => {
  if (k.rand() < 0.35) return colosseum(k);
  const marble = k.lin(['#ffffff', '#e3dccd', '#b9ae98'], 0, 0, 1, 0);
  const gold = k.lin(['#fff2a8', '#f5b50b', '#a86a00']);
  const count = k.pick([4, 6, 8]);
  const dome = k.rand() < 0.7;
  const columns = Array.from({ length: count }, (_, i) => {
    const x = 62 + (i * 132) / (count - 1);
    return `<rect x="${f(x)}" y="134" width="14" height="70" fill="${marble}" stroke="${k.p.ink}" stroke-width="3"/><rect x="${f(x - 3)}" y="130" width="20" height="6" fill="#e3dccd" stroke="${k.p.ink}" stroke-width="2.5"/>`;
  }).join('');
  return `<circle cx="128" cy="110" r="100" fill="${k.rad([`${k.p.glow} .6`, `${k.p.glow} 0`])}"/>
${
  dome
    ? `<path d="M84 96 A44 44 0 0 1 172 96 Z" fill="${gold}" stroke="${k.p.ink}" stroke-width="5"/><path d="M100 80 A30 30 0 0 1 128 60" stroke="#ffffff" stroke-width="4" fill="none" opacity=".7"/>
<rect x="118" y="38" width="20" height="16" fill="${gold}" stroke="${k.p.ink}" stroke-width="3"/><path d="M128 38 V24" stroke="${k.p.ink}" stroke-width="3"/><circle cx="128" cy="22" r="5" fill="#ffd54a" stroke="${k.p.ink}" stroke-width="2"/>
<rect x="80" y="94" width="96" height="12" fill="#e3dccd" stroke="${k.p.ink}" stroke-width="3"/>`
    : `<path d="M128 100 L120 60 L128 48 L136 60 Z" fill="${gold}" stroke="${k.p.ink}" stroke-width="3"/>`
}
<path d="M48 130 L128 100 L208 130 Z" fill="${marble}" stroke="${k.p.ink}" stroke-width="4" stroke-linejoin="round"/><circle cx="128" cy="118" r="7" fill="${gold}" stroke="${k.p.ink}" stroke-width="2"/>
${columns}
<rect x="40" y="202" width="176" height="10" fill="#e3dccd" stroke="${k.p.ink}" stroke-width="3"/><rect x="30" y="212" width="196" height="10" fill="#d4cbb8" stroke="${k.p.ink}" stroke-width="3"/><rect x="20" y="222" width="216" height="12" fill="#c4b9a2" stroke="${k.p.ink}" stroke-width="3"/>
<path d="M24 234 C10 214 12 190 26 176 M232 234 C246 214 244 190 230 176" stroke="${gold}" stroke-width="5" fill="none"/>${glint(168, 74, 12)}`;
};

/** The colosseum: three tiers of arches in warm stone, broken at one end. */
function colosseum(k: Kit): string {
  const stone = k.lin(['#f3dcb2', '#d6a86a', '#9a6a3a']);
  const arches = [0, 1, 2]
    .map((row) =>
      Array.from({ length: 9 }, (_, i) => {
        const x = 34 + i * 21.5;
        const y = 104 + row * 36;
        return `<path d="M${f(x)} ${y + 26} V${y + 8} A7 7 0 0 1 ${f(x + 14)} ${y + 8} V${y + 26} Z" fill="${dark(k.p.sky[1], 0.45)}"/>`;
      }).join(''),
    )
    .join('');
  const broken = k.rand() < 0.5;
  const top = broken
    ? 'M26 214 V96 Q100 76 170 84 L184 100 L196 92 L208 110 L230 112 V214 Z'
    : 'M26 214 V96 Q128 70 230 96 V214 Z';
  return `<circle cx="128" cy="120" r="100" fill="${k.rad([`${k.p.glow} .55`, `${k.p.glow} 0`])}"/>
<path d="${top}" fill="${stone}" stroke="${k.p.ink}" stroke-width="5" stroke-linejoin="round"/>
<g clip-path="${k.clip(`<path d="${top}"/>`)}">${arches}<path d="M26 136 H230 M26 172 H230 M26 104 H230" stroke="${k.p.ink}" stroke-width="3" opacity=".6"/></g>
<path d="M12 214 H244 V234 H12 Z" fill="#c4b9a2" stroke="${k.p.ink}" stroke-width="4"/>
<path d="M40 92 Q90 80 130 80" stroke="#ffffff" stroke-width="4" fill="none" opacity=".5" stroke-linecap="round"/>${glint(200, 66, 12)}`;
}

/** A city at night: a skyline of lit windows round a landmark (towers, a wheel or a needle). */
export const city: Drawer = (k) => {
  const landmark = k.pick(['towers', 'wheel', 'needle']);
  let x = -4;
  let blocks = '';
  let windows = '';
  while (x < 256) {
    const w = 22 + Math.floor(k.rand() * 22);
    const h = 50 + Math.floor(k.rand() * 80);
    const tall = landmark === 'towers' && Math.abs(x + w / 2 - 128) < 26;
    const top = 200 - (tall ? 150 : h);
    const shade = tall ? k.p.hero : k.pick([dark(k.p.sky[1], 0.5), dark(k.p.sky[1], 0.35), dark(k.p.hero, 0.55)]);
    blocks += `<rect x="${x}" y="${top}" width="${w}" height="${200 - top}" fill="${k.lin([light(shade, 0.15), dark(shade, 0.3)])}" stroke="${k.p.ink}" stroke-width="2.5"/>`;
    if (tall)
      blocks += `<path d="M${x} ${top} L${x + w / 2} ${top - 24} L${x + w} ${top} Z" fill="${k.p.glow}" stroke="${k.p.ink}" stroke-width="2.5"/><path d="M${x + w / 2} ${top - 24} V${top - 44}" stroke="${k.p.glow}" stroke-width="3"/>`;
    for (let wy = top + 8; wy < 192; wy += 11)
      for (let wx = x + 5; wx < x + w - 6; wx += 8)
        if (k.rand() < 0.55)
          windows += `<rect x="${wx}" y="${wy}" width="4" height="6" fill="${k.rand() < 0.8 ? '#ffe38a' : light(k.p.hero, 0.5)}"/>`;
    x += w + 2;
  }
  const beams = [40, 216]
    .map(
      (bx) =>
        `<path d="M${bx} 200 L${bx + (bx < 128 ? -30 : 30)} 0 H${bx + (bx < 128 ? 10 : -10)} Z" fill="${k.p.glow}" opacity=".16"/>`,
    )
    .join('');
  return `${beams}${landmark === 'needle' ? needle(k) : ''}${blocks}${windows}${landmark === 'wheel' ? ferrisWheel(k) : ''}
<path d="M0 200 H256 V256 H0 Z" fill="${k.lin([dark(k.p.hero, 0.5), dark(k.p.sky[1], 0.75)])}"/>
<g opacity=".35">${Array.from({ length: 10 }, () => `<rect x="${f(k.rand() * 240)}" y="${f(206 + k.rand() * 44)}" width="${f(8 + k.rand() * 20)}" height="2.5" fill="#ffe38a"/>`).join('')}</g>
<path d="M0 200 H256" stroke="${k.p.glow}" stroke-width="2" opacity=".6"/>`;
};

/** A lit observation wheel standing in front of the skyline, on one side. */
function ferrisWheel(k: Kit): string {
  const cx = k.rand() < 0.5 ? 78 : 178;
  const r = 62;
  const rim = light(k.p.hero, 0.45);
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `M${cx} 122 L${f(cx + Math.cos(a) * r)} ${f(122 + Math.sin(a) * r)}`;
  }).join(' ');
  const cabins = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `<rect x="${f(cx + Math.cos(a) * r - 5)}" y="${f(122 + Math.sin(a) * r - 3)}" width="10" height="10" rx="3" fill="${['#ff4d6d', '#ffd54a', '#4dd8ff'][i % 3]}" stroke="${k.p.ink}" stroke-width="1.5"/>`;
  }).join('');
  return `<path d="M${cx - 34} 202 L${cx} 122 L${cx + 34} 202" stroke="${k.p.ink}" stroke-width="9" fill="none"/><path d="M${cx - 34} 202 L${cx} 122 L${cx + 34} 202" stroke="#c9ced8" stroke-width="5" fill="none"/>
<g filter="url(#neon)"><circle cx="${cx}" cy="122" r="${r}" fill="none" stroke="${rim}" stroke-width="5"/><path d="${spokes}" stroke="${rim}" stroke-width="2" opacity=".8"/></g>
${cabins}<circle cx="${cx}" cy="122" r="8" fill="${k.p.glow}" stroke="${k.p.ink}" stroke-width="2.5"/>`;
}

/** A broadcast tower with two glowing spheres, rising behind the skyline. */
function needle(k: Kit): string {
  const pod = k.rad(['#ffffff', light(k.p.hero, 0.3), k.p.hero], 0.35, 0.35, 0.7);
  return `<path d="M118 200 L124 40 H132 L138 200 Z" fill="${k.lin(['#c9ced8', '#6b7388'], 0, 0, 1, 0)}" stroke="${k.p.ink}" stroke-width="3"/>
<path d="M128 40 V12" stroke="${k.p.glow}" stroke-width="3"/><circle cx="128" cy="12" r="3" fill="#ff4d6d"/>
<circle cx="128" cy="72" r="22" fill="${pod}" stroke="${k.p.ink}" stroke-width="3.5"/><circle cx="128" cy="114" r="15" fill="${pod}" stroke="${k.p.ink}" stroke-width="3"/>
<path d="M106 72 H150" stroke="${k.p.glow}" stroke-width="3"/><circle cx="121" cy="65" r="5" fill="#ffffff" opacity=".7"/>`;
}

export const festival: Drawer = (k) => {
  const burst = (x: number, y: number, r: number, c: string) =>
    `<g transform="translate(${f(x)} ${f(y)})"><circle r="${f(r * 0.6)}" fill="${k.rad([`${c} .6`, `${c} 0`])}"/>${Array.from(
      { length: 14 },
      (_, i) => {
        const a = (i / 14) * Math.PI * 2;
        return `<path d="M${f(Math.cos(a) * r * 0.3)} ${f(Math.sin(a) * r * 0.3)} L${f(Math.cos(a) * r)} ${f(Math.sin(a) * r)}" stroke="${c}" stroke-width="3" stroke-linecap="round"/><circle cx="${f(Math.cos(a) * r * 1.1)}" cy="${f(Math.sin(a) * r * 1.1)}" r="3" fill="${light(c, 0.5)}"/>`;
      },
    ).join('')}</g>`;
  const flags = Array.from({ length: 10 }, (_, i) => {
    const x = 6 + i * 26;
    const y = 26 + Math.sin((i / 9) * Math.PI) * 20;
    return `<path d="M${x} ${f(y)} h20 l-10 22 Z" fill="${['#e0112b', '#ffd54a', '#1f6bff', '#12a150', '#ec4899'][i % 5]}" stroke="${k.p.ink}" stroke-width="2"/>`;
  }).join('');
  const lantern = (x: number, y: number, s: number, c: string) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -44 V-30" stroke="${k.p.ink}" stroke-width="3"/><ellipse rx="30" ry="32" fill="${k.rad([light(c, 0.6), c, dark(c, 0.35)], 0.5, 0.45, 0.6)}" stroke="${k.p.ink}" stroke-width="4"/>
<path d="M-14 -29 C-20 -10 -20 10 -14 29 M14 -29 C20 -10 20 10 14 29 M0 -32 V32" stroke="${dark(c, 0.4)}" stroke-width="2" fill="none"/>
<rect x="-14" y="-36" width="28" height="8" rx="2" fill="#ffd54a" stroke="${k.p.ink}" stroke-width="3"/><rect x="-14" y="28" width="28" height="8" rx="2" fill="#ffd54a" stroke="${k.p.ink}" stroke-width="3"/>
<path d="M0 36 V56 M-4 40 V54 M4 40 V54" stroke="#ffd54a" stroke-width="2.5"/></g>`;
  const colours = ['#ff4d6d', '#ffd54a', '#4dd8ff', '#a66bff', '#5cff8a'];
  const bunting = `<path d="M0 24 Q128 70 256 24" stroke="${k.p.ink}" stroke-width="2" fill="none"/>${flags}`;
  // Three layouts: paper lanterns, a parol (the Filipino star lantern), or a sky of fireworks.
  const layout = k.pick(['lanterns', 'parol', 'fireworks']);
  let middle: string;
  if (layout === 'parol') {
    const tails = [-1, 0, 1]
      .map(
        (d, i) =>
          `<path d="M${128 + d * 22} 170 C${118 + d * 30} 196 ${138 + d * 30} 214 ${124 + d * 36} 246" stroke="${colours[i + 1]}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
      )
      .join('');
    middle = `${burst(46, 70, 30, k.pick(colours))}${burst(212, 84, 26, k.pick(colours))}${tails}
<circle cx="128" cy="120" r="92" fill="${k.rad([`${k.p.glow} .7`, `${k.p.glow} 0`])}"/>
<circle cx="128" cy="120" r="64" fill="none" stroke="${k.p.ink}" stroke-width="12"/><circle cx="128" cy="120" r="64" fill="none" stroke="#ffd54a" stroke-width="6"/>
<polygon points="${starPoints(128, 120, 76, 32, 5)}" fill="${k.lin(['#fff2a8', k.pick(['#e0112b', '#ff8a1a', k.p.hero]), dark('#e0112b', 0.3)])}" stroke="${k.p.ink}" stroke-width="6" stroke-linejoin="round"/>
<polygon points="${starPoints(128, 120, 40, 17, 5)}" fill="${k.lin(['#ffffff', '#ffe38a'])}" stroke="${k.p.ink}" stroke-width="3" stroke-linejoin="round"/>
<circle cx="128" cy="120" r="9" fill="${k.rad(['#ffffff', '#ffd54a'])}"/>${bunting}`;
  } else if (layout === 'fireworks') {
    middle = `${burst(64, 80, 46, k.pick(colours))}${burst(186, 64, 40, k.pick(colours))}${burst(140, 140, 52, k.pick(colours))}${burst(44, 176, 30, k.pick(colours))}${burst(214, 170, 32, k.pick(colours))}
<path d="M0 226 C40 214 60 222 90 216 C130 206 170 222 210 212 C230 208 246 214 256 212 V256 H0 Z" fill="${dark(k.p.sky[1], 0.55)}"/>`;
  } else
    middle = `${burst(60 + k.rand() * 30, 86, 44, k.pick(colours))}${burst(190 - k.rand() * 30, 70, 36, k.pick(colours))}${burst(128, 130 + k.rand() * 20, 28, k.pick(colours))}
${bunting}${lantern(56, 176, 0.9, '#e0112b')}${lantern(200, 170, 1, '#ff8a1a')}${lantern(128, 206, 0.7, '#e0112b')}`;
  return `${middle}
${Array.from({ length: 14 }, () => `<rect x="${f(k.rand() * 256)}" y="${f(60 + k.rand() * 190)}" width="5" height="8" transform="rotate(${f(k.rand() * 90)})" fill="${k.pick(colours)}" opacity=".9"/>`).join('')}`;
};

export const moon: Drawer = (k) => {
  const full = k.rand() < 0.4;
  const face = k.rad(['#fffbe6', '#ffe9a8', '#e0b860'], 0.4, 0.35, 0.7);
  const x = 118 + k.rand() * 20;
  const disc = full
    ? `<circle cx="${f(x)}" cy="108" r="66" fill="${face}" stroke="${k.p.ink}" stroke-width="4"/><g fill="#d6ab52" opacity=".55"><circle cx="${f(x - 22)}" cy="92" r="12"/><circle cx="${f(x + 20)}" cy="124" r="16"/><circle cx="${f(x + 16)}" cy="80" r="7"/><circle cx="${f(x - 14)}" cy="136" r="8"/></g>`
    : `<path d="M${f(x + 20)} 44 A66 66 0 1 0 ${f(x + 56)} 150 A54 54 0 1 1 ${f(x + 20)} 44 Z" fill="${face}" stroke="${k.p.ink}" stroke-width="4" stroke-linejoin="round"/>`;
  const shade = dark(k.p.sky[1], 0.3);
  return `<circle cx="${f(x)}" cy="108" r="110" fill="${k.rad([`${k.p.glow} .5`, `${k.p.glow} 0`])}"/>${disc}
${glint(200, 60, 10)}${glint(50, 150, 7)}
${k.pick([
  // Clouds drifting under it, over dark hills.
  () => `${cloud(70, 186, 1.1, light(k.p.sky[0], 0.5), light(k.p.sky[0], 0.1))}${cloud(196, 176, 0.9, light(k.p.sky[0], 0.6), light(k.p.sky[0], 0.2))}
<path d="M0 220 C50 200 90 214 128 206 C170 198 210 210 256 200 V256 H0 Z" fill="${shade}"/>`,
  // Its path of light on a calm sea.
  () =>
    `${water(k, 190)}<path d="M${f(x - 30)} 198 h60 M${f(x - 22)} 212 h44 M${f(x - 14)} 226 h28 M${f(x - 8)} 240 h16" stroke="#fff6c8" stroke-width="5" stroke-linecap="round" opacity=".85"/>`,
  // A pagoda and pines on a hill, in silhouette.
  () => `<path d="M0 230 C60 190 120 200 160 214 C200 226 230 206 256 210 V256 H0 Z" fill="${dark(shade, 0.3)}"/>
<g fill="${dark(shade, 0.3)}"><path d="M40 206 L60 160 L80 206 Z M66 212 L82 176 L98 212 Z"/><path d="M170 220 V190 H196 V220 Z M160 192 L183 176 L206 192 Z M166 178 L183 164 L200 178 Z M180 164 V150 H186 V164 Z"/></g>`,
])()}`;
};

export const sun: Drawer = (k) => {
  const y = 112;
  const wavy = k.rand() < 0.5;
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    const long = i % 2 ? 82 : 100;
    const w = wavy ? 0.16 : 0.12;
    return `${f(128 + Math.cos(a - w) * 56)},${f(y + Math.sin(a - w) * 56)} ${f(128 + Math.cos(a) * long)},${f(y + Math.sin(a) * long)} ${f(128 + Math.cos(a + w) * 56)},${f(y + Math.sin(a + w) * 56)}`;
  });
  const sea = k.rand() < 0.5;
  return `<circle cx="128" cy="${y}" r="120" fill="${k.rad([`${k.p.glow} .7`, `${k.p.glow} 0`])}"/>
<g fill="${k.lin(['#fff2a8', '#ffb020'])}" stroke="${k.p.ink}" stroke-width="3.5" stroke-linejoin="round">${rays.map((r) => `<polygon points="${r}"/>`).join('')}</g>
<circle cx="128" cy="${y}" r="58" fill="${k.rad(['#fffbe0', '#ffd23f', '#ff8a1a'], 0.4, 0.35, 0.7)}" stroke="${k.p.ink}" stroke-width="5"/>
<circle cx="128" cy="${y}" r="44" fill="none" stroke="#ffffff" stroke-width="3" opacity=".45"/>
<path d="M96 90 A40 40 0 0 1 124 72" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round" opacity=".8"/>
${sea ? `${water(k, 196)}<path d="M100 206 h56 M110 222 h36 M120 238 h16" stroke="#fff2a8" stroke-width="5" stroke-linecap="round" opacity=".8"/>` : `<path d="M0 210 L60 170 L110 204 L170 160 L256 214 V256 H0 Z" fill="${dark(k.p.sky[1], 0.3)}" stroke="${k.p.ink}" stroke-width="3"/>`}`;
};

export const storm: Drawer = (k) => {
  const grey = dark(k.p.sky[1], 0.2);
  const rain = Array.from({ length: 18 }, () => {
    const x = k.rand() * 256;
    const y = 110 + k.rand() * 120;
    return `<path d="M${f(x)} ${f(y)} l-6 14" stroke="#bfe0ff" stroke-width="2" opacity=".5" stroke-linecap="round"/>`;
  }).join('');
  return `${rain}<g filter="url(#neon)">${bolt(136, 88, 150, '#fff27a', '#ffffff')}${bolt(60, 96, 80, '#ffffff', light(k.p.glow, 0.5))}${bolt(206, 100, 70, '#ffffff', light(k.p.glow, 0.5))}</g>
${bolt(136, 88, 150, k.lin(['#fffbe0', '#ffd23f', '#ff9a1a']), k.p.ink)}
${cloud(70, 70, 1.5, light(grey, 0.35), dark(grey, 0.3))}${cloud(190, 60, 1.4, light(grey, 0.45), dark(grey, 0.3))}${cloud(128, 96, 1.7, light(grey, 0.25), dark(grey, 0.4))}`;
};

export const flame: Drawer = (k) => {
  const embers = Array.from({ length: 12 }, () => {
    const x = 40 + k.rand() * 176;
    const y = 20 + k.rand() * 150;
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(1.5 + k.rand() * 3)}" fill="${k.pick(['#ffd23f', '#ff7a1a', '#ffffff'])}"/>`;
  }).join('');
  return `<circle cx="128" cy="130" r="110" fill="${k.rad(['#ffb020 .7', '#ff4d1a .25', '#ff4d1a 0'])}"/>
${fire(k, 96, 186, 110)}${fire(k, 162, 186, 120)}${fire(k, 128, 190, 170)}${embers}
<path d="M60 186 H196 L180 222 H76 Z" fill="${k.lin(['#ffe27a', '#b8720a'])}" stroke="${k.p.ink}" stroke-width="5" stroke-linejoin="round"/>
<rect x="52" y="178" width="152" height="14" rx="6" fill="${k.lin(['#fff2a8', '#d98f06'])}" stroke="${k.p.ink}" stroke-width="4"/>
<path d="M100 222 L92 240 H164 L156 222" fill="${k.lin(['#d98f06', '#7a4a05'])}" stroke="${k.p.ink}" stroke-width="4"/>
<polygon points="${starPoints(128, 206, 10, 4, 4)}" fill="#ffffff" opacity=".7"/>`;
};

export const lotus: Drawer = (k) => {
  const colour = k.mods.has('mystic')
    ? '#c084fc'
    : k.mods.has('crystal')
      ? '#7dd3fc'
      : k.pick(['#ff6fa8', '#ff6fa8', '#f9a8d4', '#fbbf24']);
  const petal = 'M0 0 C-22 -20 -24 -62 0 -92 C24 -62 22 -20 0 0 Z';
  const grad = k.lin([light(colour, 0.8), light(colour, 0.3), dark(colour, 0.15)]);
  const layer = (angles: number[], s: number) =>
    angles
      .map(
        (a) =>
          `<path d="${petal}" transform="rotate(${a}) scale(${s})" fill="${grad}" stroke="${k.p.ink}" stroke-width="3"/>`,
      )
      .join('');
  const pad = (x: number, y: number, rx: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${f(rx * 0.35)}" fill="${k.lin(['#6fd66a', '#1f7a3a'])}" stroke="${k.p.ink}" stroke-width="3"/><path d="M${x} ${y} L${x + rx} ${f(y - rx * 0.1)}" stroke="#1f7a3a" stroke-width="3"/>`;
  return `<path d="M0 170 H256 V256 H0 Z" fill="${k.lin([light(k.p.sky[1], 0.1), dark(k.p.sky[1], 0.5)])}"/>
<ellipse cx="128" cy="196" rx="110" ry="18" fill="none" stroke="#ffffff" stroke-width="2" opacity=".35"/><ellipse cx="128" cy="200" rx="70" ry="10" fill="none" stroke="#ffffff" stroke-width="2" opacity=".45"/>
${pad(50, 220, 46)}${pad(206, 212, 40)}
<circle cx="128" cy="130" r="96" fill="${k.rad([`${k.p.glow} .6`, `${k.p.glow} 0`])}"/>
<g transform="translate(128 190)">${layer([-78, 78], 0.8)}${layer([-52, 52], 0.95)}${layer([-24, 24], 1.05)}${layer([0], 1.15)}${layer([-40, 40], 0.7)}</g>
<ellipse cx="128" cy="190" rx="48" ry="12" fill="${k.lin(['#6fd66a', '#1f7a3a'])}" stroke="${k.p.ink}" stroke-width="3"/>${glint(128, 92, 12)}`;
};
