import { lazyScreen } from '../../shell/lazy-screen';
import type { AppRoute } from '../app-route';

const DepositScreen = lazyScreen(() => import('../../../features/wallet/routes/deposit-screen'));
const WithdrawScreen = lazyScreen(() => import('../../../features/wallet/routes/withdraw-screen'));
const DepositRecordsScreen = lazyScreen(() => import('../../../features/wallet/routes/deposit-records-screen'));
const WithdrawRecordsScreen = lazyScreen(() => import('../../../features/wallet/routes/withdraw-records-screen'));
const AccountRecordsScreen = lazyScreen(() => import('../../../features/wallet/routes/account-records-screen'));
const ProfitLossScreen = lazyScreen(() => import('../../../features/wallet/routes/profit-loss-screen'));

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
