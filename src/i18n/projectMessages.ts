/** Sentences of the project list built from its copy: plurals, and what a step or a deletion concerns. */
import { interpolate } from './format';
import { projectsFr } from './projects.fr';

const plural = new Intl.PluralRules('fr-FR');

/** French plural of a `{ one, other }` pair: 0 and 1 are singular in French. */
export function countLabel(forms: { readonly one: string; readonly other: string }, count: number): string {
  return interpolate(plural.select(count) === 'one' ? forms.one : forms.other, { count });
}

/** « Aucun plan », « 1 plan », « 12 plans ». */
export function sheetCountLabel(count: number): string {
  return count === 0 ? projectsFr.item.sheets.zero : countLabel(projectsFr.item.sheets, count);
}

export type ProjectStepType = keyof typeof projectsFr.history.actions;

/** « suppression du projet « Halle nord » ». */
export function projectStepLabel(type: ProjectStepType, name: string): string {
  return interpolate(projectsFr.history.actions[type], { name });
}

/**
 * What a deletion takes, named: « Le projet « X », ses 3 plans et ses 128 métrés seront supprimés. », down to « Le
 * projet « X » sera supprimé. » for an empty one; then that it can be undone.
 */
export function deleteProjectMessage(name: string, sheetCount: number, measurementCount: number): string {
  const t = projectsFr.delete;
  const sheets = sheetCount > 0 ? countLabel(t.sheets, sheetCount) : null;
  const measurements = measurementCount > 0 ? countLabel(t.measurements, measurementCount) : null;
  let sentence: string;
  if (sheets && measurements) sentence = interpolate(t.projectWith, { name, sheets, measurements });
  else if (sheets || measurements)
    sentence = interpolate(t.projectAnd, { name, contents: sheets ?? measurements ?? '' });
  else sentence = interpolate(t.project, { name });
  return `${sentence} ${t.undoHint}`;
}
