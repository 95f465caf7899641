import type { SVGProps } from 'react';

export interface StrokeIconProps extends SVGProps<SVGSVGElement> {
  /** The path data, on a 24 x 24 grid. */
  d: string;
  size?: number;
}

/**
 * A line icon drawn inline in the current text colour. Each icon set (the shell's, the fields',
 * the wallet's, ...) keeps its own paths so a set loads only with the screens that draw it.
 */
export function StrokeIcon({ d, size = 20, ...rest }: StrokeIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}

/** The props of an icon set's component (WalletIcon, FieldIcon, ...): a glyph named from that set. */
export interface IconSetProps<Name extends string> extends Omit<StrokeIconProps, 'd'> {
  name: Name;
}
