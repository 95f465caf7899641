import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import { useTranslation } from '../../../lib/i18n-react';
import { useServiceLinks } from '../api/get-service-links';
import { ChannelMark } from '../components/channel-mark';
import { ListSkeleton } from '../components/list-skeleton';
import styles from './service-screen.module.css';

/** /m/service (spec 2 lazy pages; footer hidden): every channel the merchant answers on. */
export default function ServiceScreen() {
  const { t } = useTranslation('content');
  const links = useServiceLinks();
  if (links.isPending) return <ListSkeleton rows={3} testId="service-loading" />;
  if (links.isError) return <LoadError error={links.error} onRetry={() => void links.refetch()} />;
  return (
    <div className={styles.screen} data-testid="service-screen">
      <section className={styles.hero}>
        <span className={styles.heroIcon} aria-hidden="true">
          <Icon name="headset" size={30} />
        </span>
        <h2>{t('service_title')}</h2>
        <p>{t('service_text')}</p>
      </section>
      {links.data.length === 0 ? (
        <NoData text={t('service_empty')} />
      ) : (
        <ul className={styles.channels}>
          {links.data.map((link) => (
            <li key={`${link.type}-${link.url}`}>
              <a
                className={styles.channel}
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid={`service-channel-${link.type}`}
              >
                <ChannelMark type={link.type} />
                <span className={styles.name}>{link.name}</span>
                <span className={styles.open}>{t('service_open')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
