import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { useSearchParams } from '../../../lib/router';
import { HistoryView } from '../components/history-view';
import { RgHelp } from '../components/rg-help';
import { RgIntro } from '../components/rg-intro';
import { SettingsView } from '../components/settings-view';
import { NS } from '../services/namespace';

type Tab = 'limits' | 'history';

/**
 * /m/responsibleGaming (issue 15): limits, the session time limit, the reality check and a break
 * on one tab; the history of changes and sessions on ?tab=history (the reality check links there).
 */
export default function ResponsibleGamingScreen() {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'history' ? 'history' : 'limits';
  return (
    <div className={ui.page} data-testid="rg-screen" data-tab={tab}>
      <RgIntro />
      <SegmentedTabs<Tab>
        label={t('tabs')}
        value={tab}
        onChange={(next) => setParams(next === 'history' ? { tab: 'history' } : {}, { replace: true })}
        testId="rg-tab"
        tabs={[
          { value: 'limits', label: t('tab_limits') },
          { value: 'history', label: t('tab_history') },
        ]}
      />
      {tab === 'history' ? <HistoryView /> : <SettingsView />}
      <RgHelp />
    </div>
  );
}
