import { useTranslation } from 'react-i18next';
import { MemberGate } from '../../../components/money/member-gate';
import styles from '../../../components/money/wallet-page.module.css';
import { useWithdrawRecords } from '../api/get-withdraw-records';
import { RecordList } from '../components/record-list';
import { ReportHead } from '../components/report-head';
import { WithdrawRecordItem } from '../components/withdraw-record-item';

/** /m/withdrawReport (spec 2, WITHREC3): withdrawals and their decisions; a pending one can be cancelled. */
export default function WithdrawRecordsScreen() {
  return (
    <MemberGate>
      <WithdrawRecords />
    </MemberGate>
  );
}

function WithdrawRecords() {
  const { t } = useTranslation('wallet');
  const records = useWithdrawRecords();
  return (
    <div className={styles.page} data-testid="withdraw-records-screen">
      <ReportHead
        action={{ label: t('withdraw'), to: '/m/withdraw', icon: 'withdraw', testId: 'withdraw-records-new' }}
      />
      <RecordList
        query={records}
        keyOf={(record) => record.id}
        renderItem={(record) => <WithdrawRecordItem record={record} />}
        emptyText={t('no_withdrawals')}
        testId="withdraw-records"
      />
    </div>
  );
}
