import type { ContractTier } from '@playdeck/contracts';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { bpToPercent } from '../services/rates';
import styles from './agents.module.css';

/** A contract's tiers as a table: the team turnover and active members to reach, and what it pays. */
export function ContractTiers({ tiers, testId }: { tiers: ContractTier[]; testId?: string }) {
  const { t } = useTranslation('agents');
  const { format } = useMoney();
  return (
    <div className={styles.tableCard}>
      <table className={styles.table} data-testid={testId}>
        <thead>
          <tr>
            <th>{t('tier')}</th>
            <th>{t('tier_turnover')}</th>
            <th>{t('tier_active')}</th>
            <th>{t('tier_pays')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers are positions in the contract
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{format(tier.minTurnover)}</td>
              <td>{tier.minActive}</td>
              <td>{tier.shareBp !== undefined ? `${bpToPercent(tier.shareBp)}%` : format(tier.amount ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
