import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './popover.module.css';

interface PopoverProps {
  /** The trigger's content and accessible name. */
  trigger: ReactNode;
  label: string;
  triggerClassName?: string;
  testId?: string;
  children: (close: () => void) => ReactNode;
}

/** A small menu anchored under its trigger; closes on outside tap, Escape, or a choice. */
export function Popover({ trigger, label, triggerClassName, testId, children }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        data-testid={testId}
        onClick={() => setOpen((v) => !v)}
      >
        {trigger}
      </button>
      {open && (
        <div id={id} className={styles.panel} role="menu" data-testid={testId ? `${testId}-panel` : undefined}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}

interface MenuItemProps {
  icon?: ReactNode;
  children: ReactNode;
  onSelect(): void;
  active?: boolean;
  testId?: string;
}

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
