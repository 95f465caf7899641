import type { LimitView } from '@playdeck/contracts';
import { AmountField } from '../../../components/money/amount-field';
import { useValueBinder } from '../../../components/ui/form';
import { useTranslation } from '../../../lib/i18n-react';
import { minorToMajorInput } from '../../../lib/money/money-input';
import { useAmountProblem } from '../../../lib/money/use-amount-problem';
import { useMoney } from '../../../lib/money/use-money';
import { LIMIT_PRESETS_MAJOR, type LimitPeriod } from '../constants';
import { useLimitForm } from '../hooks/use-limit-form';
import { limitMinorOf, presetMinor } from '../services/limit-amount';
import { NS } from '../services/namespace';
import { limitName } from '../services/rg-text';
import { LimitSheetFrame } from './limit-sheet-frame';

/**
 * A money limit's sheet: the amount in major units (sent as exact minor units), quick amounts
 * for its period, and the rule that a tighter limit holds at once and a looser one in 24 hours.
 */
export function LimitSheet({ limit, onClose }: { limit: LimitView; onClose(): void }) {
  const { t } = useTranslation(NS);
  const { format } = useMoney();
  const amountProblem = useAmountProblem();
  const { exponent } = amountProblem;
  const presets = LIMIT_PRESETS_MAJOR[limit.period as LimitPeriod].map((major) => presetMinor(major, exponent));
  const initial = minorToMajorInput(limit.own ?? presets[0] ?? 0, exponent);
  const sheet = useLimitForm({
    limit,
    initial,
    onDone: onClose,
    parse: (text) => {
      const parsed = limitMinorOf(text, exponent);
      if (parsed.ok) return { ok: true, value: parsed.minor };
      return {
        ok: false,
        message: { text: parsed.problem === 'zero' ? t('amount_zero') : amountProblem.text(parsed.problem) },
      };
    },
  });
  const { form } = sheet;
  const bind = useValueBinder(form);
  const typed = form.values.amount.replace(/,/g, '');
  return (
    <LimitSheetFrame
      title={limitName(t, limit.kind, limit.period)}
      current={limit.own === null ? null : format(limit.own)}
      operator={limit.operator === null ? null : format(limit.operator)}
      sheet={sheet}
      onClose={onClose}
      presets={presets.map((minor) => ({
        label: format(minor).replace(/\.00$/, ''),
        pressed: typed === minorToMajorInput(minor, exponent),
        onPick: () => form.setValue('amount', minorToMajorInput(minor, exponent)),
        testId: `rg-preset-${minorToMajorInput(minor, exponent)}`,
      }))}
    >
      <AmountField label={t('new_limit')} {...bind('amount')} testId="rg-limit-amount" />
    </LimitSheetFrame>
  );
}
