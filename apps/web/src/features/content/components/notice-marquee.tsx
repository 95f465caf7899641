import { useTranslation } from '../../../lib/i18n-react';
import { Link } from '../../../lib/router';
import { useNotices } from '../api/get-announcements';
import styles from './notice-marquee.module.css';

/**
 * Spec 2 Home, announcement marquee: the notices' titles running across; a tap opens /m/notice;
 * with none it says so. Its height is fixed, so nothing below moves when the notices arrive.
 */
export default function NoticeMarquee() {
  const { t } = useTranslation('content');
  const notices = useNotices();
  const titles = notices.data?.map((notice) => notice.title) ?? [];
  const text = titles.length > 0 ? titles.join('     •     ') : notices.isPending ? '' : t('notice_empty');
  // About 60 px a second whatever the length, so a long list does not race past.
  const seconds = Math.max(12, Math.round(text.length / 4));
  return (
    <Link
      to="/m/notice"
      className={styles.marquee}
      aria-label={text ? `${t('notice_open')}: ${text}` : t('notice_open')}
      data-testid="notice-marquee"
    >
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M4 10v4h3l6 4V6L7 10zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span className={styles.window}>
        <span
          className={titles.length > 0 ? styles.running : styles.still}
          style={{ animationDuration: `${seconds}s` }}
          data-testid="notice-marquee-text"
        >
          {text}
        </span>
      </span>
    </Link>
  );
}
