import type { InitSettings, StartupState } from '@playdeck/contracts';
import type { ClientLocation } from '../../infra/geo/country';
import type { MerchantConfig } from './settings.service';

export function isMaintenanceActive(config: MerchantConfig, now: Date): boolean {
  const { enabled, startsAt, endsAt } = config.settings.maintenance;
  if (!enabled) return false;
  if (startsAt && now < new Date(startsAt)) return false;
  if (endsAt && now >= new Date(endsAt)) return false;
  return true;
}

/**
 * Whether the merchant's region rules shut this client out. A private or loopback address
 * is never restricted (so an operator can work on a local copy); a public address whose
 * country is unknown is refused by an allow list and let through by a deny list.
 */
export function isRegionRestricted(config: MerchantConfig, location: ClientLocation): boolean {
  const { mode, countries } = config.settings.regionRestriction;
  if (mode === 'off' || location.isPrivate) return false;
  const listed = location.country !== null && countries.includes(location.country);
  return mode === 'allow' ? !listed : listed;
}

/** Spec 2 Startup: 1 whenever maintenance is on (even with region restriction), 2 for region only, else 0. */
export function startupStateOf(maintenance: boolean, restricted: boolean): StartupState {
  if (maintenance) return 1;
  if (restricted) return 2;
  return 0;
}

export function buildInitSettings(config: MerchantConfig, location: ClientLocation, now: Date): InitSettings {
  const { settings } = config;
  const maintenance = isMaintenanceActive(config, now);
  const restricted = isRegionRestricted(config, location);
  return {
    info: {
      merchantCode: config.code,
      site: settings.site,
      currency: config.currency,
      languages: settings.languages,
      flags: settings.flags,
      templates: settings.templates,
      customerService: settings.customerService,
      downloadLinks: settings.downloadLinks,
      imageCdns: settings.imageCdns,
      theme: settings.theme,
      extraRoutes: settings.extraRoutes,
      agentMenu: settings.agentMenu,
      timeZone: settings.promotions.timeZone,
      social: {
        google: settings.flags.GOOGLELOGIN3 && settings.socialLogin.google !== null,
        facebook: settings.flags.FACEBOOKLOGIN3 && settings.socialLogin.facebook !== null,
      },
    },
    location: { ip: location.ip, country: location.country },
    maintenance: {
      active: maintenance,
      startsAt: settings.maintenance.startsAt,
      endsAt: settings.maintenance.endsAt,
      message: maintenance ? settings.maintenance.message : {},
    },
    regionRestriction: { active: restricted, country: location.country },
    state: startupStateOf(maintenance, restricted),
  };
}
