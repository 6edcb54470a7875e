/**
 * Assisted counting's copy put together: a search's error in French with what to do, thresholds as percentages, the
 * review's counts with their French plurals. Pure functions over ./counting.fr.ts.
 */
import { countingFr } from './counting.fr';
import { interpolate, pluralForm } from './format';
import { formatPercent } from './numbers';

const t = countingFr.review;

/**
 * The codes that have a message: the worker's CountingErrorCode (workers/counting/protocol.ts), which copy may not
 * import. The screens pass a CountingErrorCode where this is expected, so a code added there without its message here
 * does not compile; countingMessages.test.ts walks every code.
 */
export type CountingErrorMessageCode = keyof typeof countingFr.errors;

const MESSAGES: Readonly<Record<string, string | undefined>> = countingFr.errors;

/**
 * The French message for a search that ended without proposals: what happened, that nothing was added, and what to
 * do. A code from elsewhere (an older worker's) gets the generic message.
 */
export function countingErrorMessage(code: CountingErrorMessageCode): string {
  return MESSAGES[code] ?? countingFr.errors.unknown;
}

/** A score or threshold (0…1) as the review shows it: « 87 % », whole percents (a narrow no-break space before %). */
export function scorePercent(score: number): string {
  return formatPercent(Math.round(score * 100) / 100, 0);
}

/** « 20 propositions », « 1 proposition », « Aucune proposition ». */
export function proposalCount(count: number): string {
  return count === 0 ? t.noProposal : interpolate(pluralForm(t.proposals, count), { count });
}

/** The header's line: « 20 propositions · 12 acceptées · 1 rejetée ». */
export function reviewSummary(shown: number, accepted: number, rejected: number): string {
  return [
    proposalCount(shown),
    interpolate(pluralForm(t.accepted, accepted), { count: accepted }),
    interpolate(pluralForm(t.rejected, rejected), { count: rejected }),
  ].join(' · ');
}

/** « Accepter les 8 au-dessus de 80 % ». */
export function acceptAboveLabel(count: number, threshold: number): string {
  const percent = scorePercent(threshold);
  return count === 0 ? interpolate(t.acceptAboveNone, { percent }) : interpolate(t.acceptAbove, { count, percent });
}
