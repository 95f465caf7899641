import { laterScreen } from '../shell/lazy-screen';
import type { AppRoute } from './app-route';

const UplineTransferScreen = laterScreen('uplineTransfer');

/** features/upline-transfer: the superior transfer. */
export const uplineTransferRoutes: AppRoute[] = [
  {
    path: '/m/upLine/transfer',
    titleKey: 'title_upline_transfer',
    session: 'member',
    screen: UplineTransferScreen,
  },
];
