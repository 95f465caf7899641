import { useEffect } from 'react';
import { DialogHost } from '../../components/ui/dialog-host';
import { alertDialog } from '../../components/ui/dialog-store';
import { Toaster } from '../../components/ui/toaster';
import { takeNoticeAfterReload } from '../../lib/end-session';
import { Outlet, useLocation, useNavigationType } from '../../lib/router';
import styles from './app-shell.module.css';
import { Footer } from './footer';
import { Header } from './header';
import { LoginDialogHost } from './login-dialog-host';
import { PageTransition } from './page-transition';
import { RealityCheckMount } from './reality-check-mount';
import { useSwipeBack } from './swipe-back';
import { useBack } from './use-back';
import { useDeadSession } from './use-dead-session';
import { useRoute } from './use-route';

/** The shell every screen renders in (spec 2 Shell): header, page with its transition, footer. */
export function AppShell() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const route = useRoute();
  const back = useBack();
  useSwipeBack(back);
  useDeadSession();

  // What the page before the reload left to say (a responsible-gaming break began).
  useEffect(() => {
    const notice = takeNoticeAfterReload();
    if (notice) void alertDialog(notice);
  }, []);

  // A new screen starts at the top; going back keeps where the browser restores it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new path on purpose
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  return (
    <div className={styles.app} data-footer={route?.footer !== 'hidden' || undefined}>
      <Header />
      <main className={styles.main}>
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <Footer />
      <Toaster />
      <LoginDialogHost />
      <DialogHost />
      <RealityCheckMount />
    </div>
  );
}
