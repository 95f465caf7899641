import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from '../../../lib/router';
import { useUnclaimedCount } from '../../../lib/unclaimed-rewards';
import { useUnreadCount } from '../../../lib/unread-messages';
import type { MemberCentre } from '../hooks/use-member-centre';
import type { MineItem } from '../services/menu-items';
import { MineIcon } from './mine-icon';
import styles from './mine-menu.module.css';

interface MineMenuProps {
  items: MineItem[];
  centre: MemberCentre;
  testId: string;
}

/** The count an item carries (mail: unread messages; reward: rewards to claim), shown when above zero. */
function useBadges(): Partial<Record<string, number>> {
  return { mail: useUnreadCount().data ?? 0, reward: useUnclaimedCount().data ?? 0 };
}

function Badge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className={styles.badge} data-testid="mine-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** Base template: the menu as rows. Each needs a session, else the login dialog opens. */
export function MineMenuList({ items, centre, testId }: MineMenuProps) {
  const { t } = useTranslation('mine');
  const badges = useBadges();
  return (
    <nav className={`${ui.card} ${ui.list}`} data-testid={testId}>
      {items.map((item) => (
        <Link
          key={item.id}
          to={item.path}
          className={`${ui.row} ${styles.row}`}
          onClick={centre.guard(item.path)}
          data-testid={`mine-item-${item.id}`}
        >
          <span className={`${ui.iconTile} ${styles.icon}`}>
            <MineIcon name={item.icon} />
          </span>
          <span className={styles.label}>{t(item.label)}</span>
          <Badge count={badges[item.id]} />
          <MineIcon name="chevronRight" size={18} className={ui.chevron} />
        </Link>
      ))}
    </nav>
  );
}

/** New template: the menu as a grid of tiles. */
export function MineMenuGrid({ items, centre, testId }: MineMenuProps) {
  const { t } = useTranslation('mine');
  const badges = useBadges();
  return (
    <nav className={`${ui.card} ${styles.grid}`} data-testid={testId}>
      {items.map((item) => (
        <Link
          key={item.id}
          to={item.path}
          className={styles.tile}
          onClick={centre.guard(item.path)}
          data-testid={`mine-item-${item.id}`}
        >
          <span className={`${ui.iconTile} ${styles.icon}`}>
            <MineIcon name={item.icon} size={22} />
            <Badge count={badges[item.id]} />
          </span>
          <span className={styles.tileLabel}>{t(item.label)}</span>
        </Link>
      ))}
    </nav>
  );
}
