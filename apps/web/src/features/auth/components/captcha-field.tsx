import { CodeField } from '../../../components/ui/code-field';
import { FieldIcon } from '../../../components/ui/field-icon';
import type { FieldBinding } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n-react';
import type { Captcha } from '../api/get-captcha';
import { CAPTCHA_MAX } from '../validation/validators';
import styles from './captcha-field.module.css';

interface CaptchaFieldProps extends FieldBinding {
  captcha: Captcha | null;
  loading: boolean;
  /** Spec 4: a tap on the image loads a new one. */
  onReload(): void;
}

/** The captcha answer (numeric, at most 6, spec 5) beside its image. */
export function CaptchaField({ captcha, loading, onReload, testId, onChange, ...field }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <CodeField
      {...field}
      label={t('captcha')}
      icon="shield"
      testId={testId}
      autoComplete="off"
      maxLength={CAPTCHA_MAX}
      onChange={onChange}
      trailing={
        <button
          type="button"
          className={styles.image}
          onClick={onReload}
          aria-label={t('captcha_reload')}
          data-testid={testId ? `${testId}-image` : undefined}
          data-captcha-id={captcha?.captchaId}
        >
          {captcha && <img src={captcha.image} alt="" width={110} height={40} />}
          {(loading || !captcha) && (
            <span className={styles.overlay}>{loading ? <Spinner size={18} /> : <FieldIcon name="refresh" />}</span>
          )}
        </button>
      }
    />
  );
}
