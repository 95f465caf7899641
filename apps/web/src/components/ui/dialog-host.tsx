import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import styles from './dialog.module.css';
import { useDialogStore } from './dialog-store';

/** Renders the pending confirm or alert. Spec 9 names Chinese default labels; we show them translated. */
export function DialogHost() {
  const { t } = useTranslation();
  const request = useDialogStore((s) => s.request);
  const settle = useDialogStore((s) => s.settle);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!request) return;
    confirmRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') settle(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [request, settle]);

  if (!request) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap on the mask closes; keyboard users have Escape
    <div
      className={styles.mask}
      role="presentation"
      onClick={(event) => {
        if (event.target === event.currentTarget) settle(false);
      }}
    >
      <div className={styles.dialog} role="alertdialog" aria-modal="true" aria-describedby="pd-dialog-message">
        <p id="pd-dialog-message" className={styles.message}>
          {request.message}
        </p>
        <div className={styles.actions}>
          {!request.alertOnly && (
            <button type="button" className={styles.cancel} onClick={() => settle(false)}>
              {request.cancelLabel ?? t('cancel')}
            </button>
          )}
          <button type="button" ref={confirmRef} className={styles.confirm} onClick={() => settle(true)}>
            {request.confirmLabel ?? t('confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
