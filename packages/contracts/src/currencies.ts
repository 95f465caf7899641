import { z } from 'zod';

/** Currencies a merchant may run in: ISO code, display symbol and minor-unit exponent. */
export const currencies = {
  PHP: { symbol: '₱', exponent: 2 },
  USD: { symbol: '$', exponent: 2 },
  EUR: { symbol: '€', exponent: 2 },
  THB: { symbol: '฿', exponent: 2 },
  INR: { symbol: '₹', exponent: 2 },
  BRL: { symbol: 'R$', exponent: 2 },
  CNY: { symbol: '¥', exponent: 2 },
  VND: { symbol: '₫', exponent: 0 },
  KRW: { symbol: '₩', exponent: 0 },
  JPY: { symbol: '¥', exponent: 0 },
} as const satisfies Record<string, { symbol: string; exponent: number }>;

export type CurrencyCode = keyof typeof currencies;

export const currencyCodes = Object.keys(currencies) as [CurrencyCode, ...CurrencyCode[]];

export const currencyInfo = z.object({
  code: z.enum(currencyCodes),
  symbol: z.string(),
  exponent: z.number().int().min(0).max(4),
});

export type CurrencyInfo = z.infer<typeof currencyInfo>;

export function currencyInfoOf(code: CurrencyCode): CurrencyInfo {
  return { code, ...currencies[code] };
}
