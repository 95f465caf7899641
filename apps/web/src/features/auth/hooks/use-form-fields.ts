import { type ChangeEvent, useCallback, useRef, useState } from 'react';
import type { ServerFieldError } from '../../../lib/errors';
import type { FieldMessage } from '../validation/field-message';

export type FieldValues<N extends string> = Record<N, string>;
export type FieldValidator<N extends string> = (value: string, values: FieldValues<N>) => FieldMessage | null;
type FieldElement = HTMLInputElement | HTMLSelectElement;
type Flags<N extends string> = Partial<Record<N, boolean>>;
type Errors<N extends string> = Partial<Record<N, FieldMessage>>;

interface Options<N extends string> {
  /** Validators by field; a field without one always passes. */
  validators: Partial<Record<N, FieldValidator<N>>>;
  /** Mark a field touched as soon as it is typed in, not only when left (spec 5: revalidated on input). */
  touchOnInput?: boolean;
  /** Fields that start touched (a value carried over from the previous screen). */
  touched?: N[];
}

/**
 * A small form state for the account screens: values, errors kept as message keys, touched
 * fields. Only the fields on screen (those whose input is mounted) are validated, so a form whose
 * fields depend on configuration or on a tab needs no list of them. Once touched, a field is
 * re-checked as it is typed, so a shown error goes as soon as it is fixed. On submit, focus
 * moves to the first invalid field in screen order (spec 5).
 */
export function useFormFields<N extends string>(initial: FieldValues<N>, options: Options<N>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<N>>({});
  const [touched, setTouched] = useState<Flags<N>>(() => {
    const start: Flags<N> = {};
    for (const name of options.touched ?? []) start[name] = true;
    return start;
  });
  const elements = useRef(new Map<N, FieldElement>());
  const valuesRef = useRef(values);
  const touchedRef = useRef(touched);
  // Validators close over configuration that arrives later (rules, settings): always use the latest.
  const validatorsRef = useRef(options.validators);
  validatorsRef.current = options.validators;

  const check = useCallback(
    (name: N) => validatorsRef.current[name]?.(valuesRef.current[name], valuesRef.current) ?? null,
    [],
  );
  const onScreen = useCallback(() => [...elements.current.keys()], []);

  /** Re-checks the fields on screen that `which` selects, keeping the others' errors. */
  const recheck = useCallback(
    (which: (name: N) => boolean) =>
      setErrors((previous) => {
        const next = { ...previous };
        for (const name of onScreen().filter(which)) {
          const error = check(name);
          if (error) next[name] = error;
          else delete next[name];
        }
        return next;
      }),
    [check, onScreen],
  );

  const markTouched = useCallback((names: N[]) => {
    if (names.every((name) => touchedRef.current[name])) return;
    const next = { ...touchedRef.current };
    for (const name of names) next[name] = true;
    touchedRef.current = next;
    setTouched(next);
  }, []);

  const focusFirst = useCallback((names: N[]) => {
    const inputs = names.map((name) => elements.current.get(name)).filter((el): el is FieldElement => Boolean(el));
    inputs.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    inputs[0]?.focus();
  }, []);

  const setValue = useCallback(
    (name: N, value: string) => {
      valuesRef.current = { ...valuesRef.current, [name]: value };
      setValues(valuesRef.current);
      if (options.touchOnInput) markTouched([name]);
      // A change to the password re-checks its confirmation too: every touched field is checked.
      recheck((field) => Boolean(touchedRef.current[field]));
    },
    [markTouched, recheck, options.touchOnInput],
  );

  /** Checks every field on screen, shows the errors and focuses the first invalid one. */
  const validate = useCallback((): boolean => {
    const names = onScreen();
    markTouched(names);
    const next: Errors<N> = {};
    for (const name of names) {
      const error = check(name);
      if (error) next[name] = error;
    }
    setErrors(next);
    const invalid = Object.keys(next) as N[];
    focusFirst(invalid);
    return invalid.length === 0;
  }, [check, focusFirst, markTouched, onScreen]);

  /** Shows an error (the server's, or a check made on demand) on a field, and focuses it. */
  const setError = useCallback(
    (name: N, error: FieldMessage, focus = true) => {
      markTouched([name]);
      setErrors((previous) => ({ ...previous, [name]: error }));
      if (focus) focusFirst([name]);
    },
    [focusFirst, markTouched],
  );

  /** Shows a validation.failed answer's field messages; true when one of them is on screen. */
  const applyServerErrors = useCallback(
    (fields: ServerFieldError[], rename: Partial<Record<string, N>> = {}): boolean => {
      const next: Errors<N> = {};
      for (const { field, message } of fields) {
        const name = (rename[field] ?? field) as N;
        if (onScreen().includes(name) && !next[name]) next[name] = { text: message };
      }
      const shown = Object.keys(next) as N[];
      markTouched(shown);
      setErrors((previous) => ({ ...previous, ...next }));
      focusFirst(shown);
      return shown.length > 0;
    },
    [focusFirst, markTouched, onScreen],
  );

  const clearValue = useCallback((name: N) => {
    valuesRef.current = { ...valuesRef.current, [name]: '' };
    setValues(valuesRef.current);
    setErrors(({ [name]: _cleared, ...rest }) => rest as Errors<N>);
  }, []);

  /** Props for an input: value, change, blur, ref (which also marks it as on screen), error. */
  const field = (name: N) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    onChange: (event: ChangeEvent<FieldElement>) => setValue(name, event.target.value),
    // Leaving a field never typed in says nothing (closing the dialog is not a mistake); submit checks it.
    onBlur: () => {
      if (valuesRef.current[name] === '' && !touchedRef.current[name]) return;
      markTouched([name]);
      recheck((field) => Boolean(touchedRef.current[field]));
    },
    ref: (element: FieldElement | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
  });

  return {
    values,
    field,
    setValue,
    clearValue,
    validate,
    /** Spec 4: after a language change the filled fields are checked again. */
    revalidateFilled: () => recheck((name) => valuesRef.current[name] !== ''),
    setError,
    applyServerErrors,
    focus: (name: N) => focusFirst([name]),
    /** Every field on screen touched and passing: spec 5, set password by phone submits only then. */
    ready: onScreen().length > 0 && onScreen().every((name) => touched[name] && !check(name)),
  };
}

export type FormFields<N extends string> = ReturnType<typeof useFormFields<N>>;
