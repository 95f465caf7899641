import type { LimitView } from '@playdeck/contracts';
import { formatDateTime, formatTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { usedShare } from '../services/limit-amount';
import { NS } from '../services/namespace';
import { limitValue } from '../services/rg-text';
import styles from './limits.module.css';
import { RgIcon } from './rg-icon';

interface LimitRowProps {
  limit: LimitView;
  sessionEndsAt?: string | null | undefined;
  onOpen(): void;
}

/** The bar turns amber from 80% used, red when the limit is reached. */
const levelOf = (share: number) => (share >= 1 ? 'full' : share >= 0.8 ? 'high' : 'ok');

/**
 * One limit as a tappable row: what holds now (or none), a bar of what is used and when it
 * resets, the operator's limit if any, and a looser change waiting its 24 hours.
 */
export function LimitRow({ limit, sessionEndsAt, onOpen }: LimitRowProps) {
  const { t } = useTranslation(NS);
  const { format } = useMoney();
  const value = (amount: number) => limitValue(t, format, limit.kind, amount);
  const testId = `rg-limit-${limit.kind}-${limit.period}`;
  const share = usedShare(limit.used, limit.amount);
  return (
    <button type="button" className={styles.row} onClick={onOpen} data-testid={testId}>
      <span className={styles.rowTop}>
        <span className={styles.period}>{t(`period_${limit.period}`)}</span>
        <span className={styles.amount} data-set={limit.amount !== null || undefined} data-testid={`${testId}-amount`}>
          {limit.amount === null ? t('no_limit') : value(limit.amount)}
        </span>
        <RgIcon name="chevronRight" size={16} className={styles.chevron} />
      </span>
      {limit.amount !== null && limit.used !== null && (
        <>
          <span className={styles.bar} aria-hidden="true">
            <span style={{ width: `${share * 100}%` }} data-level={levelOf(share)} />
          </span>
          <span className={styles.meta} data-testid={`${testId}-used`}>
            <span>{t('used', { amount: format(limit.used) })}</span>
            {limit.resetsAt && <span>{t('resets_at', { time: formatDateTime(limit.resetsAt) })}</span>}
          </span>
        </>
      )}
      {limit.kind === 'session' && limit.amount !== null && sessionEndsAt && (
        <span className={styles.meta}>{t('session_ends_at', { time: formatTime(sessionEndsAt) })}</span>
      )}
      {limit.operator !== null && (
        <span className={styles.note} data-tone="operator" data-testid={`${testId}-operator`}>
          <RgIcon name="shield" size={14} />
          {t('operator_limit', { amount: value(limit.operator) })}
        </span>
      )}
      {limit.pending && (
        <span className={styles.note} data-tone="pending" data-testid={`${testId}-pending`}>
          <RgIcon name="clock" size={14} />
          {limit.pending.amount === null
            ? t('pending_removal', { time: formatDateTime(limit.pending.from) })
            : t('pending_raise', { amount: value(limit.pending.amount), time: formatDateTime(limit.pending.from) })}
        </span>
      )}
    </button>
  );
}
