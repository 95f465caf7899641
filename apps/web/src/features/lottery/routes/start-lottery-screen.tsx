import { isLotteryGameCode } from '@playdeck/contracts/game-constants';
import { useRef, useState } from 'react';
import { ResponsibleGamingLink } from '../../../components/responsible-gaming-link';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useSearchParams } from '../../../lib/router';
import { useServerClock } from '../../../lib/server-clock';
import { useLotteryMenu, useLotteryResults } from '../api/lottery-queries';
import { BetSlip } from '../components/bet-slip';
import { DrawCountdown, GameBadge, LatestResult } from '../components/draw-parts';
import { FastPicker } from '../components/fast-picker';
import styles from '../components/lottery.module.css';
import { VnPicker } from '../components/vn-picker';
import { useChosenInView } from '../hooks/use-chosen-in-view';
import { useRefreshAtDraws } from '../hooks/use-draw-clock';
import { type DraftLine, type FastBetType, isVnBetType, lineKey, oddsText, toggleLine } from '../services/bet-rules';
import { drawLabel } from '../services/draw-label';

/**
 * /m/startLottery?game= (spec 2 start lottery): one game's bet screen. The open draw with its
 * countdown and the latest result; the game's bet types with their odds; the number pickers;
 * the bet slip. Lines picked stay on the slip across bet types until placed or cleared.
 */
export default function StartLotteryScreen() {
  const [search] = useSearchParams();
  const code = search.get('game') ?? '';
  // Another game is another slip: nothing picked for one carries to the next.
  return <GameBetScreen key={code} code={code} />;
}

function GameBetScreen({ code }: { code: string }) {
  const { t } = useTranslation('lottery');
  const menu = useLotteryMenu();
  const game = menu.data?.find((g) => g.game === code);
  const latest = useLotteryResults(isLotteryGameCode(code) ? code : '5D-1', 1);
  const now = useServerClock();
  const [chosenType, setChosenType] = useState<string | null>(null);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const typeTabs = useRef<HTMLDivElement>(null);
  useChosenInView(typeTabs, chosenType ?? '');
  useRefreshAtDraws(game?.next ? [game.next] : []);

  if (menu.isPending)
    return (
      <div className={styles.state} aria-busy="true">
        <Spinner size={28} />
      </div>
    );
  if (menu.isError) return <LoadError error={menu.error} onRetry={() => void menu.refetch()} />;
  if (!game)
    return (
      <div className={styles.screen}>
        <NoData text={t('unknown_game')} />
        <Link to="/m/lottery" className={styles.heroLink}>
          {t('all_lotteries')}
        </Link>
      </div>
    );

  const betType = game.betTypes.find((b) => b.betType === chosenType)?.betType ?? game.betTypes[0]?.betType ?? '';
  const draw = game.next;
  const open = draw !== null && Date.parse(draw.closesAt) > now;
  const last = latest.data?.[0];
  const toggle = (line: DraftLine) => setLines((current) => toggleLine(current, line));

  return (
    <div className={styles.screen} data-testid="start-lottery" data-game={game.game}>
      <section className={styles.drawCard}>
        <div className={styles.drawTop}>
          <GameBadge game={game.game} size={52} />
          <div className={styles.drawWho}>
            <h2>{t(`game_${game.game}`)}</h2>
            <span>{draw ? t('draw_at', { draw: drawLabel(draw) }) : t('no_draw')}</span>
          </div>
          <DrawCountdown draw={draw} now={now} large />
        </div>
        {last && (
          <Link
            to={`/m/moreLottery?game=${game.game}&tab=results`}
            className={styles.drawLast}
            data-testid="latest-result"
          >
            <span>{t('last_result', { draw: drawLabel(last) })}</span>
            <LatestResult draw={last} />
            <Icon name="chevronRight" size={14} />
          </Link>
        )}
      </section>

      <div className={styles.typeTabs} role="tablist" aria-label={t('bet_types')} ref={typeTabs}>
        {game.betTypes.map((type) => (
          <button
            key={type.betType}
            type="button"
            role="tab"
            aria-selected={type.betType === betType}
            className={styles.typeTab}
            onClick={() => setChosenType(type.betType)}
            data-testid={`bet-type-${type.betType}`}
          >
            <span>{t(`bet_${type.betType}`)}</span>
            <small>×{oddsText(type.oddsBp)}</small>
          </button>
        ))}
      </div>
      <p className={styles.typeHelp} data-testid="bet-help">
        {t(`help_${betType}`)}
      </p>

      {isVnBetType(betType) ? (
        <VnPicker key={betType} betType={betType} lines={lines} onToggle={toggle} />
      ) : (
        <FastPicker betType={betType as FastBetType} lines={lines} onToggle={toggle} />
      )}

      <nav className={styles.moreLinks} aria-label={t('more')}>
        <Link to={`/m/moreLottery?game=${game.game}&tab=results`}>{t('tab_results')}</Link>
        <Link to={`/m/moreLottery?game=${game.game}&tab=trends`}>{t('tab_trends')}</Link>
        <Link to={`/m/moreLottery?game=${game.game}&tab=bets`} data-testid="my-bets-link">
          {t('tab_bets')}
        </Link>
      </nav>

      <BetSlip
        game={game}
        draw={draw}
        open={open}
        lines={lines}
        onRemove={(line) => setLines((current) => current.filter((l) => lineKey(l) !== lineKey(line)))}
        onClear={() => setLines([])}
        onPlaced={(placed) => {
          const gone = new Set(placed.map(lineKey));
          setLines((current) => current.filter((l) => !gone.has(lineKey(l))));
        }}
      />
      <ResponsibleGamingLink />
    </div>
  );
}
