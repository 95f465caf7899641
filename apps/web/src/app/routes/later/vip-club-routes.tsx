import { lazyScreen } from '../../shell/lazy-screen';
import type { AppRoute } from '../app-route';

const BenefitsScreen = lazyScreen(() => import('../../../features/vip-club/routes/benefits-screen'));

/** features/vip-club (issue 12): the VIP benefits, opened from the member centre's header (spec 2 Mine). */
export const vipClubRoutes: AppRoute[] = [
  { path: '/m/member/benefits', titleKey: 'title_benefits', session: 'member', screen: BenefitsScreen },
];
