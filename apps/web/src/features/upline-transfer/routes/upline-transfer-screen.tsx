import { AmountField } from '../../../components/money/amount-field';
import { FormEnd } from '../../../components/money/form-end';
import { Notice } from '../../../components/money/notice';
import { PinField } from '../../../components/money/pin-field';
import { ResultPanel } from '../../../components/money/result-panel';
import { Skeleton } from '../../../components/money/skeleton';
import { WalletIcon } from '../../../components/money/wallet-icon';
import styles from '../../../components/money/wallet-page.module.css';
import { Button } from '../../../components/ui/button';
import { useValueBinder } from '../../../components/ui/form';
import { LoadError } from '../../../components/ui/load-error';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { useSecurityOverview } from '../../../lib/money/get-security-overview';
import { useMoney } from '../../../lib/money/use-money';
import { useNavigate } from '../../../lib/router';
import { useUplineTransfer } from '../api/get-upline-transfer';
import type { UplineTransferInfo } from '../api/types';
import { useUplineTransferForm } from '../hooks/use-upline-transfer-form';

/** /m/upLine/transfer (spec 2, spec 6): move money to one's superior, only when the rule allows it. */
export default function UplineTransfer() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const info = useUplineTransfer();
  if (info.isPending) {
    return (
      <div className={ui.page} aria-busy="true">
        <Skeleton height={150} radius={22} />
        <Skeleton height={230} radius={18} />
      </div>
    );
  }
  if (info.isError) return <LoadError error={info.error} onRetry={() => void info.refetch()} />;
  if (!info.data.allowed) {
    return (
      <div className={ui.page} data-testid="transfer-not-allowed">
        <ResultPanel tone="pending" title={t('transfer_unavailable')} text={t('errors:transfer.not.allowed')}>
          <Button variant="secondary" onClick={() => navigate('/m/mine')}>
            {t('back_member_centre')}
          </Button>
        </ResultPanel>
      </div>
    );
  }
  return <TransferForm info={info.data} />;
}

function TransferForm({ info }: { info: UplineTransferInfo }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const { format } = useMoney();
  const security = useSecurityOverview();
  const form = useUplineTransferForm(info);
  const bind = useValueBinder(form.form);
  if (form.done) {
    return (
      <div className={ui.page}>
        <ResultPanel
          tone="good"
          title={t('transfer_done')}
          amount={format(form.done.amount)}
          text={t('transfer_done_text', { upline: info.upline, balance: format(form.done.balance) })}
          testId="transfer-result"
        >
          <Button onClick={() => navigate('/m/transaction/record')}>{t('view_account_record')}</Button>
          <Button variant="secondary" onClick={form.again} testId="transfer-again">
            {t('done')}
          </Button>
        </ResultPanel>
      </div>
    );
  }
  const noPassword = security.data?.hasPaymentPassword === false;
  return (
    <form className={ui.page} onSubmit={form.submit} noValidate data-testid="transfer-screen">
      <section className={`${ui.hero} ${styles.hero}`}>
        <span className={styles.heroLabel}>
          <WalletIcon name="transfer" size={16} />
          {t('transfer_to')}
        </span>
        <span className={styles.heroAmount} data-testid="transfer-upline">
          {info.upline}
        </span>
        <div className={styles.heroStats}>
          <span className={styles.heroStat}>
            {t('balance_total')}
            <strong data-testid="transfer-balance">{format(info.balance)}</strong>
          </span>
        </div>
      </section>
      {noPassword ? (
        <Notice
          tone="warning"
          action={{ label: t('go_security_centre'), to: '/m/securityCenter', testId: 'transfer-set-password' }}
        >
          {t('payment_password_needed')}
        </Notice>
      ) : (
        <>
          <section className={`${ui.card} ${styles.card}`}>
            <AmountField
              label={t('transfer_amount_label')}
              {...bind('amount')}
              fillMax={{ label: t('all'), minor: info.balance }}
              testId="transfer-amount"
            />
            <PinField label={t('payment_password')} {...bind('pin')} testId="transfer-pin" />
          </section>
          <FormEnd alert={form.alert} submitting={form.submitting} testId="transfer">
            {t('transfer_submit')}
          </FormEnd>
        </>
      )}
    </form>
  );
}
