import { Suspense, useState } from 'react';
import { useQueryClient } from '../../../lib/query';
import { useNavigate } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { responsibleGamingQuery, useResponsibleGaming } from '../api/get-responsible-gaming';
import { useRealityTimer } from '../hooks/use-reality-timer';
import { useSessionEndWarning } from '../hooks/use-session-end-warning';
import { RealityCheckDialog } from './reality-check-dialog';

/**
 * Issue 15 reality check, mounted by the shell for a logged-in real member: every N minutes of
 * the session (the member's choice) a dialog says how long they have played and what they
 * staked, won and net, asked afresh as it opens. Also warns once before a session limit ends it.
 */
export function RealityCheck({ onSignOut }: { onSignOut(): void }) {
  const status = useResponsibleGaming();
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const data = status.data;
  useRealityTimer({
    startedAt: data?.session.startedAt,
    minutes: data?.realityCheckMinutes ?? 0,
    paused: open,
    onDue: () => {
      // The figures are the session's now: ask again, and open whatever the answer (a dead
      // session is handled by the shell, which unmounts this).
      void queryClient
        .refetchQueries({ queryKey: responsibleGamingQuery(token).queryKey })
        .finally(() => setOpen(true));
    },
  });
  useSessionEndWarning(data?.session.endsAt);
  if (!open || !data) return null;
  // The dialog's words load with its first opening; the timers above run meanwhile.
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog
        status={data}
        onContinue={() => setOpen(false)}
        onHistory={() => {
          setOpen(false);
          navigate('/m/responsibleGaming?tab=history');
        }}
        onSignOut={onSignOut}
      />
    </Suspense>
  );
}
