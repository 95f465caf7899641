import type { LimitView } from '@playdeck/contracts';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { NS } from '../services/namespace';
import { LimitRow } from './limit-row';
import styles from './limits.module.css';
import { RgIcon, type RgIconName } from './rg-icon';

type CardKind = LimitView['kind'];

const ICONS: Record<CardKind, RgIconName> = { deposit: 'deposit', loss: 'loss', wager: 'wager', session: 'clock' };

interface LimitCardProps {
  kind: CardKind;
  /** This kind's slots, in the server's order (day, week, month; or the one session slot). */
  limits: LimitView[];
  /** When the session limit ends the current session (the session card says it). */
  sessionEndsAt?: string | null;
  onOpen(limit: LimitView): void;
}

/** One kind of limit: what it counts, then a row per period with what holds and how much is used. */
export function LimitCard({ kind, limits, sessionEndsAt, onOpen }: LimitCardProps) {
  const { t } = useTranslation(NS);
  return (
    <section className={`${ui.card} ${styles.card}`} data-testid={`rg-card-${kind}`}>
      <header className={styles.head}>
        <span className={`${ui.iconTile} ${styles.icon}`} data-kind={kind}>
          <RgIcon name={ICONS[kind]} size={20} />
        </span>
        <span className={styles.headText}>
          <h3>{t(`kind_${kind}`)}</h3>
          <small>{t(`kind_${kind}_hint`)}</small>
        </span>
      </header>
      {limits.map((limit) => (
        <LimitRow
          key={limit.period}
          limit={limit}
          sessionEndsAt={kind === 'session' ? sessionEndsAt : null}
          onOpen={() => onOpen(limit)}
        />
      ))}
    </section>
  );
}
