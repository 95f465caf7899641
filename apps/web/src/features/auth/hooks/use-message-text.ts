import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '../validation/field-message';

/** Turns a field message into words in the current language (a re-render after a switch re-translates). */
export function useMessageText() {
  const { t } = useTranslation(['auth', 'errors']);
  return (message: FieldMessage | null): string | null => {
    if (!message) return null;
    if ('text' in message) return message.text;
    return t(`${message.ns}:${message.key}`, message.params ?? {});
  };
}
