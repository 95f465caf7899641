import { MemberGate } from '../../../components/money/member-gate';
import { Skeleton } from '../../../components/money/skeleton';
import styles from '../../../components/money/wallet-page.module.css';
import { LoadError } from '../../../components/ui/load-error';
import { useWithdrawInfo } from '../../../lib/money/get-withdraw-info';
import { WithdrawForm } from '../components/withdraw-form';

/** /m/withdraw (spec 2): withdraw to a bound bank card. */
export default function WithdrawScreen() {
  return (
    <MemberGate>
      <Withdraw />
    </MemberGate>
  );
}

function Withdraw() {
  const info = useWithdrawInfo();
  if (info.isPending) return <WithdrawSkeleton />;
  if (info.isError) return <LoadError error={info.error} onRetry={() => void info.refetch()} />;
  return (
    <div className={styles.page} data-testid="withdraw-screen">
      <WithdrawForm info={info.data} />
    </div>
  );
}

function WithdrawSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" data-testid="withdraw-loading">
      <Skeleton height={150} radius={22} />
      <Skeleton height={150} radius={18} />
      <Skeleton height={120} radius={18} />
      <Skeleton height={200} radius={18} />
    </div>
  );
}
