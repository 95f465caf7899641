import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { NEW_CLASSIFY } from '../api/get-game-list';
import { useSelectedInView } from '../hooks/use-selected-in-view';
import { FilterChips } from './filter-chips';

interface ClassifyChipsProps {
  /** The vendor's classifications; shown only when there is more than one (spec 2). */
  classifications: string[];
  /** Spec 2: "new" is offered for RNG. */
  withNew: boolean;
  value: string;
  onChange(classify: string): void;
}

/** A classification's name: translated when known, else as the vendor wrote it. */
export function useClassifyLabel() {
  const { t } = useTranslation('games');
  return (name: string) =>
    name === NEW_CLASSIFY
      ? t('classify_new')
      : t(`classify_${name}`, { defaultValue: name.replace(/[-_]/g, ' ').replace(/^\w/, (c) => c.toUpperCase()) });
}

/** Spec 2 game list: classification filters (all; new for RNG; vendor classifications when more than one). */
export function ClassifyChips({ classifications, withNew, value, onChange }: ClassifyChipsProps) {
  const { t } = useTranslation('games');
  const label = useClassifyLabel();
  const strip = useRef<HTMLFieldSetElement>(null);
  useSelectedInView(strip, '[aria-pressed="true"]', value);
  const options = [
    ...(withNew ? [NEW_CLASSIFY] : []),
    ...(classifications.length > 1 || (value && value !== NEW_CLASSIFY) ? classifications : []),
  ];
  if (options.length === 0) return null;
  return (
    <FilterChips
      ref={strip}
      label={t('classify_title')}
      options={['', ...options]}
      value={value}
      onChange={onChange}
      text={(option) => (option ? label(option) : t('classify_all'))}
      testId={(option) => `classify-${option || 'all'}`}
      compact
      rowTestId="classify-chips"
    />
  );
}
