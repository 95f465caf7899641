import { lazyScreen } from '../shell/lazy-screen';
import type { AppRoute } from './app-route';

const ActivityScreen = lazyScreen(() => import('../../features/promotions/routes/activity-screen'));
const ActivityInfoScreen = lazyScreen(() => import('../../features/promotions/routes/activity-info-screen'));
const RewardCentreScreen = lazyScreen(() => import('../../features/promotions/routes/reward-centre-screen'));
const RebateReportScreen = lazyScreen(() => import('../../features/promotions/routes/rebate-report-screen'));

/** features/promotions (issue 12): the activity centre, a promotion's page, the reward centre. */
export const promotionsRoutes: AppRoute[] = [
  // Spec 2: the footer is hidden on the activity screens.
  { path: '/m/activity', titleKey: 'title_activity', footer: 'hidden', screen: ActivityScreen },
  { path: '/m/activityInfo', titleKey: 'title_activity_info', footer: 'hidden', screen: ActivityInfoScreen },
  { path: '/m/rewardCenter', titleKey: 'title_reward_centre', session: 'member', screen: RewardCentreScreen },
  { path: '/m/member/rebateReport', titleKey: 'title_rebate', session: 'member', screen: RebateReportScreen },
];
