import type { ScreenRoute } from '../router';
import { lazyScreen, Screen } from '../shell/lazy-screen';

const MineScreen = lazyScreen(() => import('./mine-route'));
const DepositScreen = lazyScreen(() => import('../../features/wallet/routes/deposit-screen'));
const WithdrawScreen = lazyScreen(() => import('../../features/wallet/routes/withdraw-screen'));
const DepositRecordsScreen = lazyScreen(() => import('../../features/wallet/routes/deposit-records-screen'));
const WithdrawRecordsScreen = lazyScreen(() => import('../../features/wallet/routes/withdraw-records-screen'));
const AccountRecordsScreen = lazyScreen(() => import('../../features/wallet/routes/account-records-screen'));
const ProfitLossScreen = lazyScreen(() => import('../../features/wallet/routes/profit-loss-screen'));
const UplineTransferScreen = lazyScreen(() => import('../../features/wallet/routes/upline-transfer-screen'));
const SecurityCentreScreen = lazyScreen(() => import('../../features/wallet/routes/security-centre-screen'));

/** The wallet's screens (issue 4): deposit, withdraw, records, security centre, member centre. */
export const walletRoutes: ScreenRoute[] = [
  { paths: ['/m/mine', '/m/member/home'], element: <Screen component={MineScreen} /> },
  { paths: ['/m/voucherCenter'], element: <Screen component={DepositScreen} /> },
  { paths: ['/m/withdraw'], element: <Screen component={WithdrawScreen} /> },
  { paths: ['/m/vouReport'], element: <Screen component={DepositRecordsScreen} /> },
  { paths: ['/m/withdrawReport'], element: <Screen component={WithdrawRecordsScreen} /> },
  { paths: ['/m/transaction/record'], element: <Screen component={AccountRecordsScreen} /> },
  { paths: ['/m/profitandloss'], element: <Screen component={ProfitLossScreen} /> },
  { paths: ['/m/upLine/transfer'], element: <Screen component={UplineTransferScreen} /> },
  { paths: ['/m/securityCenter'], element: <Screen component={SecurityCentreScreen} /> },
];
