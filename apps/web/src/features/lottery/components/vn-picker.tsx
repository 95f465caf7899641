import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n-react';
import { type DraftLine, lineKey, typedNumber, VN_SHAPES, type VnBetType } from '../services/bet-rules';
import styles from './lottery.module.css';

interface VnPickerProps {
  betType: VnBetType;
  lines: DraftLine[];
  onToggle(line: DraftLine): void;
}

const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

/**
 * The Vietnamese lottery's picker. Two-digit bets on a 00-99 board: lô and đề make a line per
 * number; xiên makes one line of 2-4 numbers once that many are picked. Three-digit bets are
 * typed.
 */
export function VnPicker({ betType, lines, onToggle }: VnPickerProps) {
  const { t } = useTranslation('lottery');
  const shape = VN_SHAPES[betType];
  const [draft, setDraft] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const set = shape.numbers > 1;
  const single = new Set(lines.filter((l) => l.betType === betType).map(lineKey));
  const inSets = new Set(
    lines.filter((l) => l.betType === betType).flatMap((l) => (Array.isArray(l.selection) ? l.selection : [])),
  );

  const tap = (number: string) => {
    if (!set) return onToggle({ betType, selection: [number] });
    const next = draft.includes(number) ? draft.filter((n) => n !== number) : [...draft, number];
    if (next.length === shape.numbers) {
      onToggle({ betType, selection: [...next].sort() });
      setDraft([]);
    } else setDraft(next);
  };

  if (shape.digits === 3) {
    const number = typedNumber(typed, 3);
    const mine = lines.filter((l) => l.betType === betType);
    return (
      <div className={styles.picker} data-testid="vn-picker">
        <form
          className={styles.typed}
          onSubmit={(event) => {
            event.preventDefault();
            if (!number) return;
            if (!single.has(lineKey({ betType, selection: [number] }))) onToggle({ betType, selection: [number] });
            setTyped('');
          }}
        >
          <input
            inputMode="numeric"
            maxLength={3}
            value={typed}
            onChange={(event) => setTyped(event.target.value.replace(/\D/g, '').slice(0, 3))}
            placeholder="000"
            aria-label={t('three_digits')}
            data-testid="vn-typed"
          />
          <Button type="submit" disabled={!number} testId="vn-add" className={styles.addButton}>
            {t('add_number')}
          </Button>
        </form>
        {mine.length > 0 && (
          <div className={styles.chips}>
            {mine.map((line) => (
              <button key={lineKey(line)} type="button" className={styles.numberChip} onClick={() => onToggle(line)}>
                {(line.selection as string[]).join(' ')} ×
              </button>
            ))}
          </div>
        )}
      </div>
    );
  }

  return (
    <div className={styles.picker} data-testid="vn-picker">
      {set && (
        <p className={styles.setHint} data-testid="xien-hint">
          {t('pick_n', { count: shape.numbers })}
          <b>{draft.length > 0 ? draft.join(' · ') : '—'}</b>
        </p>
      )}
      <div className={styles.board}>
        {TWO_DIGITS.map((number) => {
          const pressed = set ? draft.includes(number) : single.has(lineKey({ betType, selection: [number] }));
          return (
            <button
              key={number}
              type="button"
              aria-pressed={pressed}
              data-in-set={set && inSets.has(number) ? 'true' : undefined}
              className={styles.cell}
              onClick={() => tap(number)}
              data-testid={`number-${number}`}
            >
              {number}
            </button>
          );
        })}
      </div>
    </div>
  );
}
