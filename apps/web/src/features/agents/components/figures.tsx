import type { TeamFigures } from '@playdeck/contracts';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import styles from './agents.module.css';

export interface FigureItem {
  key: string;
  label: string;
  value: string;
  /** A money figure whose sign matters (profit, win/loss): green above zero, red below. */
  tone?: number;
}

/** A card of label / value pairs, two to a row. */
export function FigureGrid({ items, testId }: { items: FigureItem[]; testId?: string }) {
  return (
    <dl className={styles.figures} data-testid={testId}>
      {items.map((item) => (
        <div key={item.key} className={styles.figure} data-testid={`figure-${item.key}`}>
          <dt className={styles.figureLabel}>{item.label}</dt>
          <dd
            className={`${styles.figureValue} ${item.tone ? (item.tone > 0 ? styles.positive : styles.negative) : ''}`}
            style={{ margin: 0 }}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The money figures of a set of members (team overview, team P&L). */
export function useFigureItems() {
  const { t } = useTranslation('agents');
  const { format, signed } = useMoney();
  return (figures: TeamFigures): FigureItem[] => [
    { key: 'validBet', label: t('fig_valid_bet'), value: format(figures.validBet) },
    { key: 'payout', label: t('fig_payout'), value: format(figures.payout) },
    { key: 'winLoss', label: t('fig_win_loss'), value: signed(figures.winLoss), tone: figures.winLoss },
    { key: 'bonuses', label: t('fig_bonuses'), value: format(figures.bonuses) },
    { key: 'deposits', label: t('fig_deposits'), value: format(figures.deposits) },
    { key: 'withdrawals', label: t('fig_withdrawals'), value: format(figures.withdrawals) },
    { key: 'profit', label: t('fig_profit'), value: signed(figures.profit), tone: figures.profit },
  ];
}
