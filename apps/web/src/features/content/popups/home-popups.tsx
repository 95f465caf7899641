import type { AnnouncementItem } from '@playdeck/contracts';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { useSession } from '../../../lib/session';
import { localStore, sessionStore } from '../../../lib/storage';
import { useHomeContent } from '../api/get-announcements';
import { nextPopupState, type PopupGroup, popupData, popupsFor } from './popup-rules';

/**
 * Its code arrives only when there is something to show: asked for when the popup's delay starts,
 * so that it is here when the delay ends (spec 9 times the popup, not its code's journey).
 */
const loadContentPopup = () => import('./content-popup');
const ContentPopup = lazy(loadContentPopup);

/** Spec 9: the popup appears 0.5 s after load or after its list changes. */
const POPUP_DELAY_MS = 500;
/** The closing animation's length (content-popup.module.css). */
const CLOSING_MS = 200;

type Showing = { kind: 'announcements' | 'notices'; closing: boolean } | null;

const storageKey = (group: PopupGroup) => (group === 'A' ? 'SHELL_PU_A' : 'SHELL_PU_B');

/**
 * Home's popups (spec 2, 3, 4): the announcement popup for this group (A with a session, B
 * without) when its entries are new to this browser, then the notice popup once a browser
 * session when there are notices. One at a time, never both.
 */
export default function HomePopups() {
  const { t } = useTranslation();
  const session = useSession();
  const home = useHomeContent();
  const group: PopupGroup = session ? 'A' : 'B';
  const firstTimeLogin = session?.firstTimeLogin ?? false;
  const announcements = useMemo(
    () => popupsFor(home.data?.PU ?? [], group, firstTimeLogin),
    [home.data, group, firstTimeLogin],
  );
  const notices: AnnouncementItem[] = home.data?.PL ?? [];
  const [showing, setShowing] = useState<Showing>(null);
  const hasNotices = notices.length > 0;
  const loaded = home.data !== undefined;

  // The effect follows what the entries say, not a refetch's new array with the same entries.
  const data = useMemo(() => popupData(announcements), [announcements]);
  const dataKey = data.join('\u0000');

  // biome-ignore lint/correctness/useExhaustiveDependencies: dataKey stands for data
  useEffect(() => {
    if (!loaded) return;
    const key = storageKey(group);
    const state = nextPopupState(localStore.get(key), data);
    localStore.set(key, state);
    const next = state.show ? 'announcements' : hasNotices && !sessionStore.get('noticeShown') ? 'notices' : null;
    if (!next) return;
    // A failure here is the popup's own to show (its lazy load asks again).
    loadContentPopup().catch(() => {});
    const timer = window.setTimeout(() => {
      if (next === 'notices') sessionStore.set('noticeShown', '1');
      setShowing({ kind: next, closing: false });
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loaded, group, dataKey, hasNotices]);

  const kind = showing?.kind;
  const close = useCallback(() => {
    setShowing((current) => current && { ...current, closing: true });
    window.setTimeout(() => {
      if (kind === 'announcements') {
        // Spec 4: closing, then hidden, and show=false stored.
        const key = storageKey(group);
        const stored = localStore.get(key);
        if (stored) localStore.set(key, { ...stored, show: false });
        // The notices follow the announcements, once a browser session.
        if (hasNotices && !sessionStore.get('noticeShown')) {
          sessionStore.set('noticeShown', '1');
          setShowing({ kind: 'notices', closing: false });
          return;
        }
      }
      setShowing(null);
    }, CLOSING_MS);
  }, [kind, group, hasNotices]);

  if (!showing) return null;
  return (
    <Suspense fallback={null}>
      {showing.kind === 'announcements' ? (
        <ContentPopup
          key="announcements"
          entries={announcements}
          closing={showing.closing}
          onClose={close}
          testId="announcement-popup"
        />
      ) : (
        <ContentPopup
          key="notices"
          entries={notices}
          closing={showing.closing}
          onClose={close}
          kicker={t('notice_popup_kicker')}
          footerLink={{ label: t('notice_popup_all'), to: '/m/notice' }}
          testId="notice-popup"
        />
      )}
    </Suspense>
  );
}
