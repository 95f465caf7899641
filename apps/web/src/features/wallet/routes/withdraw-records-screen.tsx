import { useTranslation } from '../../../lib/i18n-react';
import { useWithdrawRecords } from '../api/get-withdraw-records';
import { RecordsPage } from '../components/records-page';
import { WithdrawRecordItem } from '../components/withdraw-record-item';

/** /m/withdrawReport (spec 2, WITHREC3): withdrawals and their decisions; a pending one can be cancelled. */
export default function WithdrawRecords() {
  const { t } = useTranslation('wallet');
  return (
    <RecordsPage
      screenTestId="withdraw-records-screen"
      action={{ label: t('withdraw'), to: '/m/withdraw', icon: 'withdraw', testId: 'withdraw-records-new' }}
      query={useWithdrawRecords()}
      keyOf={(record) => record.id}
      renderItem={(record) => <WithdrawRecordItem record={record} />}
      emptyText={t('no_withdrawals')}
      testId="withdraw-records"
    />
  );
}
