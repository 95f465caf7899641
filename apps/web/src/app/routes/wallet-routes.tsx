import { laterScreen } from '../shell/lazy-screen';
import type { AppRoute } from './app-route';

const DepositScreen = laterScreen('deposit');
const WithdrawScreen = laterScreen('withdraw');
const DepositRecordsScreen = laterScreen('depositRecords');
const WithdrawRecordsScreen = laterScreen('withdrawRecords');
const AccountRecordsScreen = laterScreen('accountRecords');
const ProfitLossScreen = laterScreen('profitLoss');

/** features/wallet: deposit, withdraw, their records, account record, profit and loss (member gate on each). */
export const walletRoutes: AppRoute[] = [
  {
    path: '/m/voucherCenter',
    titleKey: 'title_deposit',
    session: 'member',
    screen: DepositScreen,
  },
  {
    path: '/m/withdraw',
    titleKey: 'title_withdraw',
    session: 'member',
    screen: WithdrawScreen,
  },
  {
    path: '/m/vouReport',
    titleKey: 'title_deposit_record',
    session: 'member',
    screen: DepositRecordsScreen,
  },
  {
    path: '/m/withdrawReport',
    titleKey: 'title_withdraw_report',
    session: 'member',
    screen: WithdrawRecordsScreen,
  },
  {
    path: '/m/transaction/record',
    titleKey: 'title_account_record',
    session: 'member-or-trial',
    screen: AccountRecordsScreen,
  },
  {
    path: '/m/profitandloss',
    titleKey: 'title_profit_loss',
    session: 'member-or-trial',
    screen: ProfitLossScreen,
  },
];
