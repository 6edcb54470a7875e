import type { ProjectRow } from '../takeoff/types';
import type { ExportDocument, ExportProject } from './model';

/** `YYYY-MM-DD` of the local calendar day: the day the person exports on, which also dates the file name. */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A stored project's header block: its name, client and reference, dated today. */
export function exportProjectOf(
  project: Pick<ProjectRow, 'name' | 'client' | 'reference'>,
  date: string,
  revisions: readonly string[] = [],
): ExportProject {
  return {
    name: project.name,
    client: project.client ?? '',
    ...(project.reference ? { reference: project.reference } : {}),
    date,
    revisions,
  };
}

/**
 * A project's export document before its quantities are known: the header only, no lot and no measurement. The
 * quantity tree (lots, chapters, articles) and the detail of the measurements come from the article library and the
 * measurements' links, which fill `lots` and `details`.
 */
export function emptyExportDocument(project: ExportProject): ExportDocument {
  return { kind: 'dpgf', project, lots: [], details: [] };
}
