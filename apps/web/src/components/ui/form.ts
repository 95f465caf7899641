import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, type Ref, useCallback, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm as useHookForm } from 'react-hook-form';
// zod's tree-shakeable build: the form chunks carry only what the checks use.
import { z } from 'zod/mini';
import type { ServerFieldError } from '../../lib/errors';
import { decodeMessage, encodeMessage, type FieldMessage, useMessageText } from './form-message';
import { type FieldValidator, type FieldValues, problemsOf, type RequestCheck } from './form-problems';

export type { FieldMessage } from './form-message';
export type { FieldValidator, FieldValues, RequestCheck } from './form-problems';

type FieldElement = HTMLInputElement | HTMLSelectElement;
/** react-hook-form's view of the values: every field is a string. */
type Values = Record<string, string>;
type Flags<N extends string> = Partial<Record<N, boolean>>;

interface Options<N extends string> {
  /** Checks by field (they close over rules that arrive later); a field without one always passes. */
  validators: Partial<Record<N, FieldValidator<N>>>;
  /** The contracts' request schema, run after the field checks (it reads the latest values and closures). */
  request?: RequestCheck<N>;
  /**
   * 'touched' (the account screens, spec 5): a field left or typed in is checked again as it is
   * typed. 'submit' (wallet and security forms): errors appear on submit; editing a field hides its error.
   */
  revalidate?: 'touched' | 'submit';
  /** Mark a field touched as soon as it is typed in, not only when left (spec 5: revalidated on input). */
  touchOnInput?: boolean;
  /** Fields that start touched (a value carried over from the previous screen). */
  touched?: N[];
}

/**
 * The one form approach of the app: react-hook-form holds values and errors, a zod schema run by
 * the zod resolver decides them. Only the fields on screen (whose input is mounted) are checked,
 * so a form whose fields depend on configuration or on a tab needs no list of them. Errors are
 * message keys (translated when shown). On submit, focus moves to the first invalid field in
 * screen order (spec 5); the server's field errors land on their fields.
 */
