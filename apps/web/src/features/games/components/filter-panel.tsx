import { type GameCategoryCode, MIN_BET_OPTIONS, type MinBetOption } from '@playdeck/contracts/game-constants';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { useTranslation } from '../../../lib/i18n-react';
import { useMerchantInfo } from '../../../lib/init-settings';
import { useQuery } from '../../../lib/query';
import { Link } from '../../../lib/router';
import { categoryVendorsQuery } from '../api/get-category-vendors';
import { NEW_CLASSIFY } from '../api/get-game-list';
import { useGameMenus } from '../api/get-game-menus';
import type { ListParams } from '../hooks/use-list-params';
import { categoryLink, filterRulesOf } from '../services/categories';
import { useClassifyLabel } from './classify-chips';
import styles from './filter-panel.module.css';
import { CategoryIcon } from './game-icon';

type PanelFilter = Pick<ListParams, 'vendor' | 'classify' | 'minBet'>;

interface FilterPanelProps {
  category: GameCategoryCode;
  current: PanelFilter;
  classifications: string[];
  onApply(filter: PanelFilter): void;
  onClose(): void;
}

/**
 * Spec 2 filter panel: vendor, classification and minimum bet, reset and submit, and links to
 * the other game categories. Spec 5: classification and minimum bet only for RNG; spec 4:
 * picking the selected vendor again deselects it.
 */
export function FilterPanel({ category, current, classifications, onApply, onClose }: FilterPanelProps) {
  const { t } = useTranslation('games');
  const { currency } = useMerchantInfo();
  const label = useClassifyLabel();
  const rules = filterRulesOf(category);
  const vendors = useQuery({ ...categoryVendorsQuery(category), enabled: rules.vendors });
  const menus = useGameMenus();
  const [draft, setDraft] = useState<PanelFilter>(current);
  const minBetLabel = (option: MinBetOption) => (option ? `≤ ${currency.symbol}${option}` : t('classify_all'));

  const others = (menus.data ?? [])
    .map((menu) => menu.gameCategory)
    .filter((other) => other !== category && other !== 'HOT' && categoryLink(other));

  return (
    <Sheet
      title={t('filter_title')}
      onClose={onClose}
      testId="filter-panel"
      footer={
        <>
          <Button
            variant="secondary"
            testId="filter-reset"
            onClick={() => setDraft({ vendor: '', classify: '', minBet: '' })}
          >
            {t('filter_reset')}
          </Button>
          <Button testId="filter-submit" onClick={() => onApply(draft)}>
            {t('filter_submit')}
          </Button>
        </>
      }
    >
      {rules.vendors && (
        <fieldset className={styles.group}>
          <legend>{t('filter_vendor')}</legend>
          <div className={styles.options}>
            {(vendors.data ?? []).map((vendor) => (
              <button
                key={vendor.vassalage}
                type="button"
                aria-pressed={draft.vendor === vendor.vassalage}
                className={styles.option}
                data-testid={`filter-vendor-${vendor.vassalage}`}
                onClick={() =>
                  setDraft((d) => ({ ...d, vendor: d.vendor === vendor.vassalage ? '' : vendor.vassalage }))
                }
              >
                {vendor.name}
                <small>{vendor.count}</small>
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {rules.panelClassifications && (
        <fieldset className={styles.group}>
          <legend>{t('classify_title')}</legend>
          <div className={styles.options}>
            {['', NEW_CLASSIFY, ...classifications].map((option) => (
              <button
                key={option || 'all'}
                type="button"
                aria-pressed={draft.classify === option}
                className={styles.option}
                data-testid={`filter-classify-${option || 'all'}`}
                onClick={() => setDraft((d) => ({ ...d, classify: option }))}
              >
                {option ? label(option) : t('classify_all')}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {rules.minBet && (
        <fieldset className={styles.group}>
          <legend>{t('filter_min_bet')}</legend>
          <div className={styles.options}>
            {MIN_BET_OPTIONS.map((option) => (
              <button
                key={option || 'all'}
                type="button"
                aria-pressed={draft.minBet === option}
                className={styles.option}
                data-testid={`filter-min-bet-${option || 'all'}`}
                onClick={() => setDraft((d) => ({ ...d, minBet: option }))}
              >
                {minBetLabel(option)}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {others.length > 0 && (
        <nav className={styles.group} aria-label={t('filter_other_games')}>
          <h3>{t('filter_other_games')}</h3>
          <div className={styles.links}>
            {others.map((other) => (
              <Link
                key={other}
                to={categoryLink(other) ?? '/m/gameCenter'}
                className={styles.link}
                replace
                onClick={onClose}
                data-testid={`filter-link-${other}`}
              >
                <CategoryIcon category={other} size={18} />
                {t(`category_${other}`, { defaultValue: other })}
              </Link>
            ))}
          </div>
        </nav>
      )}
    </Sheet>
  );
}
