import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import { useTranslation } from '../../../lib/i18n-react';
import { useSearchParams } from '../../../lib/router';
import { useVendorData } from '../api/get-vendor-data';
import { CategoryMenu } from '../components/category-menu';
import { CategoryIcon } from '../components/game-icon';
import { VendorTile, VendorTileSkeleton } from '../components/vendor-tile';
import { sortCategories } from '../services/categories';
import styles from './screens.module.css';

const ALL = 'ALL';

/**
 * /m/gameLobby: the vendor lobby list, vendors by category as tiles (spec 2 vendor tile);
 * ?gameType= shows one category. A lobby vendor's tile launches its lobby, the others list their games.
 */
export default function GameLobbyScreen() {
  const { t } = useTranslation('games');
  const [search, setSearch] = useSearchParams();
  const { data, isPending, isError, error, refetch } = useVendorData();
  if (isError) return <LoadError error={error} onRetry={() => void refetch()} />;

  const categories = sortCategories(
    Object.keys(data?.mapping ?? {}).filter((category) => category !== 'ELOTT' && data?.mapping[category]?.length),
    (category) => category,
  );
  const requested = search.get('gameType');
  const active = requested && categories.includes(requested) ? requested : ALL;
  const shown = active === ALL ? categories : [active];

  return (
    <div className={styles.screen} data-testid="game-lobby">
      <CategoryMenu
        categories={[ALL, ...categories]}
        active={active}
        onSelect={(category) => setSearch(category === ALL ? {} : { gameType: category }, { replace: true })}
      />
      {isPending && (
        <>
          <VendorTileSkeleton />
          <VendorTileSkeleton />
          <VendorTileSkeleton />
        </>
      )}
      {!isPending && shown.length === 0 && <NoData text={t('no_vendors')} />}
      {shown.map((category) => (
        <section key={category} className={styles.section} data-testid={`lobby-${category}`}>
          <h2 className={styles.sectionTitle}>
            <CategoryIcon category={category} size={18} />
            {t(`category_${category}`, { defaultValue: category })}
          </h2>
          {(data?.mapping[category] ?? []).map((vendor) => (
            <VendorTile key={`${category}-${vendor.vassalage}`} vendor={vendor} />
          ))}
        </section>
      ))}
    </div>
  );
}
