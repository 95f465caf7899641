const KEY = 'PD_DEVICE';
const SHAPE = /^[A-Za-z0-9-]{16,64}$/;
let cached: string | undefined;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's own random id, kept in local storage and sent with every call (Device-Id): the
 * server keeps it with the sessions it opens, so two accounts of one phone count as one person
 * for one-bonus-per-person promotions. It identifies the browser, not the player.
 */
export function deviceId(): string {
  if (cached) return cached;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    // Storage blocked (private mode): an id for this page's life only.
  }
  cached = stored && SHAPE.test(stored) ? stored : randomId();
  if (cached !== stored)
    try {
      localStorage.setItem(KEY, cached);
    } catch {
      // Kept in memory only.
    }
  return cached;
}
