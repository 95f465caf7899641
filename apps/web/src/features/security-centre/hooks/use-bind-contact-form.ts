import { bindEmailRequest, bindMobileRequest } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { type FieldMessage, useForm } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/errors';
import { useWalletError } from '../../../lib/money/use-wallet-error';
import { type ContactChannel, sendContactCode, useBindContact } from '../api/bind-contact';
import { useSendCode } from './use-send-code';

type Field = 'contact' | 'code' | 'password';

const wallet = (key: string): FieldMessage => ({ key, ns: 'wallet' });

/** Spec 5: a simple e-mail pattern, under 255 characters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The number and code rules are the bind request's own (4–20 and 4–10 digits, spec 9). */
const isMobile = (value: string) => bindMobileRequest.shape.mobileNum.safeParse(value).success;
const isCode = (value: string) => bindMobileRequest.shape.verificationCode.safeParse(value).success;

/** What differs between binding a mobile number and an e-mail address. */
const CHANNELS = {
  mobile: {
    clean: (value: string) => value,
    valid: isMobile,
    invalid: 'mobile_invalid',
    schema: bindMobileRequest,
    serverField: 'mobileNum',
    errorCodes: ['mobile.exists', 'mobile.invalid', 'rule.mobile'],
  },
  email: {
    clean: (value: string) => value.trim(),
    valid: (value: string) => EMAIL.test(value.trim()) && value.trim().length < 255,
    invalid: 'email_invalid',
    schema: bindEmailRequest,
    serverField: 'email',
    errorCodes: ['email.invalid', 'rule.email'],
  },
} as const;

/**
 * Binding (or changing) the mobile number or the e-mail address: a code goes to the new contact
 * (checked before a code is asked for, spec 5), then the login password confirms.
 */
export function useBindContactForm(options: { channel: ContactChannel; defaultDialCode: string; onDone(): void }) {
  const channel = CHANNELS[options.channel];
  const errorText = useWalletError();
  const bind = useBindContact(options.channel);
  const code = useSendCode();
  const [dialCode, setDialCode] = useState(options.defaultDialCode);
  const [alert, setAlert] = useState<unknown>(null);
  // The dialling code arrives with the countries list; until the player picks one, follow it.
  const effectiveDial = dialCode || options.defaultDialCode;
  const serverFields: Record<string, Field> = {
    [channel.serverField]: 'contact',
    verificationCode: 'code',
    password: 'password',
  };
  const form = useForm<Field>(
    { contact: '', code: '', password: '' },
    {
      revalidate: 'submit',
      validators: {
        contact: (value) => (channel.valid(value) ? null : wallet(channel.invalid)),
        code: (value) => (isCode(value) ? null : wallet('code_invalid')),
        password: (value) => (value === '' ? wallet('field_required') : null),
      },
      request: {
        schema: channel.schema,
        toRequest: (values) => ({
          [channel.serverField]: channel.clean(values.contact),
          countryDialingCode: effectiveDial,
          verificationCode: values.code,
          password: values.password,
        }),
        fields: serverFields,
      },
    },
  );

  const show = (field: Field, message: string) => {
    form.clearErrors();
    form.setError(field, { text: message }, false);
  };

  const showServerErrors = (error: unknown) => {
    if (error instanceof ApiError) {
      if (error.code === 'password.old.incorrect') return show('password', errorText(error));
      if (['verification.invalid', 'rule.code'].includes(error.code)) return show('code', errorText(error));
      if ((channel.errorCodes as readonly string[]).includes(error.code)) return show('contact', errorText(error));
    }
    const fields = serverFieldErrors(error).filter((f) => serverFields[f.field]);
    if (fields.length === 0) return setAlert(error);
    form.clearErrors();
    for (const f of fields) form.setError(serverFields[f.field] as Field, { text: f.message }, false);
  };

  const contact = channel.clean(form.values.contact);

  const sendCode = async () => {
    setAlert(null);
    if (!channel.valid(contact)) {
      form.clearErrors();
      return form.setError('contact', wallet(channel.invalid), false);
    }
    try {
      await code.send(() => sendContactCode(options.channel, contact, effectiveDial));
    } catch (error) {
      showServerErrors(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (bind.isPending || !(await form.validate())) return;
    const { values } = form;
    try {
      await bind.mutateAsync({
        contact,
        dialCode: effectiveDial,
        verificationCode: values.code,
        password: values.password,
      });
      options.onDone();
    } catch (error) {
      showServerErrors(error);
    }
  };

  return {
    dialCode: effectiveDial,
    setDialCode,
    form,
    sendCode,
    code,
    submit,
    submitting: bind.isPending,
    alert: alert ? errorText(alert) : null,
  };
}
