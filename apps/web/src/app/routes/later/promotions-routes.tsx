import { lazyScreen } from '../../shell/lazy-screen';
import type { AppRoute } from '../app-route';

const ActivityInfoScreen = lazyScreen(() => import('../../../features/promotions/routes/activity-info-screen'));
const RewardCentreScreen = lazyScreen(() => import('../../../features/promotions/routes/reward-centre-screen'));
const RebateReportScreen = lazyScreen(() => import('../../../features/promotions/routes/rebate-report-screen'));
const InviteFriendsScreen = lazyScreen(() => import('../../../features/promotions/routes/invite-friends-screen'));
const LeaderboardScreen = lazyScreen(() => import('../../../features/promotions/routes/leaderboard-screen'));
const RedRainScreen = lazyScreen(() => import('../../../features/promotions/routes/red-rain-screen'));

/**
 * features/promotions (issue 12): a promotion's page, the reward centre and the rest (the activity
 * centre: promotions-routes.tsx).
 */
export const promotionsLaterRoutes: AppRoute[] = [
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
