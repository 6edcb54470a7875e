/**
 * The article form's schema: the catalogue item's fields (with their five messages, ./validation/catalogueItem.ts) and what the
 * library adds — the unit among the nine, the VAT rate, a price with at most two decimals, a code, active or not.
 * Messages come from the caller (src/i18n/library.fr.ts), as for every form schema.
 */
import { UNITS } from '../takeoff/quantity';
import { COUNT_SYMBOLS, PALETTE_KEYS } from '../takeoff/types';
import { createCatalogueItemSchema, type CatalogueItemMessages } from '../validation/catalogueItem';
import { z } from '../validation/z';
import { MAX_PRICE_CENTS } from './money';
import { CODE_PATTERN, padCode } from './numbering';
import { VAT_RATES, type VatRate } from './types';

export interface ArticleMessages extends CatalogueItemMessages {
  priceDecimals: string;
  priceTooHigh: string;
  vatRequired: string;
  codeInvalid: string;
  cctpRefTooLong: string;
}

/** The most a price may be, in euros (a milliard): far from any real article, safe once multiplied. */
export const MAX_PRICE_EUROS = MAX_PRICE_CENTS / 100;

export function createArticleSchema(messages: ArticleMessages) {
  const base = createCatalogueItemSchema(messages);
  return base.extend({
    unite: z.enum(UNITS, { error: messages.unitRequired }),
    prix_unitaire: base.shape.prix_unitaire
      .max(MAX_PRICE_EUROS, { error: messages.priceTooHigh })
      .refine((price) => Math.abs(Math.round(price * 100) - price * 100) < 1e-6, { error: messages.priceDecimals }),
    vatRate: z.custom<VatRate>((value) => (VAT_RATES as readonly unknown[]).includes(value), {
      error: messages.vatRequired,
    }),
    actif: z.boolean().default(true),
    /** The CCTP's reference (« 3.2.1 »), an optional column of the DPGF; emptied, none. */
    cctpRef: z.string().trim().max(40, { error: messages.cctpRefTooLong }).optional(),
    /** Empty: the next code in the chapter. */
    code: z
      .string()
      .trim()
      .transform((code) => (code === '' ? undefined : padCode(code)))
      .refine((code) => code === undefined || CODE_PATTERN.test(code), { error: messages.codeInvalid })
      .optional(),
    /** The plan's look of the article's measurements; absent: each measurement's own. */
    color: z.enum(PALETTE_KEYS).optional(),
    symbol: z.enum(COUNT_SYMBOLS).optional(),
  });
}

export type ArticleFormValues = z.infer<ReturnType<typeof createArticleSchema>>;
