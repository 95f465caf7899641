import {
  type CurrencyCode,
  type CurrencyInfo,
  currencyInfoOf,
  type MerchantSettingKey,
  type MerchantSettings,
  merchantSettingKeys,
  merchantSettingsShape,
  type SiteFlag,
  secretSettingKeys,
} from '@playdeck/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { recordAudit } from '../../infra/audit/audit.repo';
import type { Bus } from '../../lib/bus';
import { AppError } from '../../lib/errors';
import { TtlCache } from '../../lib/ttl-cache';
import { merchantsRepo } from '../merchants/merchants.repo';
import { defaultSettings } from './defaults';
import { settingsRepo } from './settings.repo';

/** A merchant with all of its settings: what every request of that merchant is served with. */
export interface MerchantConfig {
  id: number;
  code: string;
  name: string;
  status: 'active' | 'disabled';
  currency: CurrencyInfo;
  settings: MerchantSettings;
}

const TOPIC = 'merchant-config';

export class SettingValidationError extends Error {}

export interface SettingsServiceOptions {
  db: Db;
  bus: Bus;
  logger: FastifyBaseLogger;
  /** How long another instance may serve old settings when there is no Redis to tell it. */
  ttlMs?: number;
}

/** Which key of which merchant an operator changes, and who (written to the audit log). */
interface SettingChange<K extends MerchantSettingKey> {
  merchantId: number;
  key: K;
  actor: string;
}

/** The one accessor for merchant configuration: cached, invalidated on every change. */
export function createSettingsService({ db, bus, logger, ttlMs = 5_000 }: SettingsServiceOptions) {
  const cache = new TtlCache<number, MerchantConfig | undefined>(ttlMs);
  bus.subscribe(TOPIC, (message) => cache.delete(Number(message)));

  async function load(merchantId: number): Promise<MerchantConfig | undefined> {
    const merchant = await merchantsRepo(db).findById(merchantId);
    if (!merchant) return undefined;
    const stored = await settingsRepo(db).load(merchantId);
    const settings = defaultSettings(merchant.name);
    for (const key of merchantSettingKeys) {
      if (!stored.has(key)) continue;
      const parsed = merchantSettingsShape[key].safeParse(stored.get(key));
      if (parsed.success) (settings as Record<string, unknown>)[key] = parsed.data;
      else logger.warn({ merchant: merchant.code, key }, 'stored setting is invalid; using the default');
    }
    return {
      id: merchant.id,
      code: merchant.code,
      name: merchant.name,
      status: merchant.status,
      currency: currencyInfoOf(merchant.currency as CurrencyCode),
      settings,
    };
  }

  async function invalidate(merchantId: number) {
    await bus.publish(TOPIC, String(merchantId));
  }

  return {
    get(merchantId: number): Promise<MerchantConfig | undefined> {
      return cache.get(merchantId, () => load(merchantId));
    },

    /** Validates and stores one top-level key, audited. */
    async set<K extends MerchantSettingKey>({ merchantId, key, value, actor }: SettingChange<K> & { value: unknown }) {
      if (!merchantSettingKeys.includes(key)) throw new SettingValidationError(`Unknown setting ${key}`);
      const parsed = merchantSettingsShape[key].safeParse(value);
      if (!parsed.success) {
        const reasons = parsed.error.issues.map((i) => `${i.path.join('.') || key}: ${i.message}`);
        throw new SettingValidationError(`Invalid ${key}: ${reasons.join('; ')}`);
      }
      await withTransaction(db, async (tx) => {
        await settingsRepo(tx).upsert(merchantId, key, parsed.data);
        await recordAudit(tx, {
          merchantId,
          actor,
          action: 'settings.set',
          target: key,
          // Secrets (client secrets, gateway keys) never reach the audit log.
          detail: { value: secretSettingKeys.has(key) ? '[secret]' : parsed.data },
        });
      });
      await invalidate(merchantId);
      return parsed.data as MerchantSettings[K];
    },

    /** Changes part of a key: reads the current value, applies `change`, stores the result. */
    async update<K extends MerchantSettingKey>({
      merchantId,
      key,
      change,
      actor,
    }: SettingChange<K> & { change: (current: MerchantSettings[K]) => MerchantSettings[K] }) {
      const config = await load(merchantId);
      if (!config) throw new AppError('merchant.not.exist');
      return this.set({ merchantId, key, value: change(config.settings[key]), actor });
    },

    setFlag({ merchantId, flag, on, actor }: { merchantId: number; flag: SiteFlag; on: boolean; actor: string }) {
      return this.update({ merchantId, key: 'flags', change: (flags) => ({ ...flags, [flag]: on }), actor });
    },

    invalidate,

    /** Hears every change of a merchant's settings, on this instance or another (a page cache's signal). */
    onChange(listener: (merchantId: number) => void) {
      bus.subscribe(TOPIC, (message) => listener(Number(message)));
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
