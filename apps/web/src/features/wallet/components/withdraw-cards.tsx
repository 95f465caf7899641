import { useState } from 'react';
import { BankCardForm } from '../../../components/money/bank-card-form';
import { SelectableCard } from '../../../components/money/bank-card-tile';
import styles from '../../../components/money/card-list.module.css';
import { WalletIcon } from '../../../components/money/wallet-icon';
import page from '../../../components/money/wallet-page.module.css';
import ui from '../../../components/ui/surface.module.css';
import { toast } from '../../../components/ui/toast-store';
import { useTranslation } from '../../../lib/i18n-react';
import type { WithdrawInfo } from '../api/types';

/** Spec 7 bank cards: at most five per member. */
const MAX_CARDS = 5;

interface WithdrawCardsProps {
  info: WithdrawInfo;
  value: number | null;
  onChange(id: number): void;
  error?: string | undefined;
}

/** Where the money goes: one of the bound cards, or a card bound here first when there is none. */
export function WithdrawCards({ info, value, onChange, error }: WithdrawCardsProps) {
  const { t } = useTranslation('wallet');
  const [adding, setAdding] = useState(info.cards.length === 0);
  const showForm = adding || info.cards.length === 0;
  return (
    <section className={`${ui.card} ${page.card}`} data-testid="withdraw-cards">
      <div className={page.cardHead}>
        <h2 className={page.cardTitle}>
          <WalletIcon name="bank" />
          {showForm && info.cards.length === 0 ? t('card_bind_first') : t('withdraw_to')}
        </h2>
        {info.cards.length > 0 && info.cards.length < MAX_CARDS && (
          <button
            type="button"
            className={styles.add}
            onClick={() => setAdding((open) => !open)}
            data-testid="withdraw-add-card"
          >
            <WalletIcon name={adding ? 'xCircle' : 'plus'} size={16} />
            {adding ? t('cancel_add') : t('card_add')}
          </button>
        )}
      </div>
      {info.cards.length > 0 && (
        <fieldset className={styles.cards} aria-label={t('withdraw_to')}>
          {info.cards.map((card) => (
            <SelectableCard
              key={card.id}
              name="withdraw-card"
              card={card}
              checked={card.id === value}
              onSelect={() => onChange(card.id)}
            />
          ))}
        </fieldset>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {showForm && (
        <div className={styles.form}>
          <BankCardForm
            payeeName={info.payeeName}
            onDone={(card) => {
              toast.success(t('card_bound'), 1500);
              setAdding(false);
              onChange(card.id);
            }}
          />
        </div>
      )}
    </section>
  );
}
