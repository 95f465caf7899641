import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { type BreakDuration, type BreakKind, DURATIONS_OF } from '../constants';
import { NS } from '../services/namespace';
import styles from './choices.module.css';
import limits from './limits.module.css';
import { RgIcon } from './rg-icon';

interface BreakSectionProps {
  onChoose(kind: BreakKind, duration: BreakDuration): void;
}

/** Cool-off and self-exclusion, each length a button: the confirmation sheet follows before anything happens. */
export function BreakSection({ onChoose }: BreakSectionProps) {
  const { t } = useTranslation(NS);
  return (['cool_off', 'self_exclusion'] as const).map((kind) => (
    <section key={kind} className={`${ui.card} ${limits.card}`} data-testid={`rg-break-${kind}`}>
      <header className={limits.head}>
        <span className={`${ui.iconTile} ${limits.icon}`} data-kind="loss">
          <RgIcon name={kind === 'cool_off' ? 'pause' : 'stop'} size={20} />
        </span>
        <span className={limits.headText}>
          <h3>{t(`break_${kind}`)}</h3>
          <small>{t(`break_${kind}_hint`)}</small>
        </span>
      </header>
      <div className={`${styles.grid} ${styles.breaks}`}>
        {DURATIONS_OF[kind].map((duration) => (
          <button
            key={duration}
            type="button"
            className={styles.choice}
            onClick={() => onChoose(kind, duration)}
            data-testid={`rg-break-${kind}-${duration}`}
          >
            {t(`duration_${duration}`)}
          </button>
        ))}
      </div>
    </section>
  ));
}
