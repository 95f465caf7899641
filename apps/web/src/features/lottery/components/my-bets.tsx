import type { LotteryBet, LotteryGame } from '@playdeck/contracts';
import { confirmDialog } from '../../../components/ui/dialog-store';
import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { useMyLotteryBets } from '../api/lottery-queries';
import { useCancelSlip } from '../api/slip-mutations';
import { oddsText } from '../services/bet-rules';
import { drawKeyLabel } from '../services/draw-label';
import { lineText } from '../services/line-text';
import styles from './lottery.module.css';

/**
 * The member's bet lines, newest first: each with its stake, odds and outcome. A slip whose draw
 * is still open can be cancelled whole, its stakes returned (once, by the server).
 */
export function MyBets({ games, now }: { games: LotteryGame[]; now: number }) {
  const { t } = useTranslation('lottery');
  const { format } = useMoney();
  const bets = useMyLotteryBets();
  const cancel = useCancelSlip();
  if (bets.isPending)
    return (
      <div className={styles.state} aria-busy="true">
        <Spinner size={24} />
      </div>
    );
  if (bets.isError) return <LoadError error={bets.error} onRetry={() => void bets.refetch()} />;
  const lines = bets.data.pages.flatMap((page) => page.list);
  if (lines.length === 0) return <NoData text={t('no_bets')} />;

  /** A pending line on a draw still open for bets can be cancelled. */
  const cancellable = (line: LotteryBet) => {
    const next = games.find((g) => g.game === line.game)?.next;
    return line.status === 'pending' && next?.key === line.drawKey && Date.parse(next.closesAt) > now;
  };
  const cancelSlip = async (line: LotteryBet) => {
    const sure = await confirmDialog({ message: t('cancel_confirm'), confirmLabel: t('cancel_slip') });
    if (!sure) return;
    cancel.mutate(line.requestId, {
      onSuccess: (answer) => toast.success(t('cancelled', { balance: format(answer.balance) })),
      onError: (error) => toast.error(errorText(error, t)),
    });
  };

  return (
    <>
      <ul className={styles.bets} data-testid="my-lottery-bets">
        {lines.map((line) => (
          <li key={line.id} data-status={line.status} data-testid="my-lottery-bet">
            <div className={styles.betTop}>
              <b>{t(`game_${line.game}`)}</b>
              <span className={styles.status} data-status={line.status}>
                {t(`status_${line.status}`)}
              </span>
            </div>
            <div className={styles.betLine}>{lineText(line, t)}</div>
            <div className={styles.betNumbers}>
              <span>
                {t('stake')} <b>{format(line.stake)}</b>
              </span>
              <span>×{oddsText(line.oddsBp)}</span>
              {line.payout !== null && line.status !== 'cancelled' && (
                <span>
                  {t('payout')} <b data-testid="bet-payout">{format(line.payout)}</b>
                </span>
              )}
            </div>
            <div className={styles.betFoot}>
              <small>
                {t('draw_at', { draw: drawKeyLabel(line.drawKey) })} · {formatDateTime(line.createdAt)}
              </small>
              {cancellable(line) && (
                <button
                  type="button"
                  className={styles.cancelBet}
                  onClick={() => void cancelSlip(line)}
                  disabled={cancel.isPending}
                  data-testid="cancel-slip"
                >
                  {t('cancel_slip')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {bets.hasNextPage && (
        <button
          type="button"
          className={styles.loadMore}
          onClick={() => void bets.fetchNextPage()}
          disabled={bets.isFetchingNextPage}
        >
          {t('load_more')}
        </button>
      )}
    </>
  );
}
