import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useModalFocus } from '../../lib/use-modal-focus';
import styles from './dialog.module.css';
import { type PendingDialog, useDialogStore } from './dialog-store';

/**
 * The pending confirm or alert (dialog-host.tsx loads this the first time one opens). Spec 9
 * names Chinese default labels; we show them translated.
 */
export default function DialogBox({ request }: { request: PendingDialog }) {
  const { t } = useTranslation();
  const settle = useDialogStore((s) => s.settle);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    confirmRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') settle(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [settle]);

  return (
    <DialogFrame
      request={request}
      settle={settle}
      confirmRef={confirmRef}
      cancelLabel={t('cancel')}
      confirmLabel={t('confirm')}
    />
  );
}

/** The open dialog: focus kept inside it while it is up, and given back to the opener after. */
function DialogFrame({
  request,
  settle,
  confirmRef,
  cancelLabel,
  confirmLabel,
}: {
  request: PendingDialog;
  settle(value: boolean): void;
  confirmRef: React.RefObject<HTMLButtonElement | null>;
  cancelLabel: string;
  confirmLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useModalFocus(box);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap on the mask closes; keyboard users have Escape
    <div
      className={styles.mask}
      role="presentation"
      onClick={(event) => {
        if (event.target === event.currentTarget) settle(false);
      }}
    >
      <div
        ref={box}
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-describedby="pd-dialog-message"
        tabIndex={-1}
      >
        <p id="pd-dialog-message" className={styles.message}>
          {request.message}
        </p>
        <div className={styles.actions}>
          {!request.alertOnly && (
            <button type="button" className={styles.cancel} onClick={() => settle(false)}>
              {request.cancelLabel ?? cancelLabel}
            </button>
          )}
          <button type="button" ref={confirmRef} className={styles.confirm} onClick={() => settle(true)}>
            {request.confirmLabel ?? confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
