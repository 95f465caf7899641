import { type ComponentType, lazy } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/i18n-react';
import { renderScope } from '../../lib/render-scope';
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
