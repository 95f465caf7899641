import type { LimitView } from '@playdeck/contracts';
import { useState } from 'react';
import { Skeleton } from '../../../components/money/skeleton';
import { LoadError } from '../../../components/ui/load-error';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { useResponsibleGaming } from '../api/get-responsible-gaming';
import { type BreakDuration, type BreakKind, MONEY_LIMIT_KINDS } from '../constants';
import { NS } from '../services/namespace';
import { BreakSection } from './break-section';
import { BreakSheet } from './break-sheet';
import styles from './history.module.css';
import { LimitCard } from './limit-card';
import { LimitSheet } from './limit-sheet';
import { RealityCheckCard } from './reality-check-card';
import { SessionLimitSheet } from './session-limit-sheet';

type Open = { type: 'limit'; limit: LimitView } | { type: 'break'; kind: BreakKind; duration: BreakDuration } | null;

/** The protections: money limits by kind, the session time limit, the reality check, a break. */
export function SettingsView() {
  const { t } = useTranslation(NS);
  const status = useResponsibleGaming();
  const [open, setOpen] = useState<Open>(null);
  if (status.isPending)
    return (
      <div className={styles.skeleton} aria-busy="true" data-testid="rg-loading">
        <Skeleton height={210} radius={18} />
        <Skeleton height={210} radius={18} />
        <Skeleton height={210} radius={18} />
      </div>
    );
  if (status.isError) return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  const { limits, session, realityCheckMinutes } = status.data;
  const close = () => setOpen(null);
  const openLimit = (limit: LimitView) => setOpen({ type: 'limit', limit });
  return (
    <>
      <h2 className={ui.sectionTitle}>{t('section_limits')}</h2>
      {MONEY_LIMIT_KINDS.map((kind) => (
        <LimitCard key={kind} kind={kind} limits={limits.filter((l) => l.kind === kind)} onOpen={openLimit} />
      ))}
      <LimitCard
        kind="session"
        limits={limits.filter((l) => l.kind === 'session')}
        sessionEndsAt={session.endsAt}
        onOpen={openLimit}
      />
      <h2 className={ui.sectionTitle}>{t('section_reminders')}</h2>
      <RealityCheckCard minutes={realityCheckMinutes} />
      <h2 className={ui.sectionTitle}>{t('section_break')}</h2>
      <BreakSection onChoose={(kind, duration) => setOpen({ type: 'break', kind, duration })} />
      {open?.type === 'limit' &&
        (open.limit.kind === 'session' ? (
          <SessionLimitSheet limit={open.limit} onClose={close} />
        ) : (
          <LimitSheet limit={open.limit} onClose={close} />
        ))}
      {open?.type === 'break' && <BreakSheet kind={open.kind} duration={open.duration} onClose={close} />}
    </>
  );
}
