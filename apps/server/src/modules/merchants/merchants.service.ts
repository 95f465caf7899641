import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { TtlCache } from '../../lib/ttl-cache';
import type { MerchantConfig, SettingsService } from '../settings/settings.service';
import { merchantsRepo } from './merchants.repo';

export interface MerchantResolverOptions {
  db: Db;
  settings: SettingsService;
  defaultMerchantCode: string;
}

const MERCHANT_CODE = /^[A-Za-z0-9_]{2,20}$/;

/**
 * Finds the merchant of a request: by the `Merchant` header when present (an unknown
 * code is an error), else by host name, else the deployment's default merchant.
 */
export function createMerchantResolver({ db, settings, defaultMerchantCode }: MerchantResolverOptions) {
  const byCode = new TtlCache<string, number | undefined>(30_000);
  const byHost = new TtlCache<string, number | undefined>(30_000);
  const repo = merchantsRepo(db);

  const idOfCode = (code: string) => byCode.get(code.toUpperCase(), async () => (await repo.findByCode(code))?.id);

  async function configOf(id: number | undefined): Promise<MerchantConfig | undefined> {
    return id === undefined ? undefined : settings.get(id);
  }

  return {
    async resolve(input: { merchantHeader?: string | undefined; host: string }): Promise<MerchantConfig> {
      if (input.merchantHeader !== undefined) {
        const code = input.merchantHeader.trim();
        const config = MERCHANT_CODE.test(code) ? await configOf(await idOfCode(code)) : undefined;
        if (!config) throw new AppError('merchant.not.exist', { data: { merchant: code.slice(0, 40) } });
        return assertActive(config);
      }
      const host = input.host.toLowerCase().replace(/:\d+$/, '');
      const hostConfig = await configOf(await byHost.get(host, () => repo.findIdByHost(host)));
      if (hostConfig) return assertActive(hostConfig);
      const fallback = await configOf(await idOfCode(defaultMerchantCode));
      if (!fallback) throw new AppError('merchant.not.exist', { data: { merchant: defaultMerchantCode } });
      return assertActive(fallback);
    },

    /** Forgets cached code and host lookups (after an operator adds a merchant or a domain). */
    forget() {
      byCode.clear();
      byHost.clear();
    },
  };
}

function assertActive(config: MerchantConfig): MerchantConfig {
  if (config.status !== 'active') throw new AppError('merchant.disabled');
  return config;
}

export type MerchantResolver = ReturnType<typeof createMerchantResolver>;
