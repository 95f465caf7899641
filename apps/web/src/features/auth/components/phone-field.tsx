import type { CountryEntry } from '@playdeck/contracts';
import { CountryPicker } from '../../../components/ui/country-picker';
import type { FieldBinding } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n-react';
import { MOBILE_MAX } from '../validation/validators';

interface PhoneFieldProps extends FieldBinding {
  label: string;
  countries: CountryEntry[];
  defaultCountry: string;
  dialCode: string;
  onDialCodeChange(dialCode: string): void;
}

/** The mobile number with its dialling-code picker; digits only, at most 20 (spec 9). */
export function PhoneField({
  countries,
  defaultCountry,
  dialCode,
  onDialCodeChange,
  testId,
  onChange,
  ...field
}: PhoneFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      {...field}
      testId={testId}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={MOBILE_MAX}
      onChange={(event) => {
        // Only digits reach the form: players paste numbers with spaces and dashes.
        event.target.value = event.target.value.replace(/\D/g, '');
        onChange(event);
      }}
      leading={
        <CountryPicker
          countries={countries}
          defaultCountry={defaultCountry}
          label={t('country_code')}
          value={dialCode}
          onChange={onDialCodeChange}
          testId={testId ? `${testId}-country` : undefined}
        />
      }
    />
  );
}
