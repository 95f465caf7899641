import { ResultPanel } from '../../../components/money/result-panel';
import { Button } from '../../../components/ui/button';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { useNavigate } from '../../../lib/router';
import type { PendingDeposit } from '../hooks/use-deposit-form';

/** A bank transfer order made: the operator credits it once the money arrives. */
export function DepositPending({ deposit, onAgain }: { deposit: PendingDeposit; onAgain(): void }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const { format } = useMoney();
  return (
    <ResultPanel
      tone="pending"
      title={t('deposit_submitted')}
      amount={format(deposit.amount)}
      text={t('deposit_submitted_text', { channel: deposit.channel.name, id: deposit.depositId })}
      testId="deposit-pending"
    >
      <Button onClick={() => navigate('/m/vouReport')} testId="deposit-pending-records">
        {t('view_deposit_records')}
      </Button>
      <Button variant="secondary" onClick={onAgain} testId="deposit-pending-again">
        {t('deposit_again')}
      </Button>
    </ResultPanel>
  );
}

/** The deposit page of either template once a bank transfer order is made: the order, not the form. */
export function DepositPendingPage({
  deposit,
  onAgain,
  template,
}: {
  deposit: PendingDeposit;
  onAgain(): void;
  template: 'base' | 'new';
}) {
  return (
    <div className={ui.page} data-testid="deposit-screen" data-template={template}>
      <DepositPending deposit={deposit} onAgain={onAgain} />
    </div>
  );
}
