import { type FormEvent, useState } from 'react';
import { FormEnd } from '../../../components/money/form-end';
import { PasswordField } from '../../../components/ui/password-field';
import ui from '../../../components/ui/surface.module.css';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { errorText, isApiError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { useRegisterDownline } from '../api/team';
import { AgentFooter } from '../components/agent-footer';
import { AgentLinks } from '../components/agent-links';
import styles from '../components/agents.module.css';

type Role = 0 | 1;

/**
 * /m/agentRegister (open account, agent footer): the agent opens a player or agent account in its
 * direct downline; under the form, its invitation code and share links.
 */
export default function AgentRegisterScreen() {
  const { t } = useTranslation(['agents', 'errors']);
  const register = useRegisterDownline();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [role, setRole] = useState<Role>(0);
  const [problems, setProblems] = useState<{ username?: string; password?: string; confirm?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const next: typeof problems = {};
    if (!username.trim()) next.username = t('username_required');
    if (!password) next.password = t('password_required');
    if (confirm !== password) next.confirm = t('confirm_mismatch');
    setProblems(next);
    if (Object.keys(next).length > 0 || register.isPending) return;
    try {
      const made = await register.mutateAsync({
        username: username.trim(),
        password,
        confirmPassword: confirm,
        customerType: role,
      });
      toast.success(t('register_done', { name: made.username }), 1500);
      setUsername('');
      setPassword('');
      setConfirm('');
    } catch (error) {
      if (isApiError(error, 'member.exists')) setProblems({ username: errorText(error, t) });
      else if (isApiError(error, 'password.weak')) setProblems({ password: errorText(error, t) });
      else setAlert(errorText(error, t));
    }
  };

  return (
    <div className={styles.withFooter}>
      <div className={ui.page} data-testid="agent-register">
        <form className={`${ui.card} ${styles.form}`} onSubmit={submit} noValidate>
          <fieldset className={styles.roles} aria-label={t('account_type')}>
            {([0, 1] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={role === value}
                className={styles.chip}
                onClick={() => setRole(value)}
                data-testid={`agent-register-role-${value === 0 ? 'player' : 'agent'}`}
              >
                {value === 0 ? t('role_player') : t('role_agent')}
              </button>
            ))}
          </fieldset>
          <TextField
            label={t('username')}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={problems.username ?? null}
            autoCapitalize="none"
            autoCorrect="off"
            maxLength={64}
            testId="agent-register-username"
          />
          <PasswordField
            label={t('password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={problems.password ?? null}
            maxLength={64}
            autoComplete="new-password"
            showLabel={t('show_password')}
            hideLabel={t('hide_password')}
            testId="agent-register-password"
          />
          <PasswordField
            label={t('confirm_password')}
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={problems.confirm ?? null}
            maxLength={64}
            autoComplete="new-password"
            showLabel={t('show_password')}
            hideLabel={t('hide_password')}
            testId="agent-register-confirm"
          />
          <FormEnd alert={alert} submitting={register.isPending} testId="agent-register">
            {t('open_account')}
          </FormEnd>
        </form>
        <AgentLinks />
      </div>
      <AgentFooter />
    </div>
  );
}
