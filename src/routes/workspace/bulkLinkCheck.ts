/**
 * The check of « Relier les n mesures à un article » (issue 26, item 4), apart from its container so that stories and
 * tests run it as the workspace does: the quantities engine over the selection, each measurement with the one link
 * typed, and what the panel says of it in French.
 */
import type { FormulaError } from '../../domain/formula/errors';
import { isUnitProblem, QuantityEngine, type LinkResult, type QuantityInput } from '../../domain/library/quantities';
import type { Measurement, MeasurementKind } from '../../domain/takeoff/types';
import { formulaErrorMessage, unitErrorMessage } from '../../i18n/formulaMessages';
import { formatQuantity } from '../../i18n/numbers';
import type { NotApplicableView } from '../../screens/Workspace/MeasurementArticles';

/**
 * Why a link cannot apply to a measurement, in French, without its value (so that measurements in the same case are
 * said once); null when it applies (a sheet without scale still links: the link waits for the scale).
 */
function reasonOf(result: LinkResult | undefined): string | null {
  const problem = result?.problem;
  if (!problem) return null;
  if (problem.kind === 'formula') return problem.errors[0] ? formulaErrorMessage(problem.errors[0]) : null;
  if (isUnitProblem(problem)) return formulaErrorMessage(problem.error);
  return null;
}

/** The check of one formula for one article over the selection, as the panel shows it. */
export interface BulkCheck {
  readonly applicable: readonly string[];
  readonly notApplicable: readonly NotApplicableView[];
  readonly errors: readonly FormulaError[];
  readonly unitError: string | null;
  readonly total: string | null;
}

/**
 * Runs the link on every measurement (each with this one link) in the quantities engine: the ones in a formula or
 * unit error are grouped by kind and reason; when none applies, the first one's error is the field's own (as for one
 * measurement); the total sums the others in the article's unit.
 */
export function checkBulkLink(
  measurements: readonly Measurement[],
  link: { readonly articleId: string; readonly formula: string },
  input: Omit<QuantityInput, 'measurements'>,
): BulkCheck {
  const engine = new QuantityEngine({ ...input, measurements: measurements.map((m) => ({ ...m, links: [link] })) });
  const applicable: string[] = [];
  const failing: { kind: MeasurementKind; reason: string; result: LinkResult }[] = [];
  let sum = 0;
  let counted = 0;
  for (const m of measurements) {
    const result = engine.linksOfMeasurement(m.id)[0];
    const reason = reasonOf(result);
    if (reason !== null && result) failing.push({ kind: m.kind, reason, result });
    else {
      applicable.push(m.id);
      if (result && result.value !== null) {
        sum += result.value;
        counted++;
      }
    }
  }
  const groups = new Map<string, NotApplicableView>();
  for (const f of failing) {
    const key = `${f.kind}\u0000${f.reason}`;
    const g = groups.get(key);
    groups.set(key, { kind: f.kind, reason: f.reason, count: (g?.count ?? 0) + 1 });
  }
  const none = applicable.length === 0 && failing.length > 0;
  const kinds = new Set(measurements.map((m) => m.kind));
  const first = failing[0]?.result.problem;
  const unit = input.library.libraryItems.get(link.articleId)?.unite;
  return {
    applicable,
    // All in error and all of one kind: the field says it, as for one measurement; otherwise the kinds are named.
    notApplicable: none && kinds.size === 1 ? [] : [...groups.values()],
    errors: none && first?.kind === 'formula' ? first.errors : [],
    unitError: none && first && isUnitProblem(first) ? unitErrorMessage(first) : null,
    total: counted > 0 && unit ? formatQuantity(sum, unit) : null,
  };
}
