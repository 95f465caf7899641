import { Icon } from './icon';
import { Spinner } from './spinner';
import { useToastStore } from './toast-store';
import styles from './toaster.module.css';

export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <div className={styles.host} aria-live="polite" aria-atomic="true">
      {toasts.map((t) => (
        <div key={t.id} className={styles.toast} data-kind={t.kind} role={t.kind === 'error' ? 'alert' : 'status'}>
          {t.kind === 'loading' && <Spinner size={26} />}
          {t.kind === 'success' && <Icon name="check" size={26} />}
          {t.kind === 'error' && <Icon name="alert" size={26} />}
          <span>{t.message}</span>
        </div>
      ))}
    </div>
  );
}
