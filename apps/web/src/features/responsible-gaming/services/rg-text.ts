import { formatDateTime } from '../../../lib/format';
import type { TFunction } from '../../../lib/i18n';

/** Money as the player reads it (useMoney's format). */
type Money = (minor: number) => string;

/** A span of minutes as the player reads it: 45 min, 2 h, 1 h 30 min. */
export function durationText(t: TFunction, totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return t('duration_m', { minutes });
  return minutes === 0 ? t('duration_h', { hours }) : t('duration_hm', { hours, minutes });
}

/** "Daily deposit limit", "Session time limit": one key per limit, as the languages order the words. */
export const limitName = (t: TFunction, kind: string, period: string) => t(`limit_${kind}_${period}`);

/** A limit's amount: money, or minutes for the session limit. */
export const limitValue = (t: TFunction, money: Money, kind: string, amount: number) =>
  kind === 'session' ? durationText(t, amount) : money(amount);

export interface HistoryChange {
  at: string;
  actor: 'player' | 'operator';
  action: string;
  detail: Record<string, unknown>;
}

const numberOr = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const textOr = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A history line in words: what changed, and when a waiting change or a break ends. */
export function changeText(t: TFunction, money: Money, change: HistoryChange): { title: string; note: string | null } {
  const { detail } = change;
  const kind = textOr(detail.kind) ?? '';
  const name = () => limitName(t, kind, textOr(detail.period) ?? '');
  const to = numberOr(detail.to);
  const appliesAt = textOr(detail.appliesAt);
  const endsAt = textOr(detail.endsAt);
  switch (change.action) {
    case 'limit.set':
      return {
        title:
          to === null
            ? t('change_removed', { limit: name() })
            : t('change_set', { limit: name(), amount: limitValue(t, money, kind, to) }),
        note: null,
      };
    case 'limit.requested':
      return {
        title:
          to === null
            ? t('change_removal_requested', { limit: name() })
            : t('change_raise_requested', { limit: name(), amount: limitValue(t, money, kind, to) }),
        note: appliesAt ? t('applies_at', { time: formatDateTime(appliesAt) }) : null,
      };
    case 'break.cool_off':
    case 'break.self_exclusion': {
      const duration = textOr(detail.duration) ?? '';
      const what = change.action === 'break.cool_off' ? 'cool_off' : 'self_exclusion';
      return {
        title: t(`change_${what}`, { duration: t(`duration_${duration}`) }),
        note: endsAt ? t('ends_at', { time: formatDateTime(endsAt) }) : t('ends_never'),
      };
    }
    case 'reality.set': {
      const minutes = numberOr(detail.minutes) ?? 0;
      return { title: minutes === 0 ? t('change_reality_off') : t('change_reality', { minutes }), note: null };
    }
    default:
      return { title: t('change_other'), note: null };
  }
}

const END_REASONS = new Set([
  'logout',
  'expired',
  'cool_off',
  'self_exclusion',
  'password-changed',
  'signed-out-by-member',
  'member-disabled',
]);

/** Why a session ended, in words (an unknown reason reads as ended). */
export const endReasonText = (t: TFunction, reason: string | null) =>
  t(`end_${reason && END_REASONS.has(reason) ? reason.replace(/-/g, '_') : 'other'}`);
