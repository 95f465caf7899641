import type { FieldMessage } from '../../../components/ui/form-message';

export type { FieldMessage } from '../../../components/ui/form-message';

export const authMessage = (key: string, params?: Record<string, string | number>): FieldMessage => ({
  key,
  ns: 'auth',
  ...(params ? { params } : {}),
});

export const errorsMessage = (key: string, params?: Record<string, string | number>): FieldMessage => ({
  key,
  ns: 'errors',
  ...(params ? { params } : {}),
});
