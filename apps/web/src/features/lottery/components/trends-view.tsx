import type { LotteryDraw } from '@playdeck/contracts';
import { NoData } from '../../../components/ui/no-data';
import { useTranslation } from '../../../lib/i18n-react';
import { drawLabel } from '../services/draw-label';
import { digitCounts, endingCounts, hotAndCold, sumOf } from '../services/trends';
import { ResultBalls } from './draw-parts';
import styles from './lottery.module.css';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * Trends over the latest results. Fast draws: each draw's digits, sum, big/small and odd/even,
 * and how often each digit came up per place. Vietnamese draws: how often each two-digit ending
 * came up, with the hottest and coldest.
 */
export function TrendsView({ draws }: { draws: LotteryDraw[] }) {
  const { t } = useTranslation('lottery');
  if (draws.length === 0) return <NoData text={t('no_results')} />;
  const vn = draws.filter((d) => d.prizes).map((d) => d.prizes ?? []);
  if (vn.length > 0) {
    const counts = endingCounts(vn);
    const { hot, cold } = hotAndCold(counts, 5);
    const most = Math.max(...counts.values(), 1);
    return (
      <div className={styles.trends} data-testid="lottery-trends">
        <p className={styles.trendsNote}>{t('trends_last', { count: vn.length })}</p>
        <div className={styles.hotCold}>
          <span>
            <small>{t('hot')}</small>
            {hot.map((n) => (
              <b key={n} data-heat="hot">
                {n}
              </b>
            ))}
          </span>
          <span>
            <small>{t('cold')}</small>
            {cold.map((n) => (
              <b key={n} data-heat="cold">
                {n}
              </b>
            ))}
          </span>
        </div>
        <div className={styles.heat}>
          {[...counts.entries()].map(([number, count]) => (
            <span key={number} style={{ '--heat': count / most } as React.CSSProperties} title={t('times', { count })}>
              <b>{number}</b>
              <small>{count}</small>
            </span>
          ))}
        </div>
      </div>
    );
  }
  const digits = draws.map((d) => d.digits ?? '');
  const counts = digitCounts(digits);
  return (
    <div className={styles.trends} data-testid="lottery-trends">
      <p className={styles.trendsNote}>{t('trends_last', { count: draws.length })}</p>
      <table className={styles.trendTable}>
        <thead>
          <tr>
            <th scope="col">{t('draw')}</th>
            <th scope="col">{t('result')}</th>
            <th scope="col">{t('target_sum')}</th>
            <th scope="col">
              {t('pick_big')}/{t('pick_small')}
            </th>
            <th scope="col">
              {t('pick_odd')}/{t('pick_even')}
            </th>
          </tr>
        </thead>
        <tbody>
          {draws.map((draw) => {
            const sum = sumOf(draw.digits ?? '');
            return (
              <tr key={draw.key}>
                <td>{drawLabel(draw)}</td>
                <td>
                  <ResultBalls digits={draw.digits ?? ''} small />
                </td>
                <td>{sum.sum}</td>
                <td data-flag={sum.big ? 'a' : 'b'}>{sum.big ? t('pick_big') : t('pick_small')}</td>
                <td data-flag={sum.odd ? 'a' : 'b'}>{sum.odd ? t('pick_odd') : t('pick_even')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h4 className={styles.trendsTitle}>{t('digit_counts')}</h4>
      <table className={styles.countTable}>
        <thead>
          <tr>
            <th scope="col" />
            {DIGITS.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {counts.map((row, place) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the place is the row
            <tr key={place}>
              <th scope="row">{t(`target_${place + 1}`)}</th>
              {row.map((count, d) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the digit is the column
                <td key={d} data-most={count === Math.max(...row) && count > 0 ? 'true' : undefined}>
                  {count}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
