import { z } from 'zod';

/** Theme values are written into a style sheet, so each must be a plain colour or length. */
const color = z.string().regex(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/, 'a colour as #rrggbb or #rrggbbaa');
const length = z.string().regex(/^\d{1,2}(\.\d)?(px|rem)$/, 'a length such as 12px or 0.75rem');

export const themeTokens = z.object({
  colorScheme: z.enum(['dark', 'light']),
  primary: color,
  onPrimary: color,
  accent: color,
  onAccent: color,
  background: color,
  surface: color,
  surfaceRaised: color,
  border: color,
  text: color,
  textMuted: color,
  success: color,
  warning: color,
  danger: color,
  headerBackground: color,
  headerText: color,
  footerBackground: color,
  footerText: color,
  footerActive: color,
  radius: length,
});

export type ThemeTokens = z.infer<typeof themeTokens>;

export const defaultTheme: ThemeTokens = {
  colorScheme: 'dark',
  // White on it reads at WCAG AA (4.9:1; the earlier #7c5cff gave 4.3).
  primary: '#7452f5',
  onPrimary: '#ffffff',
  accent: '#ffb020',
  onAccent: '#1a1205',
  background: '#0d1020',
  surface: '#161a2e',
  surfaceRaised: '#1f2540',
  border: '#2a3152',
  text: '#f3f4fa',
  textMuted: '#9aa0b8',
  success: '#2ecc8f',
  warning: '#ffb020',
  danger: '#ff5a6a',
  headerBackground: '#11152a',
  headerText: '#f3f4fa',
  footerBackground: '#11152a',
  footerText: '#8b91ab',
  footerActive: '#ffb020',
  radius: '12px',
};
