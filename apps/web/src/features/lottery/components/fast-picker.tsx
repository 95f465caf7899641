import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { type DraftLine, type FastBetType, type FastTarget, lineKey, PICKS, targetsOf } from '../services/bet-rules';
import styles from './lottery.module.css';

interface FastPickerProps {
  betType: FastBetType;
  lines: DraftLine[];
  onToggle(line: DraftLine): void;
}

/**
 * The fast draws' picker: a place (1st-5th digit, or the sum), then a digit or big/small or
 * odd/even. Each pick is a line of the slip; picking it again takes it off.
 */
export function FastPicker({ betType, lines, onToggle }: FastPickerProps) {
  const { t } = useTranslation('lottery');
  const [target, setTarget] = useState<FastTarget>(1);
  const targets = targetsOf(betType);
  const place = targets.includes(target) ? target : 1;
  const chosen = new Set(lines.map(lineKey));
  const choices: DraftLine[] =
    betType === 'digit'
      ? Array.from({ length: 10 }, (_, digit) => ({ betType, selection: { target: place, digit } }))
      : PICKS[betType].map((pick) => ({ betType, selection: { target: place, pick } }));

  return (
    <div className={styles.picker} data-testid="fast-picker">
      <fieldset className={styles.targets}>
        <legend className={styles.legend}>{t('position')}</legend>
        {targets.map((value) => {
          const picked = lines.filter(
            (l) => l.betType === betType && !Array.isArray(l.selection) && l.selection.target === value,
          ).length;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={value === place}
              className={styles.target}
              onClick={() => setTarget(value)}
              data-testid={`target-${value}`}
            >
              {t(`target_${value}`)}
              {picked > 0 && <span className={styles.dot}>{picked}</span>}
            </button>
          );
        })}
      </fieldset>
      <div className={styles.choiceGrid} data-kind={betType === 'digit' ? 'digits' : 'pairs'}>
        {choices.map((line) => {
          const selection = line.selection as { digit?: number; pick?: string };
          const label = selection.pick ? t(`pick_${selection.pick}`) : String(selection.digit);
          return (
            <button
              key={lineKey(line)}
              type="button"
              aria-pressed={chosen.has(lineKey(line))}
              className={styles.choice}
              onClick={() => onToggle(line)}
              data-testid={`pick-${selection.pick ?? selection.digit}`}
            >
              {label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
