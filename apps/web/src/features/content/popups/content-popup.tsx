import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { SafeHtml } from '../../../components/ui/safe-html';
import { useTranslation } from '../../../lib/i18n-react';
import { useNavigate } from '../../../lib/router';
import { useModalFocus } from '../../../lib/use-modal-focus';
import styles from './content-popup.module.css';

export interface PopupEntry {
  id: number;
  title: string;
  content: string;
  imageUrl: string | null;
  link: string | null;
}

interface ContentPopupProps {
  entries: readonly PopupEntry[];
  /** True while the closing animation plays (spec 4: closing, then hidden). */
  closing: boolean;
  onClose(): void;
  /** A small heading above the entry's title (the notice popup says what it is). */
  kicker?: string;
  /** An extra link under the pager (the notice popup offers every announcement). */
  footerLink?: { label: string; to: string };
  testId: string;
}

/**
 * Spec 2 Home, announcement popup: one entry at a time with previous and next (hidden when there
 * is one), closed by the close button, the mask or Escape. An entry's link opens outside when it
 * starts with http, otherwise inside the app.
 */
export default function ContentPopup({ entries, closing, onClose, kicker, footerLink, testId }: ContentPopupProps) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const card = useRef<HTMLElement>(null);
  useModalFocus(card);
  const entry = entries[Math.min(index, entries.length - 1)];

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  if (!entry) return null;
  const follow = (to: string) => {
    if (/^https?:/i.test(to)) {
      window.open(to, '_blank', 'noopener,noreferrer');
      return;
    }
    onClose();
    navigate(to);
  };
  const many = entries.length > 1;
  return (
    <div className={`${styles.layer} ${closing ? styles.closing : ''}`} data-testid={testId}>
      <button type="button" className={styles.mask} tabIndex={-1} aria-label={t('popup_close')} onClick={onClose} />
      <section
        ref={card}
        className={styles.card}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={t('popup_close')}
          data-testid={`${testId}-close`}
        >
          <Icon name="close" size={18} />
        </button>
        {entry.imageUrl && (
          <img className={styles.image} src={entry.imageUrl} alt="" decoding="async" data-testid={`${testId}-image`} />
        )}
        <div className={styles.body}>
          {kicker && <p className={styles.kicker}>{kicker}</p>}
          <h2 id={titleId} className={styles.title} data-testid={`${testId}-title`}>
            {entry.title}
          </h2>
          <SafeHtml html={entry.content} className={styles.content} testId={`${testId}-content`} />
        </div>
        {(entry.link || many || footerLink) && (
          <footer className={styles.footer}>
            {entry.link && (
              <button
                type="button"
                className={styles.primary}
                onClick={() => follow(entry.link as string)}
                data-testid={`${testId}-link`}
              >
                {t('popup_open_link')}
              </button>
            )}
            {many && (
              <nav className={styles.pager} aria-label={t('popup_pager')} data-testid={`${testId}-pager`}>
                <button
                  type="button"
                  onClick={() => setIndex((i) => i - 1)}
                  disabled={index === 0}
                  aria-label={t('popup_previous')}
                  data-testid={`${testId}-previous`}
                >
                  <Icon name="back" size={18} />
                </button>
                <span className={styles.dots} aria-live="polite" data-testid={`${testId}-page`}>
                  {entries.map((item, i) => (
                    <span key={item.id} className={i === index ? styles.dotActive : styles.dot} />
                  ))}
                  <span className={styles.count}>{t('popup_page', { current: index + 1, total: entries.length })}</span>
                </span>
                <button
                  type="button"
                  onClick={() => setIndex((i) => i + 1)}
                  disabled={index === entries.length - 1}
                  aria-label={t('popup_next')}
                  data-testid={`${testId}-next`}
                >
                  <Icon name="chevronRight" size={18} />
                </button>
              </nav>
            )}
            {footerLink && (
              <button type="button" className={styles.secondary} onClick={() => follow(footerLink.to)}>
                {footerLink.label}
              </button>
            )}
          </footer>
        )}
      </section>
    </div>
  );
}
