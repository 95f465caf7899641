import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import styles from './notice.module.css';
import { WalletIcon } from './wallet-icon';

interface NoticeProps {
  tone?: 'info' | 'warning' | 'danger';
  children: ReactNode;
  /** A way forward: where to fix what the notice says. */
  action?: { label: string; to: string; testId?: string };
  testId?: string;
}

/** A callout inside a screen: a rule the player meets, a failure of the whole form, a next step. */
export function Notice({ tone = 'info', children, action, testId }: NoticeProps) {
  return (
    <div className={styles.notice} data-tone={tone} role={tone === 'danger' ? 'alert' : undefined} data-testid={testId}>
      <WalletIcon name={tone === 'info' ? 'info' : 'alert'} size={18} />
      <div className={styles.body}>
        <p>{children}</p>
        {action && (
          <Link to={action.to} className={styles.action} data-testid={action.testId}>
            {action.label}
            <WalletIcon name="chevronRight" size={15} />
          </Link>
        )}
      </div>
    </div>
  );
}
