import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useModalFocus } from '../../lib/use-modal-focus';
import { Icon } from './icon';
import styles from './sheet.module.css';

interface SheetProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

/**
 * The app's one bottom sheet (conventions 10): a panel that rises from the bottom for a short form
 * or a detail (the game's play choices, the filter, a payment password, a bet). The page stays
 * behind it and does not scroll; a tap on the mask, the close button or Escape dismisses it.
 */
export function Sheet({ title, onClose, children, footer, testId }: SheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useModalFocus(panel);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    // The page under the sheet stays where it is.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return (
    <div className={styles.layer}>
      <button type="button" className={styles.mask} aria-label={t('close')} tabIndex={-1} onClick={onClose} />
      <section
        ref={panel}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <header className={styles.head}>
          <span className={styles.grip} aria-hidden="true" />
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('close')}
            data-testid={testId ? `${testId}-close` : undefined}
          >
            <Icon name="close" size={20} />
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </section>
    </div>
  );
}
