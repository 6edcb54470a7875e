/**
 * A count's provenance (src/domain/counting/provenance.ts) in French: one line on screen (« 18 détectés et acceptés ·
 * 1 détecté et corrigé · 1 ajouté à la main ») and one in the export's detail sheet (« 18 détectés et acceptés,
 * 1 corrigé, 1 à la main, scores 63–97 % »). Parts that count nothing are left out. And which indice of its plan a
 * measurement was made or checked on (issue 27).
 */
import type { CadOrigin } from '../domain/cad/types';
import type { IndiceProvenance } from '../domain/comparison/indices';
import type { CountProvenance } from '../domain/counting/provenance';
import { cadFr } from './cad.fr';
import { countingFr } from './counting.fr';
import { formatLongDate, interpolate, pluralForm } from './format';
import { indicesFr } from './indices.fr';
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

// --- Plan comparison (issue 27) -----------------------------------------------------------------------------------
/**
 * « Reporté de l’indice A, vérifié sur l’indice B le 29 novembre 2026 », « Reporté de l’indice A, à vérifier sur
 * l’indice B », « Mesuré sur l’indice B »; null when there is nothing to say (../domain/comparison/indices.ts,
 * indiceProvenanceOf).
 */
export function indiceProvenanceText(provenance: IndiceProvenance | null): string | null {
  if (!provenance) return null;
  const t = indicesFr.provenance;
  const { on, review, checkedAt } = provenance;
  if (review === undefined) return interpolate(t.made, { on });
  const from = provenance.from ?? t.unknownFrom;
  const date = checkedAt ? formatLongDate(new Date(checkedAt)) : null;
  if (review === 'toCheck') return interpolate(t.toCheck, { from, on });
  if (date === null) return interpolate(t.untouched, { from, on });
  return interpolate(review === 'edited' ? t.edited : t.checked, { from, on, date });
}

// --- CAD plans (issue 28) -----------------------------------------------------------------------------------------
/**
 * What a measurement made from a CAD file's own data says of where it came from: « bloc CAO : PORTE_90 » for a block's
 * references counted, « calque CAO : MURS » for a layer's lines or areas measured.
 */
export function cadProvenanceText(origin: CadOrigin): string {
  const t = cadFr.provenance;
  return origin.kind === 'block'
    ? interpolate(t.block, { name: origin.block })
    : interpolate(t.layer, { name: origin.layer });
}
