import { useTranslation } from '../../../lib/i18n-react';
import { useDepositRecords } from '../api/get-deposit-records';
import { DepositRecordItem } from '../components/deposit-record-item';
import { RecordsPage } from '../components/records-page';

/** /m/vouReport (spec 2, DEPRECM3): the deposit record; the gateway brings the player back here. */
export default function DepositRecords() {
  const { t } = useTranslation('wallet');
  return (
    <RecordsPage
      screenTestId="deposit-records-screen"
      action={{ label: t('deposit'), to: '/m/voucherCenter', icon: 'plus', testId: 'deposit-records-new' }}
      query={useDepositRecords()}
      keyOf={(record) => record.id}
      renderItem={(record) => <DepositRecordItem record={record} />}
      emptyText={t('no_deposits')}
      testId="deposit-records"
    />
  );
}
