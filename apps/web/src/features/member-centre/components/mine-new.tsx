import { ResponsibleGamingLink } from '../../../components/responsible-gaming-link';
import ui from '../../../components/ui/surface.module.css';
import { useBalanceVisibility } from '../../../lib/balance-visibility';
import { formatMoney, MASKED_BALANCE } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useQueryClient } from '../../../lib/query';
import { Link } from '../../../lib/router';
import type { MemberCentre } from '../hooks/use-member-centre';
import styles from './mine.module.css';
import { MineIcon } from './mine-icon';
import { MineMenuGrid } from './mine-menu';
import news from './mine-new.module.css';
import { LoginButton, MineIdentity, SettingsButton } from './mine-profile';

/** Deposit and withdraw lead the new template as buttons; the rest of the menu is the grid. */
const QUICK = new Set(['deposit', 'withdraw']);

/**
 * The new member centre (mem_cen "1"): the member's card carries the wallet (balance with
 * hide/show and refresh, deposit and withdraw), and the rest of the menu is a grid of tiles.
 */
export function MineNew({ centre }: { centre: MemberCentre }) {
  const { t } = useTranslation('mine');
  const items = [...centre.fixed.filter((item) => !QUICK.has(item.id)), ...centre.gated];
  return (
    <div className={ui.page} data-testid="mine-screen" data-template="new">
      <section className={`${ui.hero} ${styles.profile}`}>
        <MineIdentity centre={centre} />
        {centre.session ? <MineWallet centre={centre} /> : <LoginButton />}
        <SettingsButton centre={centre} />
      </section>
      <h3 className={ui.sectionTitle}>{t('section_services')}</h3>
      <MineMenuGrid items={items} centre={centre} testId="mine-grid" />
      <ResponsibleGamingLink />
    </div>
  );
}

function MineWallet({ centre }: { centre: MemberCentre }) {
  const { t } = useTranslation('mine');
  const queryClient = useQueryClient();
  const { BalanceSource } = centre;
  const hidden = useBalanceVisibility((s) => s.hidden);
  const toggle = useBalanceVisibility((s) => s.toggle);
  return (
    <div className={news.wallet}>
      <div className={news.balanceHead}>
        <span>{t('total_balance')}</span>
        <button
          type="button"
          className={news.iconButton}
          onClick={toggle}
          aria-label={hidden ? t('common:show_balance') : t('common:hide_balance')}
          data-testid="mine-balance-visibility"
        >
          <MineIcon name={hidden ? 'eyeOff' : 'eye'} size={16} />
        </button>
        <button
          type="button"
          className={news.iconButton}
          // Spec 4: refreshing hides the balance while the wallet reloads.
          onClick={() => void queryClient.resetQueries({ queryKey: ['wallet', 'balance'] })}
          aria-label={t('common:refresh_balance')}
          data-testid="mine-balance-refresh"
        >
          <MineIcon name="refresh" size={16} />
        </button>
      </div>
      <span className={news.amount} data-testid="mine-balance">
        <BalanceSource>
          {(wallet) =>
            wallet ? (
              hidden ? (
                `${wallet.currency.symbol}${MASKED_BALANCE}`
              ) : (
                formatMoney(wallet.sumBalance, wallet.currency)
              )
            ) : (
              <span className={news.loading} aria-busy="true" />
            )
          }
        </BalanceSource>
      </span>
      <div className={news.actions}>
        {centre.fixed
          .filter((item) => QUICK.has(item.id))
          .map((item) => (
            <Link
              key={item.id}
              to={item.path}
              className={`${news.action} ${item.id === 'deposit' ? news.primary : news.secondary}`}
              onClick={centre.guard(item.path)}
              data-testid={`mine-item-${item.id}`}
            >
              <MineIcon name={item.icon} size={18} />
              {t(item.label)}
            </Link>
          ))}
      </div>
    </div>
  );
}
