import { WalletIcon, type WalletIconName } from '../../../components/money/wallet-icon';
import ui from '../../../components/ui/surface.module.css';
import styles from './security-rows.module.css';

interface SecurityRowProps {
  icon: WalletIconName;
  title: string;
  detail: string;
  on: boolean;
  stateLabel: string;
  onOpen(): void;
  testId: string;
}

/** One protection of the account: what it is, whether it is on, and a tap to set or change it. */
export function SecurityRow({ icon, title, detail, on, stateLabel, onOpen, testId }: SecurityRowProps) {
  return (
    <button type="button" className={`${ui.row} ${styles.row}`} onClick={onOpen} data-testid={testId}>
      <span className={`${ui.iconTile} ${styles.icon}`}>
        <WalletIcon name={icon} />
      </span>
      <span className={`${ui.rowText} ${styles.text}`}>
        <span className={styles.titleLine}>
          <span className={styles.title}>{title}</span>
          <span className={`${ui.pill} ${styles.state}`} data-on={on || undefined} data-testid={`${testId}-state`}>
            {stateLabel}
          </span>
        </span>
        <small data-testid={`${testId}-detail`}>{detail}</small>
      </span>
      <WalletIcon name="chevronRight" size={18} className={ui.chevron} />
    </button>
  );
}
