import type { RecordKind } from '@playdeck/contracts/wallet-constants';
import { useState } from 'react';
import styles from '../../../components/money/wallet-page.module.css';
import { ResponsibleGamingLink } from '../../../components/responsible-gaming-link';
import { type PeriodChoice, PeriodPicker, periodChoice, rangeOfChoice } from '../../../components/ui/period-picker';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { DEFAULT_RECORD_PERIOD } from '../../../lib/periods';
import { useAccountRecords } from '../api/get-account-records';
import { AccountRecordItem } from '../components/account-record-item';
import { KindChips } from '../components/kind-chips';
import { RecordList } from '../components/record-list';

/**
 * /m/transaction/record (spec 2): the account record, every line of the wallet by kind and
 * dates. The agent home's tile opens it with ?types=A; an agent's own wallet is the same
 * record, so the query changes nothing. Trial accounts see their play-money lines.
 */
export default function AccountRecords() {
  const { t } = useTranslation('wallet');
  const [kind, setKind] = useState<RecordKind | null>(null);
  const [period, setPeriod] = useState<PeriodChoice>(() => periodChoice(DEFAULT_RECORD_PERIOD));
  const range = rangeOfChoice(period);
  return (
    <div className={ui.page} data-testid="account-records-screen">
      <KindChips value={kind} onChange={setKind} />
      <section className={`${ui.card} ${styles.card}`}>
        <PeriodPicker value={period} onChange={setPeriod} testId="records-period" />
      </section>
      {range && <Records kind={kind} from={range.from} to={range.to} emptyText={t('no_records')} />}
      <ResponsibleGamingLink />
    </div>
  );
}

function Records({
  kind,
  from,
  to,
  emptyText,
}: {
  kind: RecordKind | null;
  from: string;
  to: string;
  emptyText: string;
}) {
  const records = useAccountRecords({ kind, from, to });
  return (
    <RecordList
      query={records}
      keyOf={(record) => record.id}
      renderItem={(record) => <AccountRecordItem record={record} />}
      emptyText={emptyText}
      testId="account-records"
    />
  );
}
