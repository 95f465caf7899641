import { lazyScreen } from '../../shell/lazy-screen';
import type { AppRoute } from '../app-route';

const SecurityCentreScreen = lazyScreen(
  () => import('../../../features/security-centre/routes/security-centre-screen'),
);

/** features/security-centre: payment password, bound contacts, bank cards, signed-in devices. */
export const securityCentreRoutes: AppRoute[] = [
  {
    path: '/m/securityCenter',
    titleKey: 'title_security_centre',
    session: 'member',
    screen: SecurityCentreScreen,
  },
];
