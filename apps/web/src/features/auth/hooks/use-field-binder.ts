import type { FormFields } from './use-form-fields';
import { useMessageText } from './use-message-text';

/** Props for a field component: the form's binding with its error already in words. */
export function useFieldBinder<N extends string>(form: FormFields<N>) {
  const text = useMessageText();
  return (name: N) => {
    const { error, ...rest } = form.field(name);
    return { ...rest, error: text(error) };
  };
}
