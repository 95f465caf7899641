import type { ExtraField } from '@playdeck/contracts/auth-constants';
import type { ChangeEvent, Ref } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n-react';
import { EXTRA_FIELD_ICONS, type RegisterLayout } from '../services/register-fields';
import { PasswordInput } from './password-input';

interface BoundField {
  name: string;
  value: string;
  error: string | null;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur(): void;
  ref: Ref<HTMLInputElement>;
}

interface RegisterExtraFieldsProps {
  layout: RegisterLayout;
  bind(name: ExtraField): BoundField;
}

/** Spec 2 Register: the profile fields the merchant switched on, required ones marked. */
export function RegisterExtraFields({ layout, bind }: RegisterExtraFieldsProps) {
  const { t } = useTranslation('auth');
  return layout.extras.map((name) =>
    name === 'paymentPassword' ? (
      <PasswordInput
        key={name}
        {...bind(name)}
        label={t(`field_${name}`)}
        icon="key"
        inputMode="numeric"
        autoComplete="off"
        marked={layout.required(name)}
        testId={`register-${name}`}
      />
    ) : (
      <TextField
        key={name}
        {...bind(name)}
        label={t(`field_${name}`)}
        icon={EXTRA_FIELD_ICONS[name]}
        marked={layout.required(name)}
        type={name === 'email' ? 'email' : 'text'}
        autoComplete={name === 'email' ? 'email' : name === 'payeeName' ? 'name' : 'off'}
        testId={`register-${name}`}
      />
    ),
  );
}
