import { FormEnd } from '../../../components/money/form-end';
import { Notice } from '../../../components/money/notice';
import page from '../../../components/money/wallet-page.module.css';
import { useFieldBinder } from '../../../components/ui/form';
import { PasswordField } from '../../../components/ui/password-field';
import { Sheet } from '../../../components/ui/sheet';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import type { BreakDuration, BreakKind } from '../constants';
import { useBreakForm } from '../hooks/use-break-form';
import { NS } from '../services/namespace';
import styles from './sheets.module.css';

interface BreakSheetProps {
  kind: BreakKind;
  duration: BreakDuration;
  onClose(): void;
}

/**
 * The confirmation of a break: how long and until when, said plainly that it cannot be undone
 * or shortened and what it stops, and the login password to take it.
 */
export function BreakSheet({ kind, duration, onClose }: BreakSheetProps) {
  const { t } = useTranslation(NS);
  const sheet = useBreakForm(kind, duration);
  const bind = useFieldBinder(sheet.form, [NS]);
  const length = t(`duration_${duration}`);
  return (
    <Sheet title={t(`confirm_${kind}_title`, { duration: length })} onClose={onClose} testId="rg-break-sheet">
      <form className={page.form} onSubmit={sheet.submit} noValidate>
        <p className={page.muted}>{t(`confirm_${kind}_text`)}</p>
        <div className={styles.ends} data-testid="rg-break-ends">
          <span>{t('break_ends')}</span>
          <strong>{sheet.endsAt ? formatDateTime(sheet.endsAt) : t('break_never_ends')}</strong>
        </div>
        <Notice tone="danger" testId="rg-break-warning">
          {t('break_final')}
        </Notice>
        <p className={page.muted}>{t('break_balance')}</p>
        <PasswordField
          {...bind('password')}
          label={t('login_password')}
          autoComplete="current-password"
          showLabel={t('show_password')}
          hideLabel={t('hide_password')}
          testId="rg-break-password"
        />
        <FormEnd alert={sheet.alert} submitting={sheet.submitting} variant="danger" testId="rg-break">
          {t(`confirm_${kind}`, { duration: length })}
        </FormEnd>
      </form>
    </Sheet>
  );
}
