import { type Form, useFieldBinder as useFormBinder } from '../../../components/ui/form';

const NAMESPACES = ['auth', 'errors'];

/** Props for a field component, its error in words from the auth and errors catalogues. */
export const useFieldBinder = <N extends string>(form: Form<N>) => useFormBinder(form, NAMESPACES);
