import type { TFunction } from '../../../lib/i18n';

/** A bet line in words: "Lô 2 · 07", "1st digit · 4", "Sum · Big". */
export function lineText(line: { betType: string; selection: unknown }, t: TFunction): string {
  const type = t(`bet_${line.betType}`, { ns: 'lottery' });
  if (Array.isArray(line.selection)) return `${type} · ${line.selection.join(' ')}`;
  const pick = line.selection as { target?: number | 'sum'; digit?: number; pick?: string };
  const place = t(`target_${pick.target}`, { ns: 'lottery' });
  const what = pick.pick ? t(`pick_${pick.pick}`, { ns: 'lottery' }) : String(pick.digit);
  return `${place} · ${what}`;
}
