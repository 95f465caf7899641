import { Suspense, useEffect, useRef } from 'react';
import { FieldIcon } from '../../../components/ui/field-icon';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { useTranslation } from '../../../lib/i18n-react';
import { closeLoginDialog, useLoginDialog } from '../../../lib/login-dialog';
import { useNavigate } from '../../../lib/router';
import { useModalFocus } from '../../../lib/use-modal-focus';
import { safeRedirect } from '../services/safe-redirect';
import styles from './login-dialog.module.css';
import { LoginForm } from './login-form';

/** Spec 9: modal input focus delay 500 ms (after the sheet has slid in). */
const FOCUS_DELAY_MS = 500;

/**
 * Spec 2 Login: the login dialog opened wherever a protected action is tried without a session.
 * A sheet from the bottom with the same form as the login screen; once logged in the player
 * stays where they were, or goes on to the screen they asked for.
 */
export default function LoginDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const redirect = useLoginDialog((s) => s.redirect);
  const sheet = useRef<HTMLDivElement>(null);
  useModalFocus(sheet);

  useEffect(() => {
    // On a slow network the form (its code, its translations) may arrive after the delay: then
    // the first input is focused as soon as it appears.
    let observer: MutationObserver | undefined;
    const timer = setTimeout(() => {
      const root = sheet.current;
      if (!root || focusFirstInput(root)) return;
      observer = new MutationObserver(() => {
        if (focusFirstInput(root)) observer?.disconnect();
      });
      observer.observe(root, { childList: true, subtree: true });
    }, FOCUS_DELAY_MS);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeLoginDialog();
    };
    window.addEventListener('keydown', onKey);
    // The page under the sheet does not scroll while it is open.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap on the mask closes; keyboard users have Escape
    <div
      className={styles.mask}
      role="presentation"
      onClick={(event) => {
        if (event.target === event.currentTarget) closeLoginDialog();
      }}
    >
      <div
        ref={sheet}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby="pd-login-dialog-title"
        tabIndex={-1}
        data-testid="login-dialog"
      >
        <span className={styles.grabber} aria-hidden="true" />
        <header className={styles.head}>
          <h2 id="pd-login-dialog-title">{t('login')}</h2>
          <button
            type="button"
            className={styles.close}
            onClick={closeLoginDialog}
            aria-label={t('close')}
            data-testid="login-dialog-close"
          >
            <FieldIcon name="close" />
          </button>
        </header>
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner size={28} />
            </div>
          }
        >
          <DialogBody redirect={redirect} onDone={(path) => (path ? navigate(path) : undefined)} />
        </Suspense>
      </div>
    </div>
  );
}

/** Focuses the form's first input, unless the player is already typing in one of its fields. */
function focusFirstInput(root: HTMLElement): boolean {
  const active = document.activeElement;
  if (active instanceof HTMLInputElement && root.contains(active)) return true;
  const input = root.querySelector<HTMLInputElement>('input');
  input?.focus();
  return input !== null;
}

function DialogBody({ redirect, onDone }: { redirect: string | null; onDone(path: string | null): void }) {
  const { t } = useTranslation('auth');
  return (
    <LoginForm
      redirect={safeRedirect(redirect ?? window.location.pathname)}
      onLeave={closeLoginDialog}
      onLoggedIn={() => {
        closeLoginDialog();
        toast.success(t('login_success'));
        onDone(redirect);
      }}
    />
  );
}
