import type { LimitView } from '@playdeck/contracts';
import { useFieldBinder } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n-react';
import { SESSION_LIMIT_MINUTES, SESSION_PRESETS } from '../constants';
import { useLimitForm } from '../hooks/use-limit-form';
import { sessionMinutesOf } from '../services/limit-amount';
import { NS } from '../services/namespace';
import { durationText, limitName } from '../services/rg-text';
import { LimitSheetFrame } from './limit-sheet-frame';
import styles from './sheets.module.css';

/** The session time limit's sheet: quick choices from 30 minutes to 4 hours, or any whole minutes from 15 to 1440. */
export function SessionLimitSheet({ limit, onClose }: { limit: LimitView; onClose(): void }) {
  const { t } = useTranslation(NS);
  const sheet = useLimitForm({
    limit,
    initial: String(limit.own ?? SESSION_PRESETS[1]),
    onDone: onClose,
    parse: (text) => {
      const parsed = sessionMinutesOf(text);
      if (parsed.ok) return { ok: true, value: parsed.minutes };
      return { ok: false, message: { key: 'minutes_range', ns: NS, params: { ...SESSION_LIMIT_MINUTES } } };
    },
  });
  const { form } = sheet;
  const bind = useFieldBinder(form, [NS]);
  const field = bind('amount');
  return (
    <LimitSheetFrame
      title={limitName(t, 'session', 'session')}
      current={limit.own === null ? null : durationText(t, limit.own)}
      operator={limit.operator === null ? null : durationText(t, limit.operator)}
      sheet={sheet}
      onClose={onClose}
      presets={SESSION_PRESETS.map((minutes) => ({
        label: durationText(t, minutes),
        pressed: form.values.amount.trim() === String(minutes),
        onPick: () => form.setValue('amount', String(minutes)),
        testId: `rg-preset-${minutes}`,
      }))}
    >
      <TextField
        {...field}
        onChange={(event) => form.setValue('amount', event.target.value.replace(/\D/g, '').slice(0, 4))}
        label={t('minutes_label', SESSION_LIMIT_MINUTES)}
        icon="clock"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="done"
        className={styles.minutes}
        trailing={<span className={styles.unit}>{t('minutes_unit')}</span>}
        testId="rg-limit-minutes"
      />
    </LimitSheetFrame>
  );
}
