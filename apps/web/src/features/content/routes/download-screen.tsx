import { Icon } from '../../../components/ui/icon';
import { NoData } from '../../../components/ui/no-data';
import { iosVersion, isAndroid, needsIosTip } from '../../../lib/device';
import { useTranslation } from '../../../lib/i18n-react';
import { useMerchantInfo } from '../../../lib/init-settings';
import styles from './download-screen.module.css';

type Platform = 'ios' | 'android';

/**
 * /m/download (spec 2, 3: download links by resourceType): the app for each platform, this
 * device's first; on iOS the web profile (MOBILECONFIG) with its install steps, and the tip for
 * versions the app does not run on (11 or lower, 12.0-12.1; the app needs 12.4 or later).
 */
export default function DownloadScreen() {
  const { t } = useTranslation('content');
  const info = useMerchantInfo();
  const link = (type: string) => info.downloadLinks.find((l) => l.resourceType === type)?.url;
  const ios = link('IOS');
  const android = link('Android');
  const profile = link('MOBILECONFIG');
  const icon = link('AppDownloadIcon') ?? info.site.logoUrl;
  const onIos = iosVersion() !== undefined;
  const order: Platform[] = isAndroid ? ['android', 'ios'] : ['ios', 'android'];
  const background = info.templates.app_background;
  const ink = info.templates.app_desc_font_color;

  if (!ios && !android && !profile) return <NoData text={t('download_none')} />;
  return (
    <div className={styles.screen} data-testid="download-screen">
      <section className={styles.hero} style={background ? { background } : undefined}>
        <span className={styles.appIcon}>
          {icon ? <img src={icon} alt="" width={72} height={72} /> : <Icon name="withdraw" size={34} />}
        </span>
        <h2 style={ink ? { color: ink } : undefined}>{t('download_title', { site: info.site.name })}</h2>
        <p style={ink ? { color: ink } : undefined}>{info.templates.app_desc ?? t('download_text')}</p>
      </section>

      {onIos && needsIosTip() && (
        <p className={styles.tip} role="note" data-testid="download-ios-tip">
          <Icon name="alert" size={18} />
          {t('download_ios_tip')}
        </p>
      )}

      <div className={styles.platforms}>
        {order.map((platform) => {
          const url = platform === 'ios' ? ios : android;
          if (!url) return null;
          return (
            <a
              key={platform}
              className={styles.platform}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`download-${platform}`}
            >
              <span className={styles.platformIcon} aria-hidden="true">
                {platform === 'ios' ? <AppleMark /> : <AndroidMark />}
              </span>
              <span className={styles.platformText}>
                <strong>{t(platform === 'ios' ? 'download_ios' : 'download_android')}</strong>
                <small>{t(platform === 'ios' ? 'download_ios_needs' : 'download_android_needs')}</small>
              </span>
              <Icon name="withdraw" size={20} />
            </a>
          );
        })}
      </div>

      {profile && (
        <section className={styles.profile} data-testid="download-profile">
          <h3>{t('download_profile_title')}</h3>
          <p>{t('download_profile_text')}</p>
          <ol className={styles.steps}>
            {(['1', '2', '3', '4'] as const).map((step) => (
              <li key={step}>{t(`download_profile_step_${step}`)}</li>
            ))}
          </ol>
          <a className={styles.profileButton} href={profile} data-testid="download-profile-button">
            {t('download_profile_button')}
          </a>
        </section>
      )}
    </div>
  );
}

function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.8c-1.5 0-3 .9-3.7 2.3-1.6 2.8-.4 6.9 1.1 9.2.8 1.1 1.7 2.3 2.9 2.3 1.2-.1 1.6-.8 3-.8s1.8.8 3 .7c1.3 0 2.1-1.1 2.8-2.2.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.7zM14.2 5.8c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.2z"
      />
    </svg>
  );
}

function AndroidMark() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        fill="currentColor"
        d="M6 9h12v8a1 1 0 0 1-1 1h-1v3h-2v-3h-4v3H8v-3H7a1 1 0 0 1-1-1zM4 9h1v6H4zm15 0h1v6h-1zM7.5 8a4.5 4.5 0 0 1 9 0zM9.5 5.5 8.3 3.8m6.2 1.7 1.2-1.7M10 6.5a.6.6 0 1 0 0 .1m4 0a.6.6 0 1 0 0 .1"
      />
    </svg>
  );
}
