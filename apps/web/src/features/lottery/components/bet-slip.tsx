import type { LotteryDraw, LotteryGame } from '@playdeck/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { errorText, isApiError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { openLoginDialog } from '../../../lib/login-dialog';
import { minorToMajorInput, parseMajorAmount, sanitizeAmountTyping } from '../../../lib/money/money-input';
import { useMoney } from '../../../lib/money/use-money';
import { useRequestId } from '../../../lib/money/use-request-id';
import { useQueryClient } from '../../../lib/query';
import { useLocation } from '../../../lib/router';
import { LOTTERY_KEY, useCanBet } from '../api/lottery-queries';
import { usePlaceSlip } from '../api/slip-mutations';
import { type DraftLine, lineKey, MAX_SLIP_LINES, maxWin } from '../services/bet-rules';
import { lineText } from '../services/line-text';
import styles from './lottery.module.css';

/** The server's stake range per line (modules/lottery/bets.ts), in minor units. */
const MIN_STAKE = 100;
const MAX_STAKE = 5_000_000;
const QUICK_STAKES = [1_000, 5_000, 10_000, 50_000];

interface BetSlipProps {
  game: LotteryGame;
  draw: LotteryDraw | null;
  /** Whether betting on the draw is still open (its close has not passed). */
  open: boolean;
  lines: DraftLine[];
  onRemove(line: DraftLine): void;
  onClear(): void;
  /** The lines placed: taken off the slip (picks made while the slip was on its way stay). */
  onPlaced(placed: DraftLine[]): void;
}

/**
 * The bet slip, held at the bottom of the bet screen: the lines picked, one stake for each,
 * the total and the most it can win, and the button that places them all at once. A visitor
 * is asked to log in first; the same slip sent again after a lost answer is placed once.
 */
export function BetSlip({ game, draw, open, lines, onRemove, onClear, onPlaced }: BetSlipProps) {
  const { t } = useTranslation('lottery');
  const { currency, format } = useMoney();
  const canBet = useCanBet();
  const location = useLocation();
  const queryClient = useQueryClient();
  const place = usePlaceSlip();
  const requestIds = useRequestId();
  const [stakeText, setStakeText] = useState(minorToMajorInput(1_000, currency.exponent));
  const [expanded, setExpanded] = useState(false);
  const parsed = parseMajorAmount(stakeText, currency.exponent);
  const stake = parsed.ok ? parsed.minor : 0;
  const stakeProblem = !parsed.ok || stake < MIN_STAKE || stake > MAX_STAKE;
  const oddsOf = (betType: string) => game.betTypes.find((b) => b.betType === betType)?.oddsBp ?? 0;
  const tooMany = lines.length > MAX_SLIP_LINES;

  const submit = () => {
    // A visitor, or a free-trial account (its play money never bets here), logs in first.
    if (!canBet) return openLoginDialog({ redirect: `${location.pathname}${location.search}` });
    if (!draw || lines.length === 0 || stakeProblem || tooMany) return;
    const placing = [...lines];
    const body = {
      game: game.game,
      drawKey: draw.key,
      // The odds shown go along: if they changed meanwhile, the server refuses rather than pay others.
      lines: placing.map((line) => ({
        betType: line.betType,
        selection: line.selection,
        stake,
        oddsBp: oddsOf(line.betType),
      })),
    };
    // The id follows the slip itself, not the odds shown: a retry after a lost answer keeps its
    // id even if the menu was read again meanwhile, and the server replays the slip placed.
    const slipItself = { ...body, lines: body.lines.map(({ oddsBp: _shown, ...line }) => line) };
    place.mutate(
      { ...body, requestId: requestIds.idFor(slipItself) },
      {
        onSuccess: (answer) => {
          requestIds.settle();
          toast.success(t('placed', { count: answer.lines.length, balance: format(answer.balance) }));
          onPlaced(placing);
          setExpanded(false);
        },
        onError: (error) => {
          requestIds.settleAfter(error);
          // The draw or the odds moved on: the menu is asked again, and the slip stays to place anew.
          if (isApiError(error, 'lottery.draw.closed', 'lottery.odds.changed'))
            void queryClient.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'menu'] });
          toast.error(isApiError(error, 'lottery.draw.closed') ? t('draw_closed') : errorText(error, t));
        },
      },
    );
  };

  return (
    <section className={styles.slip} aria-label={t('slip')} data-testid="bet-slip">
      {expanded && lines.length > 0 && (
        <div className={styles.slipHead}>
          <b>{t('slip')}</b>
          <button type="button" className={styles.slipClear} onClick={onClear} data-testid="slip-clear">
            {t('clear')}
          </button>
        </div>
      )}
      {expanded && lines.length > 0 && (
        <ul className={styles.slipLines} data-testid="slip-lines">
          {lines.map((line) => (
            <li key={lineKey(line)}>
              <span>{lineText(line, t)}</span>
              <small>×{Math.round(oddsOf(line.betType) / 100) / 100}</small>
              <button type="button" onClick={() => onRemove(line)} aria-label={t('remove')}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.stakeRow}>
        <label className={styles.stakeField}>
          <span>{t('stake_each')}</span>
          <input
            inputMode="decimal"
            value={stakeText}
            onChange={(event) => setStakeText(sanitizeAmountTyping(event.target.value))}
            aria-invalid={stakeProblem || undefined}
            data-testid="slip-stake"
          />
        </label>
        <div className={styles.quickStakes}>
          {QUICK_STAKES.map((amount) => (
            <button
              key={amount}
              type="button"
              aria-pressed={stake === amount}
              onClick={() => setStakeText(minorToMajorInput(amount, currency.exponent))}
            >
              {format(amount, { symbol: false })}
            </button>
          ))}
        </div>
      </div>
      {stakeProblem && (
        <p className={styles.slipProblem} role="alert">
          {t('stake_range', { min: format(MIN_STAKE), max: format(MAX_STAKE) })}
        </p>
      )}
      {tooMany && (
        <p className={styles.slipProblem} role="alert">
          {t('too_many_lines', { count: MAX_SLIP_LINES })}
        </p>
      )}
      <div className={styles.slipBar}>
        <button
          type="button"
          className={styles.slipCount}
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          disabled={lines.length === 0}
          data-testid="slip-count"
        >
          <b>{lines.length}</b>
          <span>{t('bets', { count: lines.length })}</span>
        </button>
        <span className={styles.slipTotals}>
          <span>
            {t('total')} <b data-testid="slip-total">{format(stake * lines.length)}</b>
          </span>
          <small>
            {t('win_up_to')} <b data-testid="slip-max-win">{format(maxWin(lines, stake, oddsOf))}</b>
          </small>
        </span>
        <Button
          className={styles.placeButton}
          onClick={submit}
          loading={place.isPending}
          disabled={canBet && (!open || lines.length === 0 || stakeProblem || tooMany)}
          testId="slip-place"
        >
          {!canBet ? t('login_to_bet') : open ? t('place') : t('drawing')}
        </Button>
      </div>
    </section>
  );
}
