import { lazyScreen } from '../../shell/lazy-screen';
import type { AppRoute } from '../app-route';

const MessagesScreen = lazyScreen(() => import('../../../features/messages/routes/messages-screen'));

/** features/messages: the message centre (spec 2 /m/webEmail). */
export const messagesRoutes: AppRoute[] = [
  { path: '/m/webEmail', titleKey: 'title_message', session: 'member', screen: MessagesScreen },
];
