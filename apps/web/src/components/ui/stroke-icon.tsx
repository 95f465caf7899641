import type { SVGProps } from 'react';

export interface StrokeIconProps extends SVGProps<SVGSVGElement> {
  /** The path data, on a 24 x 24 grid. */
  d: string;
  /** The glyph's name in its set: a glyph that points along the line is mirrored right to left. */
  name?: string;
  size?: number;
}

/**
 * A line icon drawn inline in the current text colour. Each icon set (the shell's, the fields',
 * the wallet's, ...) keeps its own paths so a set loads only with the screens that draw it.
 */
/**
 * Glyphs that point the way text runs (back, onward, out, in): global.css mirrors them on a
 * right-to-left page, as a reader of Arabic or Hebrew expects "back" to point right.
 */
const POINTS_ALONG_THE_LINE = new Set(['back', 'chevronRight', 'logout', 'login']);

export function StrokeIcon({ d, name, size = 20, ...rest }: StrokeIconProps) {
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
      data-directional={name && POINTS_ALONG_THE_LINE.has(name) ? '' : undefined}
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
