import type { SVGProps } from 'react';
import { StrokeIcon } from '../../../components/ui/stroke-icon';

/** The games' own icons (categories, favourites, filters), drawn inline like the shell's. */
const paths = {
  HOT: 'M12 3c.8 3.2 5 5.3 5 10.2A5 5 0 0 1 7 13.5c0-2.1 1-3.6 2.2-4.6.1 1.9.9 3 2 3.2-.4-3.1.2-6.2.8-9.1z',
  RNG: 'M4 5h16v14H4zM8 9.5h3l-2 5M13 9.5h3l-2 5M4 9h-1v6h1M20 9h1v6h-1',
  FISH: 'M3 12c3-4.5 8.5-6.5 13.5-3L21 6v12l-4.5-3C11.5 18.5 6 16.5 3 12zM14 11h.01',
  LIVE: 'M3 7h12v10H3zM15 11l6-3.5v9L15 13M7 11h.01',
  PVP: 'M4.5 5.5l7-1.8 3.4 13-7 1.8zM14 5.2l5.3 1.4-3.4 12.8-2.1-.6M8.8 10.2l1.8 2.2-.6 2.6',
  COCKFIGHT:
    'M6 20h8M10 20v-3M7 17c-2-2-2.5-6 1-8.5 1.2-.9 2-2.2 2-3.5 1.2.6 2 1.7 2 3l3-1-1 3c2.5 1.5 3 4 2 6-1.5 1.5-4 2-6 2z',
  SPORTS:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8l3.6 2.6-1.4 4.2H9.8l-1.4-4.2zM12 3v5M20.6 10l-5 .6M17.5 19.2l-3.3-4.4M6.5 19.2l3.3-4.4M3.4 10l5 .6',
  ESPORTS:
    'M7 8h10a4.5 4.5 0 0 1 4.5 4.5v.5a3 3 0 0 1-5.2 2L14.5 13h-5l-1.8 2a3 3 0 0 1-5.2-2v-.5A4.5 4.5 0 0 1 7 8zM7.5 10.5v4M5.5 12.5h4M16 11.5h.01M18 13.5h.01',
  LOTT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9zM11 10.5l1.5-1v5',
  INHOUSE: 'M7 4h10l4 5-9 11L3 9zM3 9h18M10 4l-2 5 4 11 4-11-2-5',
  heart:
    'M12 20s-7.5-4.6-9-9.4C2 7.2 4.2 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3 0 5.2 2.7 4.2 6.1-1.5 4.8-9 9.4-9 9.4z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3.5 2',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  sliders: 'M4 7h10M18 7h2M4 17h4M12 17h8M16 5v4M10 15v4',
  play: 'M8 5.5v13l10.5-6.5z',
  ticket: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM14 7v10',
  calendar: 'M4 6h16v14H4zM4 10h16M8 4v4M16 4v4',
  coins:
    'M12 4c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 7v5c0 1.7 3.6 3 8 3s8-1.3 8-3V7M4 12v5c0 1.7 3.6 3 8 3s8-1.3 8-3v-5',
  sparkle: 'M12 3l2 6 6 2-6 2-2 7-2-7-6-2 6-2z',
} as const;

export type GameIconName = keyof typeof paths;

const categoryIcon: Record<string, GameIconName> = {
  HOT: 'HOT',
  RNG: 'RNG',
  FISH: 'FISH',
  LIVE: 'LIVE',
  PVP: 'PVP',
  COCKFIGHT: 'COCKFIGHT',
  SPORTS: 'SPORTS',
  ESPORTS: 'ESPORTS',
  LOTT: 'LOTT',
  ELOTT: 'LOTT',
  VNLOTT: 'LOTT',
  INHOUSE: 'INHOUSE',
};

interface GameIconProps extends SVGProps<SVGSVGElement> {
  name: GameIconName;
  size?: number;
  filled?: boolean;
}

/** Drawn like every other set; a favourite's heart may be filled. */
export function GameIcon({ name, size = 22, filled = false, ...rest }: GameIconProps) {
  return <StrokeIcon d={paths[name]} name={name} size={size} fill={filled ? 'currentColor' : 'none'} {...rest} />;
}

export const CategoryIcon = ({ category, size }: { category: string; size?: number }) => (
  <GameIcon name={categoryIcon[category] ?? 'grid'} size={size} />
);
