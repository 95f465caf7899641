import type { RegisterSettingsResponse } from '@playdeck/contracts';
import { describe, expect, it } from 'vitest';
import { registerLayout } from './register-fields';
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
