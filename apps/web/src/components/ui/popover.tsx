import { type ComponentType, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import styles from './popover.module.css';

/** A popover's menu: drawn while it is open, `close` given for its choices. */
export type PopoverMenu = ComponentType<{ close(): void }>;

interface PopoverProps {
  /** The trigger's content and accessible name. */
  trigger: ReactNode;
  label: string;
  triggerClassName?: string;
  testId?: string;
  /**
   * The menu (MenuItem choices). A lazy one keeps its code out of the first load (issue 16):
   * the panel opens at once and fills when it arrives.
   */
  menu: PopoverMenu;
}

/** A small menu anchored under its trigger; closes on outside tap, Escape, or a choice. */
export function Popover({ trigger, label, triggerClassName, testId, menu: Menu }: PopoverProps) {
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
          <Suspense fallback={null}>
            <Menu close={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
