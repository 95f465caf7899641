import type { ReactNode } from 'react';
import styles from './menu-item.module.css';

interface MenuItemProps {
  icon?: ReactNode;
  children: ReactNode;
  onSelect(): void;
  active?: boolean;
  testId?: string;
}

/** A choice in a popover's menu (popover.tsx). */
export function MenuItem({ icon, children, onSelect, active, testId }: MenuItemProps) {
  return (
    <button
      type="button"
      role="menuitem"
      className={styles.item}
      data-active={active || undefined}
      data-testid={testId}
      onClick={onSelect}
    >
      {icon}
      <span>{children}</span>
    </button>
  );
}
