import type { HotMatch } from '@playdeck/contracts';
import { Sheet } from '../../../components/ui/sheet';
import { formatMatchTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import styles from './hot-match-sheet.module.css';
import { TeamBadge } from './team-badge';

interface HotMatchSheetProps {
  matches: readonly HotMatch[];
  onClose(): void;
  onPlay(match: HotMatch): void;
}

/**
 * Spec 2 Home, hot-match popup: every match with its league, teams and emblems, start time, VS
 * and a play button (in_bet); the match or its button opens the game by vendor, room and node.
 */
export default function HotMatchSheet({ matches, onClose, onPlay }: HotMatchSheetProps) {
  const { t } = useTranslation();
  const play = (match: HotMatch) => {
    onClose();
    onPlay(match);
  };
  return (
    <Sheet title={t('hot_matches')} onClose={onClose} testId="hot-match-sheet">
      <ul className={styles.list}>
        {matches.map((match) => (
          <li key={match.id}>
            <div className={styles.card} data-testid="hot-match-card">
              <button
                type="button"
                className={styles.cardMain}
                onClick={() => play(match)}
                aria-label={`${match.homeTeam} VS ${match.awayTeam}`}
              >
                <span className={styles.cardHead}>
                  <span className={styles.league}>{match.league}</span>
                  <time dateTime={match.matchTime}>{formatMatchTime(match.matchTime)}</time>
                </span>
                <span className={styles.fixture}>
                  <span className={styles.side}>
                    <TeamBadge name={match.homeTeam} imageUrl={match.homeTeamImageUrl} size={44} />
                    <span>{match.homeTeam}</span>
                  </span>
                  <span className={styles.bigVs}>VS</span>
                  <span className={styles.side}>
                    <TeamBadge name={match.awayTeam} imageUrl={match.awayTeamImageUrl} size={44} />
                    <span>{match.awayTeam}</span>
                  </span>
                </span>
              </button>
              <button type="button" className={styles.play} onClick={() => play(match)} data-testid="hot-match-play">
                {t('in_bet')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
