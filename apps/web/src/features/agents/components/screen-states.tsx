import { Spinner } from '../../../components/ui/spinner';
import styles from './agents.module.css';

/** A screen's first load: a spinner where the content will be. */
export function Loading() {
  return (
    <div className={styles.state} aria-busy="true">
      <Spinner size={28} />
    </div>
  );
}
