import type { ReactNode } from 'react';
import styles from './result-panel.module.css';
import { WalletIcon } from './wallet-icon';

interface ResultPanelProps {
  tone: 'good' | 'pending';
  title: string;
  amount?: string;
  text?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** What became of a request (a withdrawal held for review, a bank deposit awaiting the operator). */
export function ResultPanel({ tone, title, amount, text, children, testId }: ResultPanelProps) {
  return (
    <section className={styles.panel} data-testid={testId} aria-live="polite">
      <span className={styles.mark} data-tone={tone}>
        <WalletIcon name={tone === 'good' ? 'checkCircle' : 'clock'} size={36} />
      </span>
      <h2 className={styles.title}>{title}</h2>
      {amount && <span className={styles.amount}>{amount}</span>}
      {text && <p className={styles.text}>{text}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
