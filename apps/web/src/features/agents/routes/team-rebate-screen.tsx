import type { RebateRates } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { FormEnd } from '../../../components/money/form-end';
import { LoadError } from '../../../components/ui/load-error';
import ui from '../../../components/ui/surface.module.css';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { useRebateRates, useSetRebateRates } from '../api/rebates';
import { useTeamMembers } from '../api/team';
import styles from '../components/agents.module.css';
import { useCategoryName } from '../components/category-name';
import { DownlineList } from '../components/downline-list';
import { Loading } from '../components/screen-states';
import { useTeamScope } from '../hooks/use-team-scope';
import { bpToPercent, percentToBp } from '../services/rates';

/**
 * /m/member/teamRebate (game rebate setting): a direct downline's rebate rate per game category,
 * each at most the agent's own (shown as the maximum; the server refuses more: agent.rate.above.own).
 * Without ?memberId= the agent first picks the member.
 */
export default function TeamRebateScreen() {
  const { t } = useTranslation('agents');
  const scope = useTeamScope();
  const rates = useRebateRates(scope.memberId);
  if (scope.memberId === null) return <PickMember onPick={(id) => scope.drill(id)} />;
  if (rates.isError) return <LoadError error={rates.error} onRetry={() => void rates.refetch()} />;
  if (!rates.data) return <Loading />;
  return (
    <div className={ui.page} data-testid="team-rebate">
      <section className={`${ui.hero} ${styles.lead}`}>
        <span className={styles.leadLabel}>{t('rebate_for')}</span>
        <span className={styles.leadValue} data-testid="rebate-member">
          {rates.data.member.username}
        </span>
      </section>
      <RatesForm key={rates.data.member.id} rates={rates.data} />
    </div>
  );
}

function PickMember({ onPick }: { onPick(memberId: number): void }) {
  const { t } = useTranslation('agents');
  const members = useTeamMembers({ page: 1, pageSize: 50 });
  return (
    <div className={ui.page} data-testid="team-rebate-pick">
      <p className={styles.muted} style={{ margin: '0 4px' }}>
        {t('rebate_pick')}
      </p>
      {members.isError ? (
        <LoadError error={members.error} onRetry={() => void members.refetch()} />
      ) : members.data ? (
        <DownlineList members={members.data.list} onOpen={(member) => onPick(member.id)} testId="rebate-members" />
      ) : (
        <Loading />
      )}
    </div>
  );
}

function RatesForm({ rates }: { rates: RebateRates }) {
  const { t } = useTranslation(['agents', 'errors']);
  const category = useCategoryName();
  const save = useSetRebateRates(rates.member.id);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(rates.categories.map((code) => [code, bpToPercent(rates.member.rates[code] ?? 0)])),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const next: Record<string, string> = {};
    const body: Record<string, number> = {};
    for (const code of rates.categories) {
      const bp = percentToBp(values[code] ?? '');
      const own = rates.own[code] ?? 0;
      if (bp === null) next[code] = t('rate_invalid');
      else if (bp > own) next[code] = t('rate_above_own', { max: bpToPercent(own) });
      else body[code] = bp;
    }
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    try {
      await save.mutateAsync({ rates: body });
      toast.success(t('rates_saved'), 1500);
    } catch (error) {
      setAlert(errorText(error, t));
    }
  };

  if (rates.categories.length === 0) return <p className={styles.muted}>{t('rates_none')}</p>;
  return (
    <form className={`${ui.card} ${styles.form}`} onSubmit={submit} noValidate data-testid="rates-form">
      {rates.categories.map((code) => (
        <div key={code} data-testid={`rate-${code}`}>
          <TextField
            label={`${category(code)} (%)`}
            icon="gift"
            inputMode="decimal"
            value={values[code] ?? ''}
            onChange={(event) => setValues({ ...values, [code]: event.target.value.replace(',', '.') })}
            error={problems[code] ?? null}
            testId={`rate-${code}-field`}
          />
          <p className={styles.muted} style={{ margin: '4px 6px 0' }} data-testid={`rate-${code}-max`}>
            {t('rate_max', { max: bpToPercent(rates.own[code] ?? 0) })}
          </p>
        </div>
      ))}
      <FormEnd alert={alert} submitting={save.isPending} testId="rates">
        {t('rates_save')}
      </FormEnd>
    </form>
  );
}
