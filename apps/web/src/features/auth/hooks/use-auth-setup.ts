import type { CountryEntry, ValidationRules } from '@playdeck/contracts';
import { useHydrated } from '../../../components/client-only';
import { countriesQuery } from '../../../lib/get-countries';
import { queryOptions, useQuery } from '../../../lib/query';
import { useSuspenseQueries } from '../../../lib/query/use-suspense-queries';
import { validationRulesQuery } from '../api/get-validation-rules';
import { type RememberedLogin, readRememberedLogin } from '../services/remembered-login';

/**
 * The remembered login, read (and decrypted) each time a login form opens: this phone's own,
 * so read only once the form is the browser's (a server-drawn form is everyone's, issue 16).
 */
const rememberedLoginQuery = queryOptions({
  queryKey: ['auth', 'rememberedLogin'],
  queryFn: readRememberedLogin,
  staleTime: 0,
  gcTime: 0,
});

export interface AuthSetup {
  rules: ValidationRules;
  countries: CountryEntry[];
  defaultCountry: string;
  /** The dialling code the pickers start on (the merchant's country). */
  defaultDialCode: string;
  /** Undefined until read (after the form is the browser's); null when none is kept. */
  remembered: RememberedLogin | null | undefined;
}

/** What every account form needs before its first paint, fetched in parallel. */
export function useAuthSetup(): AuthSetup {
  const [rules, countries] = useSuspenseQueries({ queries: [validationRulesQuery, countriesQuery] });
  const remembered = useQuery({ ...rememberedLoginQuery, enabled: useHydrated() });
  const { defaultCountry } = countries.data;
  const defaultDialCode =
    countries.data.countries.find((country) => country.code === defaultCountry)?.dialCode ??
    countries.data.countries[0]?.dialCode ??
    '';
  return {
    rules: rules.data,
    countries: countries.data.countries,
    defaultCountry,
    defaultDialCode,
    remembered: remembered.data,
  };
}