export function useForm<N extends string>(initial: FieldValues<N>, options: Options<N>) {
  const elements = useRef(new Map<N, FieldElement>());
  const validatorsRef = useRef(options.validators);
  validatorsRef.current = options.validators;
  const requestRef = useRef(options.request);
  requestRef.current = options.request;
  const onScreen = useCallback(() => [...elements.current.keys()], []);
  const mode = options.revalidate ?? 'touched';

  // The checks close over configuration that arrives later (rules, settings): the schema reads the latest.
  const resolver = useMemo(() => {
    const schema = z.record(z.string(), z.string()).check(
      z.superRefine((values, ctx) => {
        const problems = problemsOf(values as FieldValues<N>, onScreen(), validatorsRef.current, requestRef.current);
        for (const [name, problem] of problems) {
          ctx.addIssue({ code: 'custom', path: [name], message: encodeMessage(problem) });
        }
      }),
    );
    return zodResolver(schema) as unknown as Resolver<Values>;
  }, [onScreen]);

  const form = useHookForm<Values>({ defaultValues: initial, resolver, shouldFocusError: false });
  const values = form.watch() as FieldValues<N>;
  const key = (name: N): string => name;
  const { errors } = form.formState;

  const [touched, setTouched] = useState<Flags<N>>(() => {
    const start: Flags<N> = {};
    for (const name of options.touched ?? []) start[name] = true;
    return start;
  });
  const touchedRef = useRef(touched);
  const markTouched = useCallback((names: N[]) => {
    if (names.every((name) => touchedRef.current[name])) return;
    const next = { ...touchedRef.current };
    for (const name of names) next[name] = true;
    touchedRef.current = next;
    setTouched(next);
  }, []);

  const problemsNow = () =>
    problemsOf(form.getValues() as FieldValues<N>, onScreen(), validatorsRef.current, requestRef.current);
  const focusFirst = useCallback((names: N[]) => {
    const inputs = names.map((name) => elements.current.get(name)).filter((el): el is FieldElement => Boolean(el));
    inputs.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    inputs[0]?.focus();
  }, []);
  /** Re-checks the touched fields on screen (a change to a password re-checks its confirmation). */
  const recheckTouched = () => {
    const names = onScreen().filter((name) => touchedRef.current[name]);
    if (names.length > 0) void form.trigger(names.map(key));
  };

  const setValue = (name: N, value: string) => {
    form.setValue(key(name), value);
    if (mode === 'submit') return form.clearErrors(key(name));
    if (options.touchOnInput) markTouched([name]);
    recheckTouched();
  };

  /** Checks every field on screen, shows the errors and focuses the first invalid one. */
  const validate = async (): Promise<boolean> => {
    const names = onScreen();
    markTouched(names);
    form.clearErrors();
    if (names.length > 0) await form.trigger(names.map(key));
    const invalid = names.filter((name) => form.getFieldState(key(name)).invalid);
    focusFirst(invalid);
    return invalid.length === 0;
  };

  /** Shows an error (the server's, or a check made on demand) on a field, and focuses it. */
  const setError = (name: N, error: FieldMessage, focus = true) => {
    markTouched([name]);
    form.setError(key(name), { type: 'manual', message: encodeMessage(error) });
    if (focus) focusFirst([name]);
  };

  /** Shows a validation.failed answer's field messages; true when one of them is on screen. */
  const applyServerErrors = (fields: ServerFieldError[], rename: Partial<Record<string, N>> = {}): boolean => {
    const shown: N[] = [];
    for (const { field, message } of fields) {
      const name = (rename[field] ?? field) as N;
      if (!onScreen().includes(name) || shown.includes(name)) continue;
      shown.push(name);
      form.setError(key(name), { type: 'server', message: encodeMessage({ text: message }) });
    }
    markTouched(shown);
    focusFirst(shown);
    return shown.length > 0;
  };

  const errorOf = (name: N): FieldMessage | null => {
    const error = errors[name as keyof typeof errors] as { message?: string } | undefined;
    return error ? (decodeMessage(error.message) ?? { text: '' }) : null;
  };

  /** Props for an input: value, change, blur, ref (which also marks it as on screen), error. */
  const field = (name: N) => ({
    name,
    value: values[name] ?? '',
    error: errorOf(name),
    onChange: (event: ChangeEvent<FieldElement>) => setValue(name, event.target.value),
    // Leaving a field never typed in says nothing (closing the dialog is not a mistake); submit checks it.
    onBlur: () => {
      if (mode === 'submit') return;
      if (form.getValues(key(name)) === '' && !touchedRef.current[name]) return;
      markTouched([name]);
      recheckTouched();
    },
    ref: (element: FieldElement | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
  });

  /** The same for a field component that reports its new value rather than the event (pin boxes, code fields). */
  const valueField = (name: N) => ({ ...field(name), onChange: (value: string) => setValue(name, value) });

  return {
    values,
    field,
    valueField,
    setValue,
    clearValue: (name: N) => {
      form.setValue(key(name), '');
      form.clearErrors(key(name));
    },
    validate,
    /** Spec 4: after a language change the filled fields are checked again. */
    revalidateFilled: () => {
      const names = onScreen().filter((name) => form.getValues(key(name)) !== '');
      if (names.length > 0) void form.trigger(names.map(key));
    },
    setError,
    /** Hides one field's error, or every error. */
    clearErrors: (name?: N) => form.clearErrors(name === undefined ? undefined : key(name)),
    applyServerErrors,
    focus: (name: N) => focusFirst([name]),
    /** Every field on screen touched and passing: spec 5, set password by phone submits only then. */
    ready: onScreen().length > 0 && onScreen().every((name) => touched[name]) && problemsNow().size === 0,
  };
}

export type Form<N extends string> = ReturnType<typeof useForm<N>>;

/** Props for a field component: the form's binding with its error already in words. */
export function useFieldBinder<N extends string>(form: Form<N>, namespaces: string[] = []) {
  const text = useMessageText(namespaces);
  return (name: N) => {
    const { error, ...rest } = form.field(name);
    return { ...rest, error: text(error) };
  };
}

/** `useFieldBinder` for components that report their new value (`valueField`). */
export function useValueBinder<N extends string>(form: Form<N>, namespaces: string[] = []) {
  const text = useMessageText(namespaces);
  return (name: N) => {
    const { error, ...rest } = form.valueField(name);
    return { ...rest, error: text(error) };
  };
}

/** What a bound field component receives from `useFieldBinder`. */
export interface FieldBinding {
  name: string;
  value: string;
  error: string | null;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur(): void;
  ref?: Ref<HTMLInputElement>;
  marked?: boolean;
  testId?: string;
}
