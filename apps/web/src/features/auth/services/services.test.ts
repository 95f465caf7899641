import type { RegisterSettingsResponse } from '@playdeck/contracts';
import { describe, expect, it, vi } from 'vitest';
import { birthDateField, yearsOld } from '../validation/birth-date';
import { registerLayout } from './register-fields';
import { blankRegisterValues, registerPayload } from './register-payload';
import { safeRedirect } from './safe-redirect';

const settings = (overrides: Partial<RegisterSettingsResponse> = {}): RegisterSettingsResponse => ({
  methods: { username: true, mobile: true },
  smsForUsername: false,
  passwordForMobile: false,
  fields: {
    mobileNum: { enabled: false, required: false },
    nickname: { enabled: true, required: false },
    email: { enabled: true, required: true },
    affiliateCode: { enabled: true, required: false },
  },
  captcha: true,
  defaultCountry: 'PH',
  minimumAge: 18,
  birthDateRequired: false,
  ...overrides,
});

describe('register layout (spec 2 Register, spec 9 flags)', () => {
  it('username tab: every enabled field, no number without REGMOBVERF3', () => {
    const layout = registerLayout(settings(), 'username');
    expect(layout).toMatchObject({ username: true, password: true, mobile: false, code: false, captcha: true });
    expect(layout.extras).toEqual(['nickname', 'email']);
    expect(layout.required('email')).toBe(true);
  });

  it('REGMOBVERF3 adds a required, verified mobile number to the username tab', () => {
    const layout = registerLayout(settings({ smsForUsername: true }), 'username');
    expect(layout).toMatchObject({ mobile: true, mobileRequired: true, code: true });
  });

  it('mobile tab: number and code, a password only with MOBILENUMPASSREG3, required extras only', () => {
    expect(registerLayout(settings(), 'mobile')).toMatchObject({ username: false, password: false, code: true });
    expect(registerLayout(settings(), 'mobile').extras).toEqual(['email']);
    expect(registerLayout(settings({ passwordForMobile: true }), 'mobile').password).toBe(true);
  });
});

describe('redirect after login', () => {
  it('keeps site paths and sends anything else home', () => {
    expect(safeRedirect('/m/voucherCenter')).toBe('/m/voucherCenter');
    expect(safeRedirect('https://evil.example/m/')).toBe('/m/home');
    expect(safeRedirect('//evil.example')).toBe('/m/home');
    expect(safeRedirect('/m/\\evil')).toBe('/m/home');
    expect(safeRedirect(null)).toBe('/m/home');
  });
});

describe('register payload: consent and date of birth (issue 15)', () => {
  // The payload names the host it was sent from and how the site was opened (a browser here).
  vi.stubGlobal('window', { location: { hostname: 'play.example' }, matchMedia: () => ({ matches: false }) });
  vi.stubGlobal('navigator', {});
  const values = {
    ...blankRegisterValues(),
    username: 'dana1',
    password: 'pw',
    confirmPassword: 'pw',
    birthDate: '2000-02-29',
  };
  const payload = (overrides: { birthDateRequired?: boolean; agreed: boolean }) =>
    registerPayload({
      method: 'username',
      layout: registerLayout(settings({ birthDateRequired: overrides.birthDateRequired ?? false }), 'username'),
      values,
      dialCode: '',
      captchaId: '',
      agreed: overrides.agreed,
    });

  it('sends agreed only when the player ticked the box', () => {
    expect(payload({ agreed: true }).agreed).toBe(true);
    expect(payload({ agreed: false })).not.toHaveProperty('agreed');
  });

  it('sends the date of birth only where the merchant asks for it', () => {
    expect(payload({ agreed: true, birthDateRequired: true }).birthDate).toBe('2000-02-29');
    expect(payload({ agreed: true }).birthDate).toBe('');
  });
});

describe('date of birth field', () => {
  const check = birthDateField(18, () => new Date(2026, 10, 25, 12));

  it('counts whole years on the calendar', () => {
    expect(yearsOld('2008-11-25', '2026-11-25')).toBe(18);
    expect(yearsOld('2008-11-26', '2026-11-25')).toBe(17);
    expect(yearsOld('2000-02-29', '2026-02-28')).toBe(25);
  });

  it('needs a real past day that makes the player old enough', () => {
    expect(check('2008-11-25')).toBeNull();
    expect(check('')).toEqual({ key: 'field.required', ns: 'errors' });
    expect(check('2008-11-26')).toEqual({ key: 'rg.age.below', ns: 'errors', params: { age: 18 } });
    expect(check('2026-11-26')).toEqual({ key: 'field.invalid', ns: 'errors' });
    expect(check('2001-02-29')).toEqual({ key: 'field.invalid', ns: 'errors' });
    expect(check('1899-12-31')).toEqual({ key: 'field.invalid', ns: 'errors' });
  });
});
