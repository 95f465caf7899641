import type { ComponentProps } from 'react';
import ui from '../../../components/ui/surface.module.css';
import { RecordList, type RecordListProps } from './record-list';
import { ReportHead } from './report-head';

interface RecordsPageProps<T> extends RecordListProps<T> {
  action: ComponentProps<typeof ReportHead>['action'];
  screenTestId: string;
}

/** An order report (deposits, withdrawals): the balance and the new-order link, then the records. */
export function RecordsPage<T>({ action, screenTestId, ...list }: RecordsPageProps<T>) {
  return (
    <div className={ui.page} data-testid={screenTestId}>
      <ReportHead action={action} />
      <RecordList {...list} />
    </div>
  );
}
