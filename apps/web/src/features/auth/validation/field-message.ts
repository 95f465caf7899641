/**
 * A field's error, kept as a key so it is shown in whatever language is current; a server
 * message (already translated for the request) is kept as text.
 */
export type FieldMessage =
  | { key: string; ns: 'auth' | 'errors'; params?: Record<string, string | number> }
  | { text: string };

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
