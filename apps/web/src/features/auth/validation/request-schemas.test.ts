import { changePasswordRequest, sendSmsRequest, type ValidationRules } from '@playdeck/contracts';
import { describe, expect, it } from 'vitest';
import { type FieldValidator, problemsOf } from '../../../components/ui/form-problems';
import { mobileField } from './mobile';
import { confirmField, ruleField } from './validators';

/** A merchant's rules looser than the server's request schema: no pattern on the number, long passwords. */
const rules = {
  mobileNum: { min: 4, max: 20, message: 'rule.mobile' },
  password: { min: 8, max: 100, message: 'rule.password' },
} as unknown as ValidationRules;

type ChangeField = 'oldPassword' | 'newPassword' | 'confirmPassword';
const changeValidators: Partial<Record<ChangeField, FieldValidator<ChangeField>>> = {
  newPassword: ruleField(rules, 'password'),
  confirmPassword: (value, values) => confirmField(() => values.newPassword)(value),
};
const changeRequest = {
  schema: changePasswordRequest,
  toRequest: (values: Record<ChangeField, string>) => ({ ...values, confirmNewPassword: values.confirmPassword }),
  fields: { confirmNewPassword: 'confirmPassword' as const },
};

// The checks a form's validate() runs before it submits: a problem here means no request is made.
describe("a form runs the contracts' request schema after the merchant's rules", () => {
  it('refuses letters in a mobile number the merchant rule lets through, with the schema’s own message', () => {
    const check = mobileField(rules, 'mobileNum');
    expect(check('12ab34')).toBeNull();
    const problems = problemsOf(
      { mobileNum: '12ab34' },
      ['mobileNum'],
      { mobileNum: check },
      {
        schema: sendSmsRequest,
        toRequest: ({ mobileNum }) => ({ purpose: 'reset', mobileNum, countryDialingCode: '63' }),
      },
    );
    expect(problems.get('mobileNum')).toEqual({ key: 'digits_only', ns: 'auth', params: {} });
  });

  it('refuses a 65-character password the rule allows, on the field the request key is renamed to', () => {
    const long = 'p'.repeat(65);
    const values = { oldPassword: '', newPassword: long, confirmPassword: long };
    // The old password is not on screen (held in memory): it is not checked.
    const problems = problemsOf<ChangeField>(
      values,
      ['newPassword', 'confirmPassword'],
      changeValidators,
      changeRequest,
    );
    const tooLong = { key: 'field.too_long', ns: 'errors', params: { maximum: 64 } };
    expect(problems.get('newPassword')).toEqual(tooLong);
    expect(problems.get('confirmPassword')).toEqual(tooLong);
    expect(problems.has('oldPassword')).toBe(false);
  });

  it('lets the merchant rule speak first, and passes what both accept', () => {
    const short = { oldPassword: '', newPassword: 'short', confirmPassword: 'short' };
    const names: ChangeField[] = ['newPassword', 'confirmPassword'];
    expect(problemsOf<ChangeField>(short, names, changeValidators, changeRequest).get('newPassword')).toMatchObject({
      key: 'rule.password',
    });
    const fine = { oldPassword: '', newPassword: 'long enough', confirmPassword: 'long enough' };
    expect(problemsOf<ChangeField>(fine, names, changeValidators, changeRequest).size).toBe(0);
  });
});
