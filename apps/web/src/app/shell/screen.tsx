import { Component, type ComponentType, type ErrorInfo, type ReactNode, Suspense, useEffect } from 'react';
import { afterLoad } from '../../lib/after-load';
import { useSession, useSessionStore } from '../../lib/session';
import { loadLaterRoutes } from '../routes/later-table';
import { ScreenError, ScreenLoading } from './lazy-screen';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('screen failed', error, info.componentStack);
  }

  override render() {
    // A browser keeps a failed module import failed, so retry reloads the page (and the chunk).
    return this.state.failed ? <ScreenError onRetry={() => window.location.reload()} /> : this.props.children;
  }
}

/**
 * Spec 2 Other: renders a lazy screen, showing "loading..." while its code arrives and
 * "something went wrong" with a retry button when it cannot be loaded or fails.
 */
export function Screen({ component: Component }: { component: ComponentType }) {
  return (
    <Boundary>
      <Suspense fallback={<ScreenLoading />}>
        <Component />
        <ReadyMark />
      </Suspense>
    </Boundary>
  );
}

/**
 * Marks <html data-ready> once a screen is the app's with what only this phone knows (the
 * session): a server-drawn screen is first taken over as a visitor's (issue 16), so a tap before
 * then would be answered as a visitor's. Journeys wait for the mark after each load.
 */
export function ReadyMark() {
  const session = useSession();
  useEffect(() => {
    if (session !== useSessionStore.getState().session || document.documentElement.dataset.ready !== undefined) return;
    document.documentElement.dataset.ready = '';
    // The moment, in the browser's own timeline (User Timing): what was asked for before it is
    // the page's first load (npm run bench, issue 16).
    performance.mark('pd-ready');
    // Then the later screens' routes, so a tap to one of them waits for its own chunk only (a
    // page the browser draws has them named by the server already).
    void afterLoad().then(loadLaterRoutes);
  }, [session]);
  return null;
}
