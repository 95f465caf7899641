import type { Ref } from 'react';
import styles from './filter-chips.module.css';

interface FilterChipsProps<V extends string> {
  label: string;
  /** The choices; '' is "all". */
  options: readonly V[];
  value: V;
  onChange(value: V): void;
  text(option: V): string;
  testId(option: V): string;
  compact?: boolean;
  rowTestId?: string;
  ref?: Ref<HTMLFieldSetElement>;
}

/** A row of filter chips, one chosen (the game list's classifications, the betting record's categories). */
export function FilterChips<V extends string>(props: FilterChipsProps<V>) {
  const { label, options, value, onChange, text, testId, compact, rowTestId, ref } = props;
  return (
    <fieldset ref={ref} className={styles.chips} aria-label={label} data-testid={rowTestId}>
      {options.map((option) => (
        <button
          key={option || 'all'}
          type="button"
          aria-pressed={value === option}
          className={styles.chip}
          data-compact={compact || undefined}
          onClick={() => onChange(option)}
          data-testid={testId(option)}
        >
          {text(option)}
        </button>
      ))}
    </fieldset>
  );
}
