import { AmountField } from '../../../components/money/amount-field';
import { FormEnd } from '../../../components/money/form-end';
import { Notice } from '../../../components/money/notice';
import { PinField } from '../../../components/money/pin-field';
import { ResultPanel } from '../../../components/money/result-panel';
import { WalletIcon } from '../../../components/money/wallet-icon';
import page from '../../../components/money/wallet-page.module.css';
import { Button } from '../../../components/ui/button';
import { useValueBinder } from '../../../components/ui/form';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { Link, useNavigate } from '../../../lib/router';
import type { WithdrawInfo } from '../api/types';
import { useWithdrawForm, withdrawBlock } from '../hooks/use-withdraw-form';
import { TurnoverCard } from './turnover-card';
import { WithdrawCards } from './withdraw-cards';

/**
 * The withdraw screen's body: what can go now (balance, withdrawable, today's count), the
 * turnover still to bet, the card, the amount and the payment password; then the result.
 */
export function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const { format } = useMoney();
  const form = useWithdrawForm(info);
  const bind = useValueBinder(form.form);
  const block = withdrawBlock(info);

  if (form.done) {
    const { done } = form;
    return (
      <ResultPanel
        tone="pending"
        title={t('withdraw_requested')}
        amount={format(done.amount)}
        text={t('withdraw_requested_text', { bank: done.bankName, number: done.accountNumberMasked })}
        testId="withdraw-result"
      >
        <Button onClick={() => navigate('/m/withdrawReport')} testId="withdraw-result-report">
          {t('view_withdraw_report')}
        </Button>
        <Button variant="secondary" onClick={form.again} testId="withdraw-result-again">
          {t('done')}
        </Button>
      </ResultPanel>
    );
  }

  return (
    <div className={page.form} data-testid="withdraw-form">
      <section className={`${ui.hero} ${page.hero}`}>
        <span className={page.heroLabel}>
          <WalletIcon name="withdraw" size={16} />
          {t('withdrawable')}
        </span>
        <span className={page.heroAmount} data-testid="withdraw-withdrawable">
          {format(info.withdrawable)}
        </span>
        <div className={page.heroStats}>
          <span className={page.heroStat}>
            {t('balance_total')}
            <strong data-testid="withdraw-balance">{format(info.balance)}</strong>
          </span>
          <span className={page.heroStat}>
            {t('today_count')}
            <strong data-testid="withdraw-count">
              {t('count_of', { used: info.usedToday, limit: info.dailyCountLimit })}
            </strong>
          </span>
        </div>
      </section>

      <TurnoverCard turnover={info.turnover} />

      {info.lockedBonus.amount > 0 && (
        <Notice tone="warning" testId="withdraw-locked-bonus">
          {t('bonus_locked_notice', {
            amount: format(info.lockedBonus.amount),
            remaining: format(info.lockedBonus.remaining),
          })}
        </Notice>
      )}

      {block === 'password' && (
        <Notice
          tone="warning"
          testId="withdraw-no-password"
          action={{ label: t('go_security_centre'), to: '/m/securityCenter', testId: 'withdraw-set-password' }}
        >
          {t('payment_password_needed')}
        </Notice>
      )}
      {block === 'daily' && (
        <Notice tone="warning" testId="withdraw-daily-reached">
          {t('daily_reached', { limit: info.dailyCountLimit })}
        </Notice>
      )}

      {block !== 'password' && (
        <WithdrawCards
          info={info}
          value={form.cardId}
          onChange={form.chooseCard}
          error={bind('card').error ?? undefined}
        />
      )}

      {info.cards.length > 0 && block !== 'password' && (
        // Its own form: the card binding above is a form of its own (forms do not nest).
        <form className={page.form} onSubmit={form.submit} noValidate data-testid="withdraw-request">
          <section className={`${ui.card} ${page.card}`}>
            <AmountField
              label={t('withdraw_amount')}
              {...bind('amount')}
              min={info.minAmount}
              max={info.maxAmount}
              fillMax={{ label: t('all'), minor: form.most }}
              testId="withdraw-amount"
            />
            <PinField label={t('payment_password')} {...bind('pin')} testId="withdraw-pin" />
          </section>
          <FormEnd alert={form.alert} submitting={form.submitting} testId="withdraw" disabled={block !== null}>
            {t('withdraw_submit')}
          </FormEnd>
        </form>
      )}
      <Link to="/m/withdrawReport" className={page.textLink} data-testid="withdraw-report-link">
        <WalletIcon name="receipt" size={18} />
        {t('view_withdraw_report')}
      </Link>
    </div>
  );
}
