import type { ResponsibleGamingHistory } from '@playdeck/contracts';
import ui from '../../../components/ui/surface.module.css';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { NS } from '../services/namespace';
import { changeText } from '../services/rg-text';
import styles from './history.module.css';
import { RgIcon, type RgIconName } from './rg-icon';

type Change = ResponsibleGamingHistory['changes'][number];

const iconOf = (action: string): RgIconName =>
  action.startsWith('break.') ? 'pause' : action === 'reality.set' ? 'bell' : 'shield';

/** Every change, newest first, in words; the operator's own are marked as such. */
export function ChangeLog({ changes }: { changes: Change[] }) {
  const { t } = useTranslation(NS);
  const { format } = useMoney();
  if (changes.length === 0) return <p className={`${ui.card} ${styles.empty}`}>{t('no_changes')}</p>;
  return (
    <ul className={`${ui.card} ${styles.list}`} data-testid="rg-changes">
      {changes.map((change, index) => {
        const text = changeText(t, format, change);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: changes have no id; the list is only ever replaced whole
          <li key={index} className={styles.item} data-testid="rg-change" data-action={change.action}>
            <span className={`${ui.iconTile} ${styles.icon}`}>
              <RgIcon name={iconOf(change.action)} size={17} />
            </span>
            <span className={styles.text}>
              <span className={styles.title}>{text.title}</span>
              <small>
                {formatDateTime(change.at)}
                {text.note && ` · ${text.note}`}
              </small>
            </span>
            {change.actor === 'operator' && (
              <span className={`${ui.pill} ${styles.operator}`} data-testid="rg-change-operator">
                {t('by_operator')}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
