/**
 * A count's provenance (src/domain/counting/provenance.ts) in French: one line on screen (« 18 détectés et acceptés ·
 * 1 détecté et corrigé · 1 ajouté à la main ») and one in the export's detail sheet (« 18 détectés et acceptés,
 * 1 corrigé, 1 à la main, scores 63–97 % »). Parts that count nothing are left out.
 */
import type { CountProvenance } from '../domain/counting/provenance';
import { countingFr } from './counting.fr';
import { interpolate, pluralForm } from './format';
import { formatNumber } from './numbers';

const p = countingFr.provenance;

type Counts = Pick<CountProvenance, 'accepted' | 'corrected' | 'manual'>;

const percent = (score: number) => Math.round(score * 100);

/** « 18 détectés et acceptés · 1 détecté et corrigé · 1 ajouté à la main », or « Aucun point compté pour l’instant ». */
export function provenanceSummary(counts: Counts): string {
  const part = (forms: { one: string; other: string }, count: number) =>
    count > 0 ? [interpolate(pluralForm(forms, count), { count: formatNumber(count, 0) })] : [];
  const parts = [
    ...part(p.accepted, counts.accepted),
    ...part(p.corrected, counts.corrected),
    ...part(p.manual, counts.manual),
  ];
  return parts.length > 0 ? parts.join(` ${p.separator} `) : p.none;
}

/** « 2 modèles ». */
export function templatesText(count: number): string {
  return interpolate(pluralForm(p.templates, count), { count: formatNumber(count, 0) });
}

/** « 63–97 % », or « 97 % » when all detected points scored alike (rounded). */
export function scoresText(scores: { readonly min: number; readonly max: number }, forExport = false): string {
  const min = percent(scores.min);
  const max = percent(scores.max);
  if (min === max) return interpolate(forExport ? p.exportScore : p.score, { value: min });
  return interpolate(forExport ? p.exportScores : p.scores, { min, max });
}

/**
 * The export's words: « 18 détectés et acceptés, 1 corrigé, 1 à la main, scores 63–97 % ». Numbers without group
 * separators: spreadsheet fonts lack the narrow no-break space, and a count of symbols rarely reaches a thousand.
 */
export function provenanceExportText(
  provenance: Counts & { readonly scores?: { readonly min: number; readonly max: number } | null },
): string {
  const parts: string[] = [];
  const { accepted, corrected, manual, scores } = provenance;
  if (accepted > 0) parts.push(interpolate(pluralForm(p.exportAccepted, accepted), { count: accepted }));
  if (corrected > 0) parts.push(interpolate(pluralForm(p.exportCorrected, corrected), { count: corrected }));
  if (manual > 0) parts.push(interpolate(p.exportManual, { count: manual }));
  if (scores) parts.push(scoresText(scores, true));
  return parts.length > 0 ? parts.join(`${p.exportSeparator} `) : p.none;
}
