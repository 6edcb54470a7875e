/**
 * One document per lot, for « un fichier par lot »: each lot's file goes to the companies answering for that lot
 * alone. Each keeps the project's header, its lot's lines, its lot's part of every PSE, and the detail of the
 * measurements feeding its lines (measurements feeding no article belong to no lot and are left out), and its lot's
 * part of the « métré par local ».
 */
import type { ExportDocument } from './model';

export interface LotDocument {
  /** The lot's number, e.g. `02`. */
  readonly lot: string;
  readonly document: ExportDocument;
}

const hasLines = (lot: ExportDocument['lots'][number]) => lot.chapters.some((c) => c.lines.length > 0);

/** Every lot with a line in the base or in a PSE, in number order: a lot priced only in a PSE has its file too. */
export function lotDocuments(document: ExportDocument): LotDocument[] {
  const numbers = new Set<string>();
  for (const lot of [...document.lots, ...(document.pse ?? []).flatMap((p) => p.lots)]) {
    if (hasLines(lot)) numbers.add(lot.number);
  }
  return [...numbers]
    .sort((a, b) => a.localeCompare(b, 'fr', { numeric: true }))
    .map((number) => {
      const prefix = `${number}.`;
      const pse = (document.pse ?? [])
        .map((p) => ({ ...p, lots: p.lots.filter((l) => l.number === number && hasLines(l)) }))
        .filter((p) => p.lots.length > 0);
      return {
        lot: number,
        document: {
          ...document,
          lots: document.lots.filter((l) => l.number === number && hasLines(l)),
          details: document.details.filter((m) => m.article?.number.startsWith(prefix)),
          ...(document.byLocalisation
            ? {
                byLocalisation: document.byLocalisation
                  .map((g) => ({ ...g, lots: g.lots.filter((l) => l.number === number && l.lines.length > 0) }))
                  .filter((g) => g.lots.length > 0),
              }
            : {}),
          pse,
          ...(document.deltas
            ? { deltas: document.deltas.filter((l) => l.number === number && l.lines.length > 0) }
            : {}),
        },
      };
    });
}
