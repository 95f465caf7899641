import { Button } from '../../../components/ui/button';
import { FieldIcon, type FieldIconName } from '../../../components/ui/field-icon';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useNavigate } from '../../../lib/router';
import { useCreateTrial } from '../api/create-trial';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import formStyles from '../components/forms.module.css';
import { useCompleteLogin } from '../hooks/use-complete-login';
import styles from './trial-screen.module.css';

const POINTS: { icon: FieldIconName; key: string }[] = [
  { icon: 'gift', key: 'trial_point_credits' },
  { icon: 'clock', key: 'trial_point_instant' },
  { icon: 'shield', key: 'trial_point_limits' },
];

/**
 * /m/trail (spec 2, 7): explains the free trial, creates the trial account (type 4), logs it in
 * and goes home. Trial players are told free_reject where a real account is needed (spec 6).
 */
export default function TrialScreen() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const trial = useCreateTrial();
  const completeLogin = useCompleteLogin();

  const start = () =>
    trial.mutate(undefined, {
      onSuccess: (answer) => {
        completeLogin(answer);
        toast.success(t('trial_started'));
        navigate('/m/home', { replace: true });
      },
    });

  return (
    <AuthLayout title={t('trial_title')} subtitle={t('trial_subtitle')} icon="gamepad" testId="trial-screen">
      <ul className={styles.points}>
        {POINTS.map((point) => (
          <li key={point.key}>
            <span className={styles.pointIcon}>
              <FieldIcon name={point.icon} size={20} />
            </span>
            <span>{t(point.key)}</span>
          </li>
        ))}
      </ul>
      <FormAlert message={trial.isError ? errorText(trial.error, t) : null} testId="trial-alert" />
      <Button onClick={start} loading={trial.isPending} testId="trial-start">
        {t('trial_start')}
      </Button>
      <p className={formStyles.switch}>
        {t('trial_real_account')}{' '}
        <Link to="/m/register" data-testid="trial-register">
          {t('register_now')}
        </Link>
      </p>
    </AuthLayout>
  );
}
