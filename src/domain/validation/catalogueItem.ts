/** Catalogue (library) item: a designation of at least 3 characters, a lot, a sub-category, a unit, a price ≥ 0. */
import { z } from './z';
import { minText, optionalText, requiredText } from './rules';

export const DESIGNATION_MIN_LENGTH = 3;
export const MIN_UNIT_PRICE = 0;

export interface CatalogueItemMessages {
  designationTooShort: string;
  lotRequired: string;
  subCategoryRequired: string;
  unitRequired: string;
  priceNegative: string;
}

export function createCatalogueItemSchema(messages: CatalogueItemMessages) {
  return z.object({
    designation: minText(DESIGNATION_MIN_LENGTH, messages.designationTooShort),
    lot: requiredText(messages.lotRequired),
    subCategory: requiredText(messages.subCategoryRequired),
    unite: requiredText(messages.unitRequired),
    // A missing or non-numeric price gets the price message too: it is the only price message there is.
    prix_unitaire: z.number({ error: messages.priceNegative }).min(MIN_UNIT_PRICE, { error: messages.priceNegative }),
    description: optionalText(),
    tags: z.array(z.string().trim()).default([]),
    /** A reference to the attached file (name or URL), not the file itself. */
    fichier_joint: optionalText(),
    // Set by the app from the open library, never typed by the user: no message of its own.
    bibliotheque_id: z.string().min(1),
  });
}

export type CatalogueItemValues = z.infer<ReturnType<typeof createCatalogueItemSchema>>;
