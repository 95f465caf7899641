import { lazyScreen } from '../../shell/lazy-screen';
import type { AppRoute } from '../app-route';

const UplineTransferScreen = lazyScreen(
  () => import('../../../features/upline-transfer/routes/upline-transfer-screen'),
);

/** features/upline-transfer: the superior transfer. */
export const uplineTransferRoutes: AppRoute[] = [
  {
    path: '/m/upLine/transfer',
    titleKey: 'title_upline_transfer',
    session: 'member',
    screen: UplineTransferScreen,
  },
];
