import { useTranslation } from '../../lib/i18n-react';

/**
 * A field's error, kept as a key so it is shown in whatever language is current; a server
 * message (already translated for the request) is kept as text.
 */
export type FieldMessage = { key: string; ns: string; params?: Record<string, string | number> } | { text: string };

/** A zod issue or a react-hook-form error carries a string: the message travels as JSON. */
export const encodeMessage = (message: FieldMessage): string => JSON.stringify(message);

export function decodeMessage(message: string | undefined): FieldMessage | null {
  if (!message) return null;
  try {
    return JSON.parse(message) as FieldMessage;
  } catch {
    return { text: message };
  }
}

/** Turns a field message into words in the current language (a re-render after a switch re-translates). */
export function useMessageText(namespaces: string[] = []) {
  const { t } = useTranslation(namespaces);
  return (message: FieldMessage | null): string | null => {
    if (!message) return null;
    if ('text' in message) return message.text;
    return t(`${message.ns}:${message.key}`, message.params ?? {});
  };
}
