import { lazy, Suspense } from 'react';
import { useLoginDialog } from '../../lib/login-dialog';

/** The dialog's code (forms, validation, encryption) loads the first time it opens. */
const LoginDialog = lazy(() => import('../../features/auth/components/login-dialog'));

/** Spec 2 Login: renders the login dialog that any protected action opens (lib/login-dialog). */
export function LoginDialogHost() {
  const open = useLoginDialog((s) => s.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
