import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { Notice } from './notice';

interface FormEndProps {
  /** The refusal of the whole form (not of one field), in words; nothing when there is none. */
  alert: string | null;
  submitting: boolean;
  /** Test ids are `<testId>-alert` and `<testId>-submit`. */
  testId: string;
  variant?: 'primary' | 'danger';
  disabled?: boolean;
  children: ReactNode;
}

/** The end of a money or security form: its refusal, if any, above its submit button. */
export function FormEnd({ alert, submitting, testId, variant, disabled, children }: FormEndProps) {
  return (
    <>
      {alert && (
        <Notice tone="danger" testId={`${testId}-alert`}>
          {alert}
        </Notice>
      )}
      <Button type="submit" variant={variant} loading={submitting} disabled={disabled} testId={`${testId}-submit`}>
        {children}
      </Button>
    </>
  );
}
