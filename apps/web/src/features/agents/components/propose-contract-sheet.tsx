import { CONTRACT_KINDS, type ContractKind, type ContractTier, type DownlineMember } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { FormEnd } from '../../../components/money/form-end';
import { Sheet } from '../../../components/ui/sheet';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { parseMajorAmount } from '../../../lib/money/money-input';
import { useMoney } from '../../../lib/money/use-money';
import { useProposeContract } from '../api/contracts';
import { percentToBp } from '../services/rates';
import styles from './agents.module.css';
import { OfferedContracts } from './offered-contracts';

interface TierText {
  turnover: string;
  active: string;
  pay: string;
}

const MAX_TIERS = 5;
const emptyTier: TierText = { turnover: '', active: '', pay: '' };

/**
 * Offer a contract to a direct downline agent: its kind and up to five tiers (team turnover and
 * active members to reach; a salary pays an amount, a dividend a share of the team's net loss).
 * The caller pays it from its own wallet when a period settles.
 */
export function ProposeContractSheet({ member, onClose }: { member: DownlineMember; onClose(): void }) {
  const { t } = useTranslation(['agents', 'errors']);
  const { currency } = useMoney();
  const propose = useProposeContract(member.id);
  const [kind, setKind] = useState<ContractKind>('daily_salary');
  const [tiers, setTiers] = useState<TierText[]>([{ ...emptyTier }]);
  const [problem, setProblem] = useState<string | null>(null);
  const dividend = kind === 'dividend';

  const money = (text: string) => {
    const parsed = parseMajorAmount(text, currency.exponent);
    return parsed.ok ? parsed.minor : null;
  };
  const toTier = (tier: TierText): ContractTier | null => {
    const minTurnover = tier.turnover.trim() === '' ? 0 : money(tier.turnover);
    const minActive = tier.active.trim() === '' ? 0 : Number(tier.active);
    if (minTurnover === null || !Number.isInteger(minActive) || minActive < 0) return null;
    if (dividend) {
      const shareBp = percentToBp(tier.pay);
      return shareBp === null || shareBp > 10_000 ? null : { minTurnover, minActive, shareBp };
    }
    const amount = money(tier.pay);
    return amount === null || amount <= 0 ? null : { minTurnover, minActive, amount };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = tiers.map(toTier);
    if (parsed.some((tier) => tier === null)) {
      setProblem(t('tiers_invalid'));
      return;
    }
    setProblem(null);
    try {
      await propose.mutateAsync({ kind, tiers: parsed as ContractTier[] });
      toast.success(t('contract_offered', { name: member.username }), 1500);
      onClose();
    } catch (error) {
      setProblem(errorText(error, t));
    }
  };
  const edit = (index: number, field: keyof TierText, value: string) =>
    setTiers(tiers.map((tier, at) => (at === index ? { ...tier, [field]: value } : tier)));

  return (
    <Sheet title={t('offer_contract_to', { name: member.username })} onClose={onClose} testId="propose-contract">
      <OfferedContracts member={member} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.chips} aria-label={t('contract_kind')}>
          {CONTRACT_KINDS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={kind === value}
              className={styles.chip}
              onClick={() => setKind(value)}
              data-testid={`propose-kind-${value}`}
            >
              {t(`kind_${value}`)}
            </button>
          ))}
        </fieldset>
        {tiers.map((tier, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiers are positions in the offer
          <fieldset key={index} className={styles.tierRow} data-testid="propose-tier">
            <legend className={styles.tierLegend}>
              {t('tier')} {index + 1}
              {tiers.length > 1 && (
                <button
                  type="button"
                  className={styles.tierRemove}
                  onClick={() => setTiers(tiers.filter((_, at) => at !== index))}
                >
                  {t('remove')}
                </button>
              )}
            </legend>
            <TextField
              label={t('input_turnover', { symbol: currency.symbol })}
              icon="ticket"
              inputMode="decimal"
              value={tier.turnover}
              onChange={(event) => edit(index, 'turnover', event.target.value)}
              testId="propose-turnover"
            />
            <TextField
              label={t('input_active')}
              icon="user"
              inputMode="numeric"
              value={tier.active}
              onChange={(event) => edit(index, 'active', event.target.value.replace(/\D/g, ''))}
              testId="propose-active"
            />
            <TextField
              label={dividend ? t('tier_share') : t('input_pays', { symbol: currency.symbol })}
              icon="gift"
              inputMode="decimal"
              value={tier.pay}
              onChange={(event) => edit(index, 'pay', event.target.value)}
              testId="propose-pay"
            />
          </fieldset>
        ))}
        {tiers.length < MAX_TIERS && (
          <button
            type="button"
            className={styles.actionButton}
            onClick={() => setTiers([...tiers, { ...emptyTier }])}
            data-testid="propose-add-tier"
          >
            + {t('add_tier')}
          </button>
        )}
        <FormEnd alert={problem} submitting={propose.isPending} testId="propose">
          {t('offer_contract')}
        </FormEnd>
      </form>
    </Sheet>
  );
}
