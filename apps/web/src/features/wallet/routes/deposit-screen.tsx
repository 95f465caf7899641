import { Skeleton } from '../../../components/money/skeleton';
import { ResponsibleGamingLink } from '../../../components/responsible-gaming-link';
import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { useDepositChannels } from '../api/get-deposit-channels';
import { DepositBase } from '../components/deposit-base';
import { DepositNew } from '../components/deposit-new';

/** /m/voucherCenter (spec 2): deposit. The dep_func template picks the base or the new screen. */
export default function Deposit() {
  const { t } = useTranslation('wallet');
  const channels = useDepositChannels();
  if (channels.isPending) return <DepositSkeleton />;
  if (channels.isError) return <LoadError error={channels.error} onRetry={() => void channels.refetch()} />;
  const { template, channels: list } = channels.data;
  if (list.length === 0) return <NoData text={t('no_channels')} />;
  return (
    <>
      {template === 'new' ? <DepositNew channels={list} /> : <DepositBase channels={list} />}
      <ResponsibleGamingLink />
    </>
  );
}

function DepositSkeleton() {
  return (
    <div className={ui.page} aria-busy="true" data-testid="deposit-loading">
      <Skeleton height={96} radius={22} />
      <Skeleton height={118} radius={18} />
      <Skeleton height={220} radius={18} />
      <Skeleton height={54} radius={999} />
    </div>
  );
}
