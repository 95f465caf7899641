import { RECORD_KINDS, type RecordKind } from '@playdeck/contracts/wallet-constants';
import { useTranslation } from '../../../lib/i18n-react';
import styles from './kind-chips.module.css';

/** The account record's kind filter: all, or one kind of ledger line. */
export function KindChips({ value, onChange }: { value: RecordKind | null; onChange(kind: RecordKind | null): void }) {
  const { t } = useTranslation('wallet');
  const choices: (RecordKind | null)[] = [null, ...RECORD_KINDS];
  return (
    <fieldset className={styles.chips} aria-label={t('record_kind')} data-testid="record-kinds">
      {choices.map((kind) => (
        <button
          key={kind ?? 'all'}
          type="button"
          className={styles.chip}
          aria-pressed={kind === value}
          onClick={() => onChange(kind)}
          data-testid={`record-kind-${kind ?? 'all'}`}
        >
          {kind ? t(`kind_${kind}`) : t('kind_all')}
        </button>
      ))}
    </fieldset>
  );
}
