import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useModalFocus } from '../../lib/use-modal-focus';
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
    <DialogBox
      request={request}
      settle={settle}
      confirmRef={confirmRef}
      cancelLabel={t('cancel')}
      confirmLabel={t('confirm')}
    />
  );
}

/** The open dialog: focus kept inside it while it is up, and given back to the opener after. */
function DialogBox({
  request,
  settle,
  confirmRef,
  cancelLabel,
  confirmLabel,
}: {
  request: NonNullable<ReturnType<typeof useDialogStore.getState>['request']>;
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
