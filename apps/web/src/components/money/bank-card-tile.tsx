import type { BankCard } from '@playdeck/contracts';
import { useTranslation } from '../../lib/i18n-react';
import styles from './bank-card-tile.module.css';
import { RadioMark } from './radio-mark';
import { WalletIcon } from './wallet-icon';

function CardFace({ card }: { card: BankCard }) {
  return (
    <>
      <span className={styles.logo} aria-hidden="true">
        {card.bankCode.slice(0, 4)}
      </span>
      <span className={styles.text}>
        <span className={styles.bank}>{card.bankName}</span>
        <span className={styles.meta}>
          {card.accountNumberMasked} · {card.accountName}
        </span>
      </span>
    </>
  );
}

/** A card to pay a withdrawal to: one of a group of native radios (name groups them). */
export function SelectableCard({
  card,
  checked,
  onSelect,
  name,
}: {
  card: BankCard;
  checked: boolean;
  onSelect(): void;
  name: string;
}) {
  return (
    <label className={styles.tile} data-checked={checked || undefined} data-testid={`card-${card.id}`}>
      <input type="radio" name={name} className="visually-hidden" checked={checked} onChange={onSelect} />
      <CardFace card={card} />
      <RadioMark checked={checked} />
    </label>
  );
}

/** A bound card in the security centre, with its remove button. */
export function BoundCard({ card, onRemove }: { card: BankCard; onRemove(): void }) {
  const { t } = useTranslation('wallet');
  return (
    <div className={styles.tile} data-testid={`bound-card-${card.id}`}>
      <CardFace card={card} />
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        aria-label={t('card_remove_label', { bank: card.bankName, number: card.accountNumberMasked })}
        data-testid={`bound-card-${card.id}-remove`}
      >
        <WalletIcon name="trash" />
      </button>
    </div>
  );
}
