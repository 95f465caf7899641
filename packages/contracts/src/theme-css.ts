import type { ThemeTokens } from './theme';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * A merchant's theme as CSS custom properties (`--pd-primary`, ...). The values were
 * validated as plain colours and lengths when stored, so they are safe in a style sheet.
 */
export function themeToCss(theme: ThemeTokens): string {
  const declarations = Object.entries(theme)
    .filter(([name]) => name !== 'colorScheme')
    .map(([name, value]) => `--pd-${kebab(name)}:${value}`);
  return `:root{color-scheme:${theme.colorScheme};${declarations.join(';')}}`;
}
