import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { afterLoad } from '../../lib/after-load';
import { useTranslation } from '../../lib/i18n-react';
import styles from './popover.module.css';

/** A popover's menu: drawn while it is open, `close` given for its choices. */
export type PopoverMenu = ComponentType<{ close(): void }>;

/** A menu whose code is not in the first load (lazyMenu). */
export interface LazyMenu {
  Menu: PopoverMenu;
  preload(): Promise<unknown>;
}

/**
 * A menu whose code comes after the page (issue 16): the popover showing it asks for it once the
 * page has loaded, so a tap rarely waits. If it cannot come (no network), the open menu offers to
 * load the page again; the page around it stays as it is.
 */
export function lazyMenu(load: () => Promise<{ default: PopoverMenu }>): LazyMenu {
  return { Menu: lazy(() => load().catch(() => ({ default: MenuUnavailable }))), preload: load };
}

function MenuUnavailable() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      role="menuitem"
      className={styles.unavailable}
      onClick={() => window.location.reload()}
      data-testid="menu-unavailable"
    >
      {t('app_error')} {t('retry')}
    </button>
  );
}

interface PopoverProps {
  /** The trigger's content and accessible name. */
  trigger: ReactNode;
  label: string;
  triggerClassName?: string;
  testId?: string;
  /** The menu (MenuItem choices): the panel opens at once and fills when its code arrives. */
  menu: LazyMenu;
}

/** A small menu anchored under its trigger; closes on outside tap, Escape, or a choice. */
export function Popover({ trigger, label, triggerClassName, testId, menu: { Menu, preload } }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    // A failure shows when the menu opens (lazyMenu).
    afterLoad()
      .then(preload)
      .catch(() => {});
  }, [preload]);

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
