import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { isInApp, isStandalone, isWebClip, needsIosTip } from '../../../lib/device';
import { useTranslation } from '../../../lib/i18n-react';
import { useMerchantInfo } from '../../../lib/init-settings';
import { useNavigate } from '../../../lib/router';
import { localStore } from '../../../lib/storage';
import { showDownloadBar } from '../services/download-bar-rules';
import styles from './download-bar.module.css';

const DownloadTipsSheet = lazy(() => import('./download-tips-sheet'));

/**
 * Spec 2, 4 download bar: the app's icon and line, a button to /m/download and a close icon
 * that hides it for good (hideDownloadBar = 1). On iOS versions the app does not run on, the
 * button opens the tips with the web profile instead. The operator's app_background,
 * app_desc and app_desc_font_color dress it.
 */
export default function DownloadBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useMerchantInfo();
  const [closed, setClosed] = useState(() => localStore.get('hideDownloadBar') === '1');
  const [tips, setTips] = useState(false);
  const links = info.downloadLinks;
  const visible = showDownloadBar({
    closedByPlayer: closed,
    installedPwa: isStandalone() && !isWebClip(),
    inApp: isInApp,
    webClip: isWebClip(),
    linkTypes: links.map((link) => link.resourceType),
  });
  if (!visible) return null;

  const icon = links.find((link) => link.resourceType === 'AppDownloadIcon')?.url ?? info.site.logoUrl;
  const background = info.templates.app_background;
  const ink = info.templates.app_desc_font_color;
  const close = () => {
    localStore.set('hideDownloadBar', '1');
    setClosed(true);
  };
  return (
    <aside className={styles.bar} style={background ? { background } : undefined} data-testid="download-bar">
      <button
        type="button"
        className={styles.close}
        onClick={close}
        aria-label={t('close')}
        data-testid="download-bar-close"
      >
        <Icon name="close" size={16} />
      </button>
      <span className={styles.icon}>
        {icon ? <img src={icon} alt="" width={40} height={40} /> : <Icon name="withdraw" size={22} />}
      </span>
      <span className={styles.text} style={ink ? { color: ink } : undefined}>
        <strong>{t('download_bar_title', { site: info.site.name })}</strong>
        <span>{info.templates.app_desc ?? t('download_bar_text')}</span>
      </span>
      <button
        type="button"
        className={styles.action}
        onClick={() => (needsIosTip() ? setTips(true) : navigate('/m/download'))}
        data-testid="download-bar-open"
      >
        {t('download_bar_button')}
      </button>
      {tips && (
        <Suspense fallback={null}>
          <DownloadTipsSheet
            profileUrl={links.find((link) => link.resourceType === 'MOBILECONFIG')?.url}
            onClose={() => setTips(false)}
          />
        </Suspense>
      )}
    </aside>
  );
}
