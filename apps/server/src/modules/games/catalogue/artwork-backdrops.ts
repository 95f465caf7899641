import { cloud, dark, f, glint, type Kit, light, type Palette } from './artwork-kit';

/**
 * The palettes and backdrops of the game artwork. A subject names the backdrops that suit it
 * (an island wants a sky, a shark the sea) and the game's hash picks one, so two games with the
 * same subject still differ in colour and setting.
 */
export const PALETTES = {
  ember: { sky: ['#ff7a3d', '#8a1238'], hero: '#ff3b2f', glow: '#ffd36e', ink: '#3a0714' },
  sunset: { sky: ['#ffa94d', '#6d28d9'], hero: '#f43f5e', glow: '#ffe8a3', ink: '#2a0b3d' },
  gold: { sky: ['#ffc94a', '#9a3412'], hero: '#f59e0b', glow: '#fff3b0', ink: '#3b1a04' },
  jade: { sky: ['#2fbf8f', '#053b33'], hero: '#10b981', glow: '#d9ffb0', ink: '#022620' },
  ocean: { sky: ['#38bdf8', '#1e3a8a'], hero: '#0ea5e9', glow: '#bff4ff', ink: '#0a1a40' },
  royal: { sky: ['#8b5cf6', '#24135f'], hero: '#7c3aed', glow: '#ffd966', ink: '#170b3b' },
  mystic: { sky: ['#d66bff', '#3b0a6b'], hero: '#c026d3', glow: '#ffc2f5', ink: '#22063d' },
  ruby: { sky: ['#ff4d6d', '#5c0a1f'], hero: '#e11d48', glow: '#ffd1dc', ink: '#33040f' },
  storm: { sky: ['#5b8def', '#141e3c'], hero: '#3b82f6', glow: '#fff27a', ink: '#0b1229' },
  ice: { sky: ['#8be9ff', '#1d4ed8'], hero: '#38bdf8', glow: '#ffffff', ink: '#0b2354' },
  candy: { sky: ['#ff7ac6', '#7e22ce'], hero: '#ec4899', glow: '#fff0a8', ink: '#3b0838' },
  teal: { sky: ['#2ee6d0', '#0b5b78'], hero: '#14b8a6', glow: '#fff7a8', ink: '#062c38' },
  lucky: { sky: ['#8ee04a', '#0f5a2a'], hero: '#22c55e', glow: '#fff27a', ink: '#06301a' },
  dusk: { sky: ['#ff9966', '#c2185b'], hero: '#fb923c', glow: '#fff0c2', ink: '#3d0a24' },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;
export const PALETTE_NAMES = Object.keys(PALETTES) as PaletteName[];

export type Backdrop = 'rays' | 'spot' | 'sky' | 'sunset' | 'night' | 'sea' | 'felt' | 'neon';

const FULL = 'width="256" height="256"';

/** Sunburst: wedges turning around a bright centre, the classic slot-icon backdrop. */
function rays(k: Kit): string {
  const [top, bottom] = k.p.sky;
  const turn = k.rand() * 30;
  const count = k.pick([12, 16, 20]);
  const wedges = Array.from({ length: count }, (_, i) => {
    const a = ((i * 360) / count + turn) * (Math.PI / 180);
    const b = a + Math.PI / count;
    return `M128 128 L${f(128 + Math.cos(a) * 240)} ${f(128 + Math.sin(a) * 240)} L${f(128 + Math.cos(b) * 240)} ${f(128 + Math.sin(b) * 240)} Z`;
  }).join(' ');
  return `<rect ${FULL} fill="${k.rad([light(top, 0.45), top, bottom], 0.5, 0.48, 0.72)}"/>
<path d="${wedges}" fill="#ffffff" opacity=".11"/>`;
}

/** A spotlight on a deep colour, with out-of-focus lights. */
function spot(k: Kit): string {
  const [top, bottom] = k.p.sky;
  const bokeh = Array.from({ length: 9 }, () => {
    const r = 6 + k.rand() * 18;
    return `<circle cx="${f(k.rand() * 256)}" cy="${f(k.rand() * 256)}" r="${f(r)}" fill="${k.p.glow}" opacity="${f(0.08 + k.rand() * 0.16)}"/>`;
  }).join('');
  return `<rect ${FULL} fill="${k.rad([light(top, 0.2), bottom, dark(bottom, 0.45)], 0.5, 0.45, 0.75)}"/>${bokeh}`;
}

/** Open sky, lightening to a glowing horizon, with a few clouds. */
function sky(k: Kit): string {
  const [top, bottom] = k.p.sky;
  const clouds = Array.from({ length: 2 }, (_, i) =>
    cloud(30 + i * 150 + k.rand() * 40, 40 + k.rand() * 40, 0.5 + k.rand() * 0.35, light(top, 0.85), light(top, 0.45)),
  ).join('');
  return `<rect ${FULL} fill="${k.lin([dark(bottom, 0.05), top, light(k.p.glow, 0.3)])}"/>${clouds}`;
}

/** Dusk: the palette's two colours over a low sun. */
function sunset(k: Kit): string {
  const [top, bottom] = k.p.sky;
  const x = 60 + k.rand() * 136;
  return `<rect ${FULL} fill="${k.lin([dark(bottom, 0.2), bottom, top, light(k.p.glow, 0.4)])}"/>
<circle cx="${f(x)}" cy="150" r="80" fill="${k.rad([`${k.p.glow} .7`, `${k.p.glow} 0`])}"/>
<circle cx="${f(x)}" cy="150" r="34" fill="${k.lin([light(k.p.glow, 0.6), k.p.glow])}" opacity=".95"/>`;
}

/** Night: deep colour and stars. */
function night(k: Kit): string {
  const [top, bottom] = k.p.sky;
  const stars = Array.from({ length: 26 }, () => {
    const r = 0.6 + k.rand() * 1.6;
    return `<circle cx="${f(k.rand() * 256)}" cy="${f(k.rand() * 170)}" r="${f(r)}" fill="#ffffff" opacity="${f(0.4 + k.rand() * 0.6)}"/>`;
  }).join('');
  const glints = Array.from({ length: 3 }, () => glint(k.rand() * 256, k.rand() * 120, 4 + k.rand() * 4)).join('');
  return `<rect ${FULL} fill="${k.lin([dark(bottom, 0.6), dark(bottom, 0.25), dark(top, 0.35)])}"/>${stars}${glints}`;
}

/** Under water: light from the surface in shafts, and bubbles. */
function sea(k: Kit): string {
  const [top, bottom] = k.p.sky;
  const shafts = Array.from({ length: 4 }, () => {
    const x = k.rand() * 256;
    const w = 12 + k.rand() * 26;
    return `<path d="M${f(x)} 0 h${f(w)} l${f(w * 1.6 + 30)} 256 h${f(-w * 2.4)} Z"/>`;
  }).join('');
  const bubbles = Array.from({ length: 10 }, () => {
    const r = 1.5 + k.rand() * 5;
    return `<circle cx="${f(k.rand() * 256)}" cy="${f(k.rand() * 256)}" r="${f(r)}" fill="none" stroke="#ffffff" stroke-width="1.4" opacity="${f(0.35 + k.rand() * 0.4)}"/>`;
  }).join('');
  return `<rect ${FULL} fill="${k.lin([light(top, 0.25), bottom, dark(bottom, 0.55)])}"/>
<g fill="#ffffff" opacity=".09">${shafts}</g>${bubbles}`;
}

/** Table felt under a lamp. */
function felt(k: Kit): string {
  const base = k.pick(['#0f7a43', '#0e5e8c', '#8c1230', k.p.sky[1]]);
  return `<rect ${FULL} fill="${k.rad([light(base, 0.25), base, dark(base, 0.55)], 0.5, 0.42, 0.75)}"/>
<ellipse cx="128" cy="300" rx="220" ry="120" fill="none" stroke="${k.p.glow}" stroke-width="3" opacity=".35"/>
<ellipse cx="128" cy="300" rx="200" ry="104" fill="none" stroke="${k.p.glow}" stroke-width="1.5" opacity=".25"/>`;
}

/** Neon: a dark stage with a glowing grid running to the horizon. */
function neon(k: Kit): string {
  const [top, bottom] = k.p.sky;
  const lines = [-240, -160, -96, -40, 0, 40, 96, 160, 240].map((d) => `M${128 + d} 256 L128 150`).join(' ');
  const rows = [160, 172, 188, 210, 240].map((y) => `M0 ${y} H256`).join(' ');
  return `<rect ${FULL} fill="${k.lin([dark(bottom, 0.7), dark(bottom, 0.4), dark(top, 0.5)])}"/>
<ellipse cx="128" cy="150" rx="180" ry="40" fill="${k.rad([`${k.p.hero} .55`, `${k.p.hero} 0`])}"/>
<g stroke="${light(k.p.hero, 0.3)}" stroke-width="1.6" opacity=".55"><path d="${lines}"/><path d="${rows}"/></g>`;
}

export const BACKDROPS: Record<Backdrop, (k: Kit) => string> = { rays, spot, sky, sunset, night, sea, felt, neon };
