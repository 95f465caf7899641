import ui from '../../../components/ui/surface.module.css';
import { toast, toastDurations } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { useSetRealityCheck } from '../api/set-reality-check';
import { REALITY_CHECK_CHOICES } from '../constants';
import { NS } from '../services/namespace';
import styles from './choices.module.css';
import limits from './limits.module.css';
import { RgIcon } from './rg-icon';

/**
 * How often the reality check interrupts play (issue 15): off or every 15 to 120 minutes. A tap
 * saves it; the shell's reminder reads the same query and follows at once.
 */
export function RealityCheckCard({ minutes }: { minutes: number }) {
  const { t } = useTranslation([NS, 'errors']);
  const save = useSetRealityCheck();
  const choose = async (choice: number) => {
    if (choice === minutes || save.isPending) return;
    try {
      await save.mutateAsync(choice);
      toast.success(
        choice === 0 ? t('reality_saved_off') : t('reality_saved', { minutes: choice }),
        toastDurations.successLong,
      );
    } catch (error) {
      toast.error(errorText(error, t));
    }
  };
  const shown = save.isPending ? save.variables : minutes;
  return (
    <section className={`${ui.card} ${limits.card}`} data-testid="rg-reality">
      <header className={limits.head}>
        <span className={`${ui.iconTile} ${limits.icon}`}>
          <RgIcon name="bell" size={20} />
        </span>
        <span className={limits.headText}>
          <h3>{t('reality_title')}</h3>
          <small>{t('reality_hint')}</small>
        </span>
      </header>
      <fieldset className={styles.grid} aria-label={t('reality_title')}>
        {REALITY_CHECK_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={choice === shown}
            aria-busy={(save.isPending && choice === save.variables) || undefined}
            className={styles.choice}
            onClick={() => void choose(choice)}
            data-testid={`rg-reality-${choice}`}
          >
            {choice === 0 ? (
              t('reality_off')
            ) : (
              <>
                <strong>{choice}</strong> <small>{t('minutes_unit')}</small>
              </>
            )}
          </button>
        ))}
      </fieldset>
    </section>
  );
}
