import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { afterLoad } from '../../lib/after-load';
import { useTranslation } from '../../lib/i18n-react';
import { renderScope } from '../../lib/render-scope';
import { useSession, useSessionStore } from '../../lib/session';
import type { LaterScreen } from '../routes/later-screens';
import styles from './lazy-screen.module.css';

export function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.state} data-testid="screen-loading">
      <Spinner size={28} />
      <span>{t('app_loading')}</span>
    </div>
  );
}

export function ScreenError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} data-testid="screen-error">
      <span>{t('app_error')}</span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

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
 * A screen whose code loads on demand (a chunk of its own). `module` is its source file, added
 * by the build (vite.config.ts, screenModules): a server render notes the screens it drew, so
 * the page links their styles and scripts (issue 16).
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>, module?: string): ComponentType {
  const Lazy = lazy(load);
  if (!module) return Lazy;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module load, never during a render
  return function LazyScreen() {
    renderScope.current()?.screens.add(module);
    return <Lazy />;
  };
}

const laterScreensChunk = () => import('../routes/later-screens');

/** A screen of later-screens.ts: its loader comes with that chunk, then its code with its own. */
export function laterScreen(name: LaterScreen): ComponentType {
  return lazyScreen(() => laterScreensChunk().then(({ laterScreens }) => laterScreens[name]()));
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
    // Then the later screens' loaders, so a tap to one of them waits for its own chunk only (a
    // page the browser draws has them named by the server already).
    void afterLoad().then(laterScreensChunk);
  }, [session]);
  return null;
}
