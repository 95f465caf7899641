import { laterScreen, lazyScreen } from '../shell/lazy-screen';
import type { AppRoute } from './app-route';

const ActivityScreen = lazyScreen(() => import('../../features/promotions/routes/activity-screen'));
const ActivityInfoScreen = laterScreen('activityInfo');
const RewardCentreScreen = laterScreen('rewardCentre');
const RebateReportScreen = laterScreen('rebateReport');
const InviteFriendsScreen = laterScreen('inviteFriends');
const LeaderboardScreen = laterScreen('leaderboard');
const RedRainScreen = laterScreen('redRain');

/** features/promotions (issue 12): the activity centre, a promotion's page, the reward centre. */
export const promotionsRoutes: AppRoute[] = [
  // Spec 2: the footer is hidden on the activity screens.
  { path: '/m/activity', titleKey: 'title_activity', footer: 'hidden', screen: ActivityScreen, ssr: true },
  { path: '/m/activityInfo', titleKey: 'title_activity_info', footer: 'hidden', screen: ActivityInfoScreen },
  { path: '/m/rewardCenter', titleKey: 'title_reward_centre', session: 'member', screen: RewardCentreScreen },
  { path: '/m/member/rebateReport', titleKey: 'title_rebate', session: 'member', screen: RebateReportScreen },
  // Spec 2 lists it among the agent tiles; any logged-in member may use it. The rain takes the
  // whole screen: no footer.
  {
    path: '/m/redRain',
    titleKey: 'title_red_rain',
    footer: 'hidden',
    session: 'member',
    screen: RedRainScreen,
  },
  { path: '/m/inviteFriends', titleKey: 'title_invite', session: 'member', screen: InviteFriendsScreen },
  { path: '/m/leaderBoard', titleKey: 'title_leaderboard', session: 'member', screen: LeaderboardScreen },
];
