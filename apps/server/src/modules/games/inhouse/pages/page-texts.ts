import type { LanguageCode } from '@playdeck/contracts';
import ar from './browser/i18n-ar';
import bn from './browser/i18n-bn';
import cn from './browser/i18n-cn';
import cs from './browser/i18n-cs';
import de from './browser/i18n-de';
import el from './browser/i18n-el';
import en from './browser/i18n-en';
import es from './browser/i18n-es';
import fa from './browser/i18n-fa';
import fr from './browser/i18n-fr';
import he from './browser/i18n-he';
import hi from './browser/i18n-hi';
import hu from './browser/i18n-hu';
import id from './browser/i18n-id';
import it from './browser/i18n-it';
import ja from './browser/i18n-ja';
import km from './browser/i18n-km';
import ko from './browser/i18n-ko';
import lo from './browser/i18n-lo';
import ms from './browser/i18n-ms';
import my from './browser/i18n-my';
import nl from './browser/i18n-nl';
import pl from './browser/i18n-pl';
import pt from './browser/i18n-pt';
import ptbr from './browser/i18n-pt-br';
import ro from './browser/i18n-ro';
import ru from './browser/i18n-ru';
import ta from './browser/i18n-ta';
import th from './browser/i18n-th';
import tr from './browser/i18n-tr';
import tw from './browser/i18n-tw';
import ty from './browser/i18n-ty';
import uk from './browser/i18n-uk';
import ur from './browser/i18n-ur';
import vi from './browser/i18n-vi';
import type { Strings } from './browser/strings';

/**
 * The game pages' words the server writes itself (the loading line, the page of a game not
 * found), from the pages' own catalogues: one per language Playdeck ships (issue 17).
 */
const catalogues: Record<LanguageCode, Strings> = {
  EN: en,
  TY: ty,
  CN: cn,
  TW: tw,
  JA: ja,
  KO: ko,
  TH: th,
  VI: vi,
  ID: id,
  MS: ms,
  HI: hi,
  BN: bn,
  TA: ta,
  KM: km,
  MY: my,
  LO: lo,
  ES: es,
  PT: pt,
  'PT-BR': ptbr,
  FR: fr,
  DE: de,
  IT: it,
  NL: nl,
  PL: pl,
  TR: tr,
  RU: ru,
  UK: uk,
  AR: ar,
  FA: fa,
  HE: he,
  UR: ur,
  EL: el,
  RO: ro,
  HU: hu,
  CS: cs,
};

export const pageTexts = (language: LanguageCode): Strings => catalogues[language];
