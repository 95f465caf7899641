import { BankCardForm } from '../../../components/money/bank-card-form';
import { Skeleton } from '../../../components/money/skeleton';
import { Sheet } from '../../../components/ui/sheet';
import { toast } from '../../../components/ui/toast-store';
import { useTranslation } from '../../../lib/i18n-react';
import { useWithdrawInfo } from '../../../lib/money/get-withdraw-info';

/** Bind a card from the security centre; the withdraw facts say whether the payee name is set yet. */
export function AddCardSheet({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('wallet');
  const info = useWithdrawInfo();
  return (
    <Sheet title={t('card_add_title')} onClose={onClose} testId="add-card-sheet">
      {info.data ? (
        <BankCardForm
          payeeName={info.data.payeeName}
          onDone={() => {
            toast.success(t('card_bound'), 1500);
            onClose();
          }}
        />
      ) : (
        <Skeleton height={320} radius={16} />
      )}
    </Sheet>
  );
}
