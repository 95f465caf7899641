import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
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

/** A screen whose code loads on demand (a chunk of its own). */
export const lazyScreen = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

/**
 * Spec 2 Other: renders a lazy screen, showing "loading..." while its code arrives and
 * "something went wrong" with a retry button when it cannot be loaded or fails.
 */
export function Screen({ component: Component }: { component: ComponentType }) {
  return (
    <Boundary>
      <Suspense fallback={<ScreenLoading />}>
        <Component />
      </Suspense>
    </Boundary>
  );
}
