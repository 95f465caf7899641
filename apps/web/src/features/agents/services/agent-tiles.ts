import type { AgentTileId } from '@playdeck/contracts';

export type AgentTileIcon =
  | 'overview'
  | 'record'
  | 'team'
  | 'envelope'
  | 'chart'
  | 'dice'
  | 'percent'
  | 'coins'
  | 'shield'
  | 'mail'
  | 'headset';

export interface AgentTile {
  /** The operator's setting names the tiles it hides (agentMenu.hidden); online service has none. */
  id: AgentTileId | 'service';
  path: string;
  icon: AgentTileIcon;
  /** Key in the agents namespace. */
  label: string;
}

/** Spec 2 Agent home tiles, in the spec's order. */
export const AGENT_TILES: AgentTile[] = [
  { id: 'teamOverview', path: '/m/agent/team/overview', icon: 'overview', label: 'tile_team_overview' },
  { id: 'transactionRecord', path: '/m/transaction/record?types=A', icon: 'record', label: 'tile_transaction_record' },
  { id: 'teamManagement', path: '/m/member/team', icon: 'team', label: 'tile_team_management' },
  { id: 'redRain', path: '/m/redRain', icon: 'envelope', label: 'tile_red_rain' },
  { id: 'teamPnl', path: '/m/agent/team/pnl', icon: 'chart', label: 'tile_team_pnl' },
  { id: 'teamBetting', path: '/m/teamBetting', icon: 'dice', label: 'tile_team_betting' },
  { id: 'rebateSetting', path: '/m/member/teamRebate', icon: 'percent', label: 'tile_rebate_setting' },
  { id: 'rebateIncome', path: '/m/member/agent/agentRebeat', icon: 'coins', label: 'tile_rebate_income' },
  { id: 'securityCentre', path: '/m/securityCenter', icon: 'shield', label: 'tile_security' },
  { id: 'messages', path: '/m/webEmail', icon: 'mail', label: 'tile_messages' },
  { id: 'service', path: '', icon: 'headset', label: 'tile_service' },
];

/** The tiles this merchant shows: every tile it does not hide; online service always (spec 2). */
export function visibleTiles(hidden: readonly AgentTileId[]): AgentTile[] {
  return AGENT_TILES.filter((tile) => tile.id === 'service' || !hidden.includes(tile.id));
}
