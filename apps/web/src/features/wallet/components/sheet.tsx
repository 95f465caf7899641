import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './sheet.module.css';
import { WalletIcon } from './wallet-icon';

interface SheetProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  testId?: string;
}

/**
 * A bottom sheet for a short form (set a payment password, bind a card, confirm with the PIN):
 * the page stays behind it; a tap on the mask, the close button or Escape dismisses it.
 */
export function Sheet({ title, onClose, children, testId }: SheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    // The page under the sheet does not scroll with it.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap on the mask closes; keyboard users have Escape
    <div
      className={styles.mask}
      role="presentation"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <section className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <span className={styles.grip} aria-hidden="true" />
        <header className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('close')}
            data-testid={testId ? `${testId}-close` : undefined}
          >
            <WalletIcon name="xCircle" size={22} />
          </button>
        </header>
        <div className={styles.body}>{children}</div>
      </section>
    </div>
  );
}
