import type { LimitView } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { type FieldMessage, useForm } from '../../../components/ui/form';
import { toast, toastDurations } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useSetLimit } from '../api/set-limit';
import { NS } from '../services/namespace';

export type ParsedLimit = { ok: true; value: number } | { ok: false; message: FieldMessage };

interface Options {
  limit: LimitView;
  /** What the field starts with: the player's own limit, else a first quick choice. */
  initial: string;
  /** The typed text as the amount sent (minor units, or minutes), or why it cannot be. */
  parse(text: string): ParsedLimit;
  onDone(): void;
}

/**
 * Sets, changes or removes one limit from its sheet. The answer says whether it holds now
 * (tighter) or from a time 24 hours on (looser, or a removal): the toast tells which.
 */
export function useLimitForm({ limit, initial, parse, onDone }: Options) {
  const { t } = useTranslation([NS, 'errors']);
  const save = useSetLimit();
  const [alert, setAlert] = useState<unknown>(null);
  const form = useForm<'amount'>(
    { amount: initial },
    {
      revalidate: 'submit',
      validators: {
        amount: (value) => {
          const parsed = parse(value);
          return parsed.ok ? null : parsed.message;
        },
      },
    },
  );

  const send = async (amount: number | null) => {
    setAlert(null);
    if (save.isPending) return;
    try {
      const answer = await save.mutateAsync({ kind: limit.kind, period: limit.period, amount });
      if (answer.applied)
        toast.success(amount === null ? t('limit_removed') : t('limit_saved'), toastDurations.successLong);
      else if (answer.appliesAt)
        toast.info(t('limit_waits', { time: formatDateTime(answer.appliesAt) }), toastDurations.long);
      onDone();
    } catch (error) {
      setAlert(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.validate())) return;
    const parsed = parse(form.values.amount);
    if (parsed.ok) await send(parsed.value);
  };

  return {
    form,
    submit,
    remove: () => send(null),
    submitting: save.isPending && save.variables?.amount !== null,
    removing: save.isPending && save.variables?.amount === null,
    alert: alert ? errorText(alert, t) : null,
  };
}
