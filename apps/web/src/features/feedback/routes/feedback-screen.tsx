import { useState } from 'react';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { useTranslation } from '../../../lib/i18n-react';
import { FeedbackForm } from '../components/feedback-form';
import { FeedbackList } from '../components/feedback-list';
import styles from './feedback-screen.module.css';

type Tab = 'send' | 'mine';

/** /m/feedback (spec 2): the form, then the list of my feedback with the operator's replies. */
export default function FeedbackScreen() {
  const { t } = useTranslation('feedback');
  const [tab, setTab] = useState<Tab>('send');
  return (
    <div className={styles.screen} data-testid="feedback-screen">
      <div className={styles.tabs}>
        <SegmentedTabs<Tab>
          label={t('tabs')}
          value={tab}
          onChange={setTab}
          tabs={[
            { value: 'send', label: t('tab_send') },
            { value: 'mine', label: t('tab_mine') },
          ]}
          testId="feedback-tabs"
        />
      </div>
      {tab === 'send' ? <FeedbackForm onSent={() => setTab('mine')} /> : <FeedbackList />}
    </div>
  );
}
