import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { type PendingDialog, useDialogStore } from './dialog-store';

/**
 * The dialog's code loads the first time one opens (issue 16: not in the first load). Should it
 * fail to load (a dropped connection), the browser's own dialog asks instead, so the caller
 * waiting on the answer still gets one.
 */
const DialogBox = lazy(
  (): Promise<{ default: ComponentType<{ request: PendingDialog }> }> =>
    import('./dialog-box').catch(() => ({ default: BrowserDialog })),
);

function BrowserDialog({ request }: { request: PendingDialog }) {
  const settle = useDialogStore((s) => s.settle);
  useEffect(() => {
    if (request.alertOnly) {
      window.alert(request.message);
      settle(true);
    } else settle(window.confirm(request.message));
  }, [request, settle]);
  return null;
}

/** Renders the pending confirm or alert (dialog-store). */
export function DialogHost() {
  const request = useDialogStore((s) => s.request);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <DialogBox key={request.id} request={request} />
    </Suspense>
  );
}
