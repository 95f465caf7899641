import type { AnnouncementItem } from '@playdeck/contracts';

/** Spec 4: group A when a member session exists, otherwise B. */
export type PopupGroup = 'A' | 'B';

/** Spec 3: what SHELL_PU_A / SHELL_PU_B hold: whether to show, and the entries last seen. */
export interface StoredPopupState {
  show: boolean;
  /** One "title,content" string per entry, in order. */
  data: string[];
}

/**
 * Spec 4: an entry shows when its execution equals the group; execution F shows only to a
 * player's first login (group A).
 */
export function popupsFor(
  entries: readonly AnnouncementItem[],
  group: PopupGroup,
  firstTimeLogin: boolean,
): AnnouncementItem[] {
  return entries.filter(
    (entry) => entry.execution === group || (entry.execution === 'F' && group === 'A' && firstTimeLogin),
  );
}

export const popupData = (entries: readonly AnnouncementItem[]) =>
  entries.map((entry) => `${entry.title},${entry.content}`);

/**
 * Spec 4 reset rule: when the set of titles and contents differs from the stored one, show
 * resets to true (new announcements appear once more); an unchanged set keeps the player's close.
 */
export function nextPopupState(stored: StoredPopupState | null, data: string[]): StoredPopupState {
  if (stored && sameSet(stored.data, data)) return stored;
  return { show: data.length > 0, data };
}

function sameSet(a: readonly string[], b: readonly string[]) {
  if (a.length !== b.length) return false;
  const seen = new Set(a);
  return b.every((item) => seen.has(item));
}
