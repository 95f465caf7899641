import { useTranslation } from 'react-i18next';
import { MemberGate } from '../../../components/money/member-gate';
import styles from '../../../components/money/wallet-page.module.css';
import { useDepositRecords } from '../api/get-deposit-records';
import { DepositRecordItem } from '../components/deposit-record-item';
import { RecordList } from '../components/record-list';
import { ReportHead } from '../components/report-head';

/** /m/vouReport (spec 2, DEPRECM3): the deposit record; the gateway brings the player back here. */
export default function DepositRecordsScreen() {
  return (
    <MemberGate>
      <DepositRecords />
    </MemberGate>
  );
}

function DepositRecords() {
  const { t } = useTranslation('wallet');
  const records = useDepositRecords();
  return (
    <div className={styles.page} data-testid="deposit-records-screen">
      <ReportHead
        action={{ label: t('deposit'), to: '/m/voucherCenter', icon: 'plus', testId: 'deposit-records-new' }}
      />
      <RecordList
        query={records}
        keyOf={(record) => record.id}
        renderItem={(record) => <DepositRecordItem record={record} />}
        emptyText={t('no_deposits')}
        testId="deposit-records"
      />
    </div>
  );
}
