/** A refused backup's problems (src/db/errors.ts, BackupProblem) as short French sentences, from ./backup.fr.ts. */
import type { BackupProblem } from '../db/errors';
import { backupFr as t } from './backup.fr';
import { interpolate, pluralForm } from './format';
import { formatBytes } from './workspaceFormat';

const integer = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** « la date de création », « le champ « foo » », « les points (dans snapshot.measurements.4) ». */
function fieldLabel(path: string | null): string {
  if (path === null) return t.wholeRow;
  const segments = path.split('.');
  // The last named segment says what the value is; the ones before it, where.
  let last = segments.length - 1;
  while (last > 0 && /^\d+$/.test(segments[last] ?? '')) last -= 1;
  const key = segments[last] ?? path;
  const own = t.fields[key] ?? interpolate(t.field, { name: key.slice(0, 80) });
  const where = segments.slice(0, last);
  return where.length === 0 ? own : interpolate(t.nested, { field: own, path: where.join('.') });
}

/** One problem as one sentence: « Projet 3 : la date de création n’est pas une date. » */
export function backupProblemText(problem: BackupProblem): string {
  if (problem.table === null || problem.row === null) {
    const template = t.file[problem.code] ?? t.fileOther;
    return interpolate(template, { line: integer.format(problem.line ?? 0), name: problem.field ?? '' });
  }
  let text: string;
  if (problem.code === 'missingReference') {
    text = t.missingReference[problem.target ?? ''] ?? t.missingReferenceOther;
  } else {
    const template = (t.problems as Readonly<Record<string, string>>)[problem.code] ?? t.problems.invalid;
    const size = problem.code === 'blobTooLarge' ? formatBytes : (n: number) => integer.format(n);
    text = interpolate(template, {
      field: fieldLabel(problem.field),
      found: problem.found === undefined ? '?' : size(problem.found),
      max: problem.max === undefined ? '?' : size(problem.max),
    });
  }
  return interpolate(t.row, {
    table: t.tables[problem.table] ?? problem.table.slice(0, 80),
    row: integer.format(problem.row),
    problem: text,
  });
}

const counted = (forms: { readonly one: string; readonly other: string }, count: number) =>
  interpolate(pluralForm(forms, count), { count: integer.format(count) });

export interface BackupReport {
  /** That nothing was imported, how many problems, that the data is as it was. */
  readonly summary: string;
  /** The first problems, one sentence each. */
  readonly problems: readonly string[];
  /** « Et 12 autres problèmes. », or null when every problem is listed. */
  readonly more: string | null;
}

/** What the import dialog shows of a refused backup. */
export function backupReport(problems: readonly BackupProblem[], problemCount: number): BackupReport {
  const rest = problemCount - problems.length;
  return {
    summary: counted(t.summary, problemCount),
    problems: problems.map(backupProblemText),
    more: rest > 0 ? counted(t.more, rest) : null,
  };
}
