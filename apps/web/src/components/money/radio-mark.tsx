import styles from './choice.module.css';
import { WalletIcon } from './wallet-icon';

/**
 * The mark of a row in a radio list (a card to withdraw to, a deposit channel); the row's native
 * radio carries the state, so the mark is hidden from assistive technology.
 */
export function RadioMark({ checked }: { checked: boolean }) {
  return (
    <span className={styles.mark} data-checked={checked || undefined} aria-hidden="true">
      {checked && <WalletIcon name="check" size={14} strokeWidth={3} />}
    </span>
  );
}
