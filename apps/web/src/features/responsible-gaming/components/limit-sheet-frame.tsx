import type { FormEvent, ReactNode } from 'react';
import { FormEnd } from '../../../components/money/form-end';
import { Notice } from '../../../components/money/notice';
import page from '../../../components/money/wallet-page.module.css';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { useTranslation } from '../../../lib/i18n-react';
import { LOOSER_LIMIT_DELAY_HOURS } from '../constants';
import { NS } from '../services/namespace';
import styles from './sheets.module.css';

export interface Preset {
  label: string;
  pressed: boolean;
  onPick(): void;
  testId: string;
}

interface LimitSheetFrameProps {
  title: string;
  /** The player's own limit in words, or null for none. */
  current: string | null;
  /** The operator's limit in words: the player's own cannot go above it. */
  operator: string | null;
  presets: Preset[];
  sheet: {
    submit(event: FormEvent): void;
    remove(): void;
    submitting: boolean;
    removing: boolean;
    alert: string | null;
  };
  onClose(): void;
  /** The field for the new limit. */
  children: ReactNode;
}

/** What every limit's sheet says around its field: the limit now, quick choices, the 24-hour rule, save and remove. */
export function LimitSheetFrame({ title, current, operator, presets, sheet, onClose, children }: LimitSheetFrameProps) {
  const { t } = useTranslation(NS);
  return (
    <Sheet title={title} onClose={onClose} testId="rg-limit-sheet">
      <form className={page.form} onSubmit={sheet.submit} noValidate>
        <p className={styles.current} data-testid="rg-limit-current">
          <span>{t('current_limit')}</span>
          <strong>{current ?? t('no_limit')}</strong>
        </p>
        {children}
        <fieldset className={styles.presets} aria-label={t('quick_choices')}>
          {presets.map((preset) => (
            <button
              key={preset.testId}
              type="button"
              className={styles.preset}
              aria-pressed={preset.pressed}
              onClick={preset.onPick}
              data-testid={preset.testId}
            >
              {preset.label}
            </button>
          ))}
        </fieldset>
        <Notice>{t('rule', { hours: LOOSER_LIMIT_DELAY_HOURS })}</Notice>
        {operator && <Notice tone="warning">{t('operator_rule', { amount: operator })}</Notice>}
        <FormEnd alert={sheet.alert} submitting={sheet.submitting} disabled={sheet.removing} testId="rg-limit">
          {current === null ? t('set_limit') : t('save_limit')}
        </FormEnd>
        {current !== null && (
          <Button
            variant="secondary"
            loading={sheet.removing}
            disabled={sheet.submitting}
            onClick={sheet.remove}
            testId="rg-limit-remove"
          >
            {t('remove_limit')}
          </Button>
        )}
      </form>
    </Sheet>
  );
}
