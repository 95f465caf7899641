import { type IconSetProps, StrokeIcon } from '../../../components/ui/stroke-icon';

/** Responsible gaming's icons, drawn inline; they load with its screen and its reminder only. */
const paths = {
  heart:
    'M12 20s-7.5-4.6-9.2-9.6C1.6 6.8 4 4 7 4c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3 0 5.4 2.8 4.2 6.4C19.5 15.4 12 20 12 20z',
  deposit: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  loss: 'M3 7l6 6 4-4 8 8M21 11v6h-6',
  wager:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v10M9.5 9.5c0-1.2 1.1-2 2.5-2s2.5.8 2.5 2-1.1 1.8-2.5 2.2-2.5 1-2.5 2.2 1.1 2 2.5 2 2.5-.8 2.5-2',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  pause: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM10 9v6M14 9v6',
  stop: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8',
  history: 'M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4M12 8v4l3 2',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.5',
  alert: 'M12 3l10 18H2zM12 10v5M12 18v.5',
  chevronRight: 'M9 5l7 7-7 7',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  logout: 'M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 16l-4-4 4-4M6 12h10',
} as const;

export type RgIconName = keyof typeof paths;

export function RgIcon({ name, ...rest }: IconSetProps<RgIconName>) {
  return <StrokeIcon d={paths[name]} name={name} {...rest} />;
}
