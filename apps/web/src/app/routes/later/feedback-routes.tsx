import { lazyScreen } from '../../shell/lazy-screen';
import type { AppRoute } from '../app-route';

const FeedbackScreen = lazyScreen(() => import('../../../features/feedback/routes/feedback-screen'));

/** features/feedback: feedback with pictures (spec 2 /m/feedback). */
export const feedbackRoutes: AppRoute[] = [
  { path: '/m/feedback', titleKey: 'title_feedback', session: 'member', screen: FeedbackScreen },
];
