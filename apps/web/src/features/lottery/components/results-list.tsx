import type { LotteryDraw } from '@playdeck/contracts';
import { useState } from 'react';
import { NoData } from '../../../components/ui/no-data';
import { useTranslation } from '../../../lib/i18n-react';
import { drawLabel } from '../services/draw-label';
import { ResultBalls, VnPrizes } from './draw-parts';
import styles from './lottery.module.css';

/**
 * Drawn results, newest first. Each can be checked: the seed revealed after the draw hashes to
 * the SHA-256 published before betting closed, and the digits come from it (provably fair).
 */
export function ResultsList({ draws }: { draws: LotteryDraw[] }) {
  const { t } = useTranslation('lottery');
  const [open, setOpen] = useState<string | null>(draws[0]?.prizes ? (draws[0]?.key ?? null) : null);
  if (draws.length === 0) return <NoData text={t('no_results')} />;
  return (
    <ul className={styles.results} data-testid="lottery-results">
      {draws.map((draw) => {
        const expanded = open === draw.key;
        return (
          <li key={draw.key} data-testid="lottery-result">
            <button
              type="button"
              className={styles.resultHead}
              aria-expanded={expanded}
              onClick={() => setOpen(expanded ? null : draw.key)}
            >
              <span className={styles.resultWhen}>{drawLabel(draw)}</span>
              {draw.prizes ? (
                <span className={styles.special}>
                  <small>{t('prize_special')}</small>
                  <b>{draw.prizes[0]?.numbers[0]}</b>
                </span>
              ) : (
                <ResultBalls digits={draw.digits ?? ''} small />
              )}
            </button>
            {expanded && (
              <div className={styles.resultBody}>
                {draw.prizes && <VnPrizes prizes={draw.prizes} />}
                <dl className={styles.fair}>
                  <dt>{t('seed_hash')}</dt>
                  <dd>{draw.seedHash}</dd>
                  <dt>{t('seed')}</dt>
                  <dd>{draw.seed}</dd>
                  <dt>{t('draw_key')}</dt>
                  <dd>{draw.key}</dd>
                </dl>
                <p className={styles.fairNote}>{t('fair_note')}</p>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
