import { lazyScreen } from '../../shell/lazy-screen';
import type { AppRoute } from '../app-route';

const LotteryScreen = lazyScreen(() => import('../../../features/lottery/routes/lottery-screen'));
const StartLotteryScreen = lazyScreen(() => import('../../../features/lottery/routes/start-lottery-screen'));
const MoreLotteryScreen = lazyScreen(() => import('../../../features/lottery/routes/more-lottery-screen'));

/**
 * features/lottery (issue 14): the lottery category's lobby, a game's bet screen, and results,
 * trends, bets and winners (spec 2; /m/moreLottery hides the footer). Browsing needs no session;
 * placing a bet asks to log in.
 */
export const lotteryRoutes: AppRoute[] = [
  { path: '/m/lottery', titleKey: 'title_lottery', screen: LotteryScreen },
  { path: '/m/startLottery', titleKey: 'title_start_lottery', screen: StartLotteryScreen },
  { path: '/m/moreLottery', titleKey: 'title_more_lottery', footer: 'hidden', screen: MoreLotteryScreen },
];
