import type { MemberInfo, SiteFlags } from '@playdeck/contracts';
import { opensAgentHome } from '@playdeck/contracts/customer-type';
import type { MineIconName } from '../components/mine-icon';

export interface MineItem {
  id: string;
  path: string;
  icon: MineIconName;
  /** Key in the mine namespace. */
  label: string;
}

/**
 * Spec 2 Mine, fixed menu: deposit, withdraw, betting record, account record, security centre;
 * and responsible gaming beside the security centre, on every merchant (issue 15: limits and
 * breaks a tap away from the menu).
 */
export const FIXED_ITEMS: MineItem[] = [
  { id: 'deposit', path: '/m/voucherCenter', icon: 'deposit', label: 'item_deposit' },
  { id: 'withdraw', path: '/m/withdraw', icon: 'withdraw', label: 'item_withdraw' },
  { id: 'bet-record', path: '/m/gameRecord', icon: 'gamepad', label: 'item_bet_record' },
  { id: 'account-record', path: '/m/transaction/record', icon: 'record', label: 'item_account_record' },
  { id: 'security', path: '/m/securityCenter', icon: 'shield', label: 'item_security' },
  { id: 'responsible-gaming', path: '/m/responsibleGaming', icon: 'heart', label: 'item_responsible_gaming' },
];

/** Spec 6 / 9: type 2 has no superior transfer (types 0, 4 and 40 have no agency centre: opensAgentHome). */
const TOP_AGENT_TYPE = 2;

interface GateContext {
  flags: SiteFlags;
  /** The session's customer type; null for a visitor. */
  sessionType: number | null;
  member: Pick<MemberInfo, 'toUpline' | 'type'> | null;
}

/**
 * Spec 2 Mine, flag-gated items in the spec's order. Items that depend on who is logged in
 * (agency centre, superior transfer) show only once that is known.
 */
export function gatedItems({ flags, sessionType, member }: GateContext): MineItem[] {
  const items: (MineItem | false)[] = [
    flags.REFERRAL && { id: 'referral', path: '/m/inviteFriends', icon: 'users', label: 'item_referral' },
    sessionType !== null &&
      opensAgentHome(sessionType) && {
        id: 'agency',
        path: '/m/agent',
        icon: 'briefcase',
        label: 'item_agency',
      },
    flags.DEPRECM3 && {
      id: 'deposit-record',
      path: '/m/vouReport',
      icon: 'depositRecord',
      label: 'item_deposit_record',
    },
    flags.WITHREC3 && {
      id: 'withdraw-report',
      path: '/m/withdrawReport',
      icon: 'withdrawRecord',
      label: 'item_withdraw_report',
    },
    flags.PERSREP && { id: 'profit-loss', path: '/m/profitandloss', icon: 'chart', label: 'item_profit_loss' },
    // Spec 6: AGETRANSFERUP3 on, toUpline has a value, and the member is not type 2.
    flags.AGETRANSFERUP3 &&
      Boolean(member?.toUpline) &&
      member?.type !== TOP_AGENT_TYPE && {
        id: 'upline-transfer',
        path: '/m/upLine/transfer',
        icon: 'transfer',
        label: 'item_upline_transfer',
      },
    flags.REWCEN3 && { id: 'reward', path: '/m/rewardCenter', icon: 'gift', label: 'item_reward' },
    flags.MISSION && { id: 'mission', path: '/m/leaderBoard', icon: 'trophy', label: 'item_mission' },
    flags.PLYRBT && { id: 'rebate', path: '/m/member/rebateReport', icon: 'percent', label: 'item_rebate' },
    flags.MAILCEN && { id: 'mail', path: '/m/webEmail', icon: 'mail', label: 'item_mail' },
    flags.FEEDBACK3 && { id: 'feedback', path: '/m/feedback', icon: 'chat', label: 'item_feedback' },
  ];
  return items.filter((item): item is MineItem => Boolean(item));
}

/** Spec 9: registered days are whole days since regDate. */
export function daysSince(regDate: string, now = Date.now()): number {
  const start = Date.parse(regDate);
  if (Number.isNaN(start)) return 0;
  return Math.max(0, Math.floor((now - start) / 86_400_000));
}
