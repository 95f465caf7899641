import { Icon } from '../../../components/ui/icon';
import { Sheet } from '../../../components/ui/sheet';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from '../../../lib/router';
import styles from './download-bar.module.css';

/**
 * Spec 2 download popup, iOS tips: this iPhone's iOS is older than the app needs (12.4 or
 * later), so it offers the web profile (MOBILECONFIG). The mask, the close button or Escape close it.
 */
export default function DownloadTipsSheet({ profileUrl, onClose }: { profileUrl?: string; onClose(): void }) {
  const { t } = useTranslation('content');
  return (
    <Sheet title={t('download_tips_title')} onClose={onClose} testId="download-tips">
      <p className={styles.tip} data-testid="download-tips-text">
        <Icon name="alert" size={18} />
        {t('download_ios_tip')}
      </p>
      {profileUrl && (
        <a className={styles.profile} href={profileUrl} data-testid="download-tips-profile">
          {t('download_profile_button')}
        </a>
      )}
      <Link className={styles.more} to="/m/download" onClick={onClose}>
        {t('download_tips_more')}
      </Link>
    </Sheet>
  );
}
