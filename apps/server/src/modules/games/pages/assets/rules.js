// The games' rules as the browser runs them for the verify form: the same floats and outcomes
// as the server (fairness.ts, games.ts). No DOM here, so a server test checks the two agree.
const encoder = new TextEncoder();

/** HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`), four bytes per float in [0, 1). */
export async function floats(serverSeed, clientSeed, nonce, count) {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const out = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const bytes = new Uint8Array(
      await crypto.subtle.sign('HMAC', key, encoder.encode(`${clientSeed}:${nonce}:${cursor}`)),
    );
    for (let i = 0; i + 4 <= bytes.length && out.length < count; i += 4)
      out.push(bytes[i] / 256 + bytes[i + 1] / 256 ** 2 + bytes[i + 2] / 256 ** 3 + bytes[i + 3] / 256 ** 4);
  }
  return out;
}

// Dice: a roll of 0.00–99.99 that wins under (or over) the target; pays 99% of fair odds.
export const diceWins = (target, direction) =>
  direction === 'under' ? Math.round(target * 100) : 9_999 - Math.round(target * 100);
export const diceMultiplier = (wins) => Math.floor((9_900 * 10_000) / wins);

export function decideDice([f], { target, direction }) {
  const roll = Math.floor(f * 10_000);
  const t100 = Math.round(target * 100);
  const won = direction === 'under' ? roll < t100 : roll > t100;
  return {
    multiplierBp: won ? diceMultiplier(diceWins(target, direction)) : 0,
    detail: { roll: roll / 100, target, direction, won },
  };
}

// Limbo: the round draws a multiplier (at least 1.00); reaching the target pays the target.
export function decideLimbo([f], { target }) {
  const result = Math.max(100, Math.floor(97 / (1 - f))) / 100;
  const won = result >= target;
  return { multiplierBp: won ? Math.round(target * 10_000) : 0, detail: { result, target, won } };
}

// Lucky Sevens: three weighted reels on one line.
export const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven', 'diamond'];
export const WEIGHTS = { cherry: 10, lemon: 9, bell: 7, star: 5, seven: 3, diamond: 2 };
export const THREE = {
  cherry: 100_000,
  lemon: 150_000,
  bell: 200_000,
  star: 300_000,
  seven: 600_000,
  diamond: 1_000_000,
};
const TOTAL = 36;

function symbolAt(f) {
  let stop = Math.floor(f * TOTAL);
  for (const symbol of SYMBOLS) {
    stop -= WEIGHTS[symbol];
    if (stop < 0) return symbol;
  }
  return 'diamond';
}

export function lineMultiplier([a, b, c]) {
  if (a === b && b === c) return THREE[a];
  if (a === 'cherry' && b === 'cherry') return 20_000;
  return a === 'cherry' ? 6_000 : 0;
}

export const decideSevens = (f) => {
  const reels = f.slice(0, 3).map(symbolAt);
  return { multiplierBp: lineMultiplier(reels), detail: { reels } };
};
