/** The shell's rules from spec 2 (Shell), as data: one place to read them against the spec. */

/** Home and its aliases: the header shows the logo here. */
export const HOME_PATHS = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'] as const;

/**
 * Back on these screens goes to /m/home; elsewhere one step back (or /m/home without history).
 * Setting a password by phone is part of forget password, so it behaves the same.
 */
export const BACK_TO_HOME_FROM = [
  '/m/login',
  '/m/register',
  '/m/trail',
  '/m/notice',
  '/m/forget',
  '/m/forgetByPhone',
  // Spec 2 Mine: the member centre's header goes back to home.
  '/m/mine',
];

/** The footer is hidden on these screens. */
export const FOOTER_HIDDEN_ON = [
  '/m/login',
  '/m/register',
  '/m/trail',
  '/m/launchGame',
  '/m/changePsw',
  '/m/notice',
  '/m/activity',
  '/m/forget',
  '/m/forgetByPhone',
  '/m/service',
  '/m/moreLottery',
  '/m/useragreement',
  '/m/maintenance',
  '/m/download',
  '/m/agent',
];

/**
 * Screens whose back header also offers the language switch: a player arriving at login or
 * register from a link picks the language there (and spec 4 re-validates the filled login fields);
 * spec 1 offers it on the game screens too (spec 4: their lists reload in the new language).
 */
export const LANGUAGE_SWITCH_ON = ['/m/login', '/m/register', '/m/gameList', '/m/slotsCenter'];

/** Header titles by route: spec 2's list (activity centre, forget password, ...) and each screen's own. */
export const TITLE_KEYS: Record<string, string> = {
  '/m/activity': 'title_activity',
  '/m/forget': 'title_forget',
  '/m/forgetByPhone': 'title_forget',
  '/m/changePsw': 'title_change_password',
  '/m/trail': 'title_trail',
  '/m/notice': 'title_notice',
  '/m/gameCenter': 'title_game_center',
  '/m/slotsCenter': 'title_slots',
  '/m/gameList': 'games:title_game_list',
  '/m/gameLobby': 'games:title_game_lobby',
  '/m/gameRecord': 'games:title_game_record',
  '/m/launchGame': 'games:title_launch',
  '/m/message': 'title_message',
  '/m/set': 'title_set',
  '/m/help': 'title_help',
  '/m/maintenance': 'title_maintenance',
  '/m/mine': 'title_mine',
  '/m/voucherCenter': 'title_deposit',
  '/m/withdraw': 'title_withdraw',
  '/m/vouReport': 'title_deposit_record',
  '/m/withdrawReport': 'title_withdraw_report',
  '/m/transaction/record': 'title_account_record',
  '/m/profitandloss': 'title_profit_loss',
  '/m/upLine/transfer': 'title_upline_transfer',
  '/m/securityCenter': 'title_security_centre',
  '/m/useragreement': 'title_user_agreement',
};

/** Register aliases share the register screen's rules. */
const ALIASES: Record<string, string> = {
  '/register.html': '/m/register',
  '/m/register.html': '/m/register',
  '/m/member/home': '/m/mine',
};

export function canonicalPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ALIASES[trimmed] ?? trimmed;
}

export function isHomePath(pathname: string): boolean {
  return (HOME_PATHS as readonly string[]).includes(pathname);
}

export function isFooterHidden(pathname: string): boolean {
  return FOOTER_HIDDEN_ON.includes(canonicalPath(pathname));
}
