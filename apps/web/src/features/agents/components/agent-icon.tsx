import { type IconSetProps, StrokeIcon } from '../../../components/ui/stroke-icon';

/** The agent screens' icons (tiles, footer, counters), drawn inline; they load with these screens only. */
const paths = {
  overview: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  record: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  team: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.8-3.5 3.3-5.5 6.5-5.5s5.7 2 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.8c1.9.8 3 2.6 3.5 5.2',
  envelope: 'M5 3h14v18H5zM5 8l7 4 7-4M12 12v.5M10 15h4',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  dice: 'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01',
  percent: 'M19 5L5 19M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  coins:
    'M9 10c3.9 0 7-1.3 7-3s-3.1-3-7-3-7 1.3-7 3 3.1 3 7 3zM2 7v5c0 1.7 3.1 3 7 3M2 12v5c0 1.7 3.1 3 7 3M16 11c3.4.2 6 1.5 6 3s-2.7 3-6.5 3-6.5-1.3-6.5-3M9 14v4c0 1.7 2.9 3 6.5 3s6.5-1.3 6.5-3v-4',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM9 12l2 2 4-4',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1-2 2-5 2',
  home: 'M4 11l8-7 8 7v8a1 1 0 0 1-1 1h-4v-6h-6v6H5a1 1 0 0 1-1-1z',
  userPlus: 'M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM3 21c1-4 3.5-6 7-6 1.6 0 3 .4 4.1 1.1M18 14v6M15 17h6',
  pie: 'M12 3a9 9 0 1 0 9 9h-9zM15 3.5A9 9 0 0 1 20.5 9H15z',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  login: 'M10 4h8a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-8M3 12h11M10 8l4 4-4 4',
  online: 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM6.3 6.3a8 8 0 0 0 0 11.4M17.7 6.3a8 8 0 0 1 0 11.4',
  chevronRight: 'M9 5l7 7-7 7',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  transfer: 'M4 8h14l-4-4M20 16H6l4 4',
  upgrade: 'M12 20V6M6 12l6-6 6 6M5 3h14',
  contract: 'M7 3h8l4 4v14H7zM15 3v4h4M10 12h6M10 16h4M4 7v14',
} as const;

export type AgentIconName = keyof typeof paths;

export function AgentIcon({ name, ...rest }: IconSetProps<AgentIconName>) {
  return <StrokeIcon d={paths[name]} name={name} {...rest} />;
}
