import type { BankCard } from '@playdeck/contracts';
import { useState } from 'react';
import { BoundCard } from '../../../components/money/bank-card-tile';
import styles from '../../../components/money/card-list.module.css';
import { Notice } from '../../../components/money/notice';
import { Skeleton } from '../../../components/money/skeleton';
import { WalletIcon } from '../../../components/money/wallet-icon';
import page from '../../../components/money/wallet-page.module.css';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { useCards } from '../api/get-cards';
import { AddCardSheet } from './add-card-sheet';
import { RemoveCardSheet } from './remove-card-sheet';

/** Spec 7 bank cards: at most five per member. */
const MAX_CARDS = 5;

/** The bound bank cards, with add and remove (both need the payment password). */
export function SecurityCards({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
  const { t } = useTranslation('wallet');
  const cards = useCards();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BankCard | null>(null);
  const list = cards.data ?? [];
  return (
    <section className={`${ui.card} ${page.card}`} data-testid="security-cards">
      <div className={page.cardHead}>
        <h2 className={page.cardTitle}>
          <WalletIcon name="card" />
          {t('cards_title', { count: list.length, max: MAX_CARDS })}
        </h2>
        {hasPaymentPassword && list.length < MAX_CARDS && (
          <button type="button" className={styles.add} onClick={() => setAdding(true)} data-testid="security-add-card">
            <WalletIcon name="plus" size={16} />
            {t('card_add')}
          </button>
        )}
      </div>
      {cards.isPending ? (
        <Skeleton height={70} radius={16} />
      ) : list.length > 0 ? (
        <div className={styles.cards}>
          {list.map((card) => (
            <BoundCard key={card.id} card={card} onRemove={() => setRemoving(card)} />
          ))}
        </div>
      ) : (
        <p className={page.muted} data-testid="security-no-cards">
          {t('cards_none')}
        </p>
      )}
      {!hasPaymentPassword && <Notice tone="info">{t('cards_need_pin')}</Notice>}
      {adding && <AddCardSheet onClose={() => setAdding(false)} />}
      {removing && <RemoveCardSheet card={removing} onClose={() => setRemoving(null)} />}
    </section>
  );
}
