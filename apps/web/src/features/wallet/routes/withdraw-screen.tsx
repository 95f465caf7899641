import { Skeleton } from '../../../components/money/skeleton';
import { ResponsibleGamingLink } from '../../../components/responsible-gaming-link';
import { LoadError } from '../../../components/ui/load-error';
import ui from '../../../components/ui/surface.module.css';
import { useWithdrawInfo } from '../../../lib/money/get-withdraw-info';
import { WithdrawForm } from '../components/withdraw-form';

/** /m/withdraw (spec 2): withdraw to a bound bank card. */
export default function Withdraw() {
  const info = useWithdrawInfo();
  if (info.isPending) return <WithdrawSkeleton />;
  if (info.isError) return <LoadError error={info.error} onRetry={() => void info.refetch()} />;
  return (
    <div className={ui.page} data-testid="withdraw-screen">
      <WithdrawForm info={info.data} />
      <ResponsibleGamingLink />
    </div>
  );
}

function WithdrawSkeleton() {
  return (
    <div className={ui.page} aria-busy="true" data-testid="withdraw-loading">
      <Skeleton height={150} radius={22} />
      <Skeleton height={150} radius={18} />
      <Skeleton height={120} radius={18} />
      <Skeleton height={200} radius={18} />
    </div>
  );
}
