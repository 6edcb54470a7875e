/**
 * One document per lot, for « un fichier par lot »: each lot's file goes to the companies answering for that lot
 * alone. Each keeps the project's header, its lot's lines, its lot's part of every PSE, and the detail of the
 * measurements feeding its lines (measurements feeding no article belong to no lot and are left out).
 */
import type { ExportDocument } from './model';

export interface LotDocument {
  /** The lot's number, e.g. `02`. */
  readonly lot: string;
  readonly document: ExportDocument;
}

const hasLines = (lot: ExportDocument['lots'][number]) => lot.chapters.some((c) => c.lines.length > 0);

export function lotDocuments(document: ExportDocument): LotDocument[] {
  return document.lots.filter(hasLines).map((lot) => {
    const prefix = `${lot.number}.`;
    const pse = (document.pse ?? [])
      .map((p) => ({ ...p, lots: p.lots.filter((l) => l.number === lot.number && hasLines(l)) }))
      .filter((p) => p.lots.length > 0);
    return {
      lot: lot.number,
      document: {
        ...document,
        lots: [lot],
        details: document.details.filter((m) => m.article?.number.startsWith(prefix)),
        ...(pse.length > 0 ? { pse } : { pse: [] }),
      },
    };
  });
}
