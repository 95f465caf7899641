import type { CSSProperties } from 'react';
import styles from './segmented-tabs.module.css';

interface Tab<T extends string> {
  value: T;
  label: string;
}

interface SegmentedTabsProps<T extends string> {
  tabs: Tab<T>[];
  value: T;
  onChange(value: T): void;
  label: string;
  testId?: string;
}

/** Two or three choices as one pill (login method, register method, recovery mode). */
export function SegmentedTabs<T extends string>({ tabs, value, onChange, label, testId }: SegmentedTabsProps<T>) {
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );
  return (
    <div
      className={styles.tabs}
      role="tablist"
      aria-label={label}
      data-testid={testId}
      style={{ '--tab-count': tabs.length, '--tab-index': index } as CSSProperties}
    >
      <span className={styles.thumb} aria-hidden="true" />
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          className={styles.tab}
          onClick={() => onChange(tab.value)}
          data-testid={testId ? `${testId}-${tab.value}` : undefined}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
