import type { GameItem } from '@playdeck/contracts';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMerchantInfo } from '../../../lib/init-settings';
import { useImageUrl } from '../hooks/use-image-url';
import { GameIcon } from './game-icon';
import { LazyImage } from './lazy-image';
import styles from './play-sheet.module.css';

interface PlaySheetProps {
  game: GameItem;
  favourite: boolean;
  onPlay(accountType: 0 | 1): void;
  onFavourite(): void;
  onClose(): void;
}

/** A game that supports free play offers "play for fun" (account type 0) beside real play. */
export function PlaySheet({ game, favourite, onPlay, onFavourite, onClose }: PlaySheetProps) {
  const { t } = useTranslation('games');
  const { currency } = useMerchantInfo();
  const image = useImageUrl();
  return (
    <Sheet
      title={game.gameName}
      onClose={onClose}
      testId="play-sheet"
      footer={
        <>
          <Button variant="secondary" testId="play-fun" onClick={() => onPlay(0)}>
            {t('play_fun')}
          </Button>
          <Button testId="play-real" icon={<GameIcon name="play" size={18} filled />} onClick={() => onPlay(1)}>
            {t('play_real')}
          </Button>
        </>
      }
    >
      <div className={styles.game}>
        <span className={styles.art}>
          <LazyImage src={image(game.iconUrl)} alt="" fallback={game.gameName.slice(0, 1)} />
        </span>
        <div className={styles.facts}>
          <p className={styles.vendor}>{game.vendorName}</p>
          <dl>
            <div>
              <dt>{t('min_bet')}</dt>
              <dd>{formatMoney(game.minBet, currency)}</dd>
            </div>
            {game.lines !== null && (
              <div>
                <dt>{t('lines')}</dt>
                <dd>{game.lines}</dd>
              </div>
            )}
          </dl>
          <button
            type="button"
            className={styles.favourite}
            aria-pressed={favourite}
            data-on={favourite || undefined}
            data-testid="play-sheet-favourite"
            onClick={onFavourite}
          >
            <GameIcon name="heart" size={16} filled={favourite} />
            {t(favourite ? 'favourite_saved' : 'favourite_save')}
          </button>
        </div>
      </div>
      <p className={styles.note}>{t('play_fun_note')}</p>
    </Sheet>
  );
}
