/**
 * The workbook of a versions' comparison (the history page, issue 27 item 5): the DPGF of the later side — the
 * project's quantities as that version (or now) has them, built by the quantities page's own document
 * (quantitiesDocument.ts) — with the comparison's deltas as its delta sheet, « Écarts de versions »
 * (domain/export/deltas.ts `versionExportDeltas`, written by the same sheet writer as the indices' deltas).
 * Loaded with import() when a comparison is shown: nothing of it is in the workspace's first load.
 */
import { versionExportDeltas } from '../../domain/export/deltas';
import type { ExportDocument } from '../../domain/export/model';
import { QuantityEngine, type QuantityInput } from '../../domain/library/quantities';
import type { ProjectRow } from '../../domain/takeoff/types';
import { withRecorded, type VersionComparison, type VersionSnapshot } from '../../domain/takeoff/versions';
import { quantitiesDocument } from './quantitiesDocument';

export interface VersionDocumentInput {
  readonly project: Pick<ProjectRow, 'name' | 'client' | 'reference'>;
  /** `YYYY-MM-DD`, today. */
  readonly date: string;
  /** The library as the comparison priced both sides with (the library now). */
  readonly library: QuantityInput['library'];
  readonly before: { readonly label: string; readonly snapshot: VersionSnapshot };
  readonly after: { readonly label: string; readonly snapshot: VersionSnapshot };
  readonly comparison: Pick<VersionComparison, 'lots'>;
}

export function versionComparisonDocument(input: VersionDocumentInput): ExportDocument {
  const { snapshot } = input.after;
  const library = withRecorded(input.library, snapshot.library);
  // An article deleted from the library since is still priced as the version recorded it (as the comparison does).
  const beforeLibrary = withRecorded(input.library, input.before.snapshot.library);
  const engine = new QuantityEngine({
    measurements: snapshot.measurements,
    sheets: snapshot.sheets,
    variables: snapshot.variables,
    library,
  });
  const document = quantitiesDocument({
    project: input.project,
    date: input.date,
    engine,
    measurements: snapshot.measurements,
    sheets: snapshot.sheets,
    library,
  });
  const unitPriceOf = (articleId: string) =>
    (library.libraryItems.get(articleId) ?? beforeLibrary.libraryItems.get(articleId))?.prix_unitaire ?? null;
  const deltas = versionExportDeltas(input.comparison, unitPriceOf);
  return {
    ...document,
    deltas,
    deltaSides: { before: input.before.label, after: input.after.label },
  };
}
