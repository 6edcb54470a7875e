/**
 * The addresses of the workspace's deep links (the patterns are in ./routes.ts). Apart from the route table because
 * only the workspace builds them: the route table is in every page's first load, these are not.
 */
const MEASUREMENTS_PARAM = 'mesures';

export const workspacePaths = {
  project: (projectId: string) => `/dashboard/projets/${encodeURIComponent(projectId)}`,
  sheet: (projectId: string, sheetId: string) =>
    `/dashboard/projets/${encodeURIComponent(projectId)}/plans/${encodeURIComponent(sheetId)}`,
  /**
   * A sheet with some of its measurements selected and the view fitted to them (« Voir sur le plan » from the
   * quantities page): `?mesures=id1,id2`, read by the sheet page (measurementsParam).
   */
  sheetMeasurements: (projectId: string, sheetId: string, measurementIds: readonly string[]) =>
    `/dashboard/projets/${encodeURIComponent(projectId)}/plans/${encodeURIComponent(sheetId)}` +
    (measurementIds.length > 0 ? `?${MEASUREMENTS_PARAM}=${measurementIds.map(encodeURIComponent).join(',')}` : ''),
  quantities: (projectId: string) => `/dashboard/projets/${encodeURIComponent(projectId)}/quantites`,
  libraries: () => '/dashboard/bibliotheques',
  history: (projectId: string) => `/dashboard/projets/${encodeURIComponent(projectId)}/historique`,
};

/** The measurement ids a sheet address asks to show (`?mesures=id1,id2`), without duplicates or empty ones. */
export function measurementsParam(search: string): string[] {
  // The raw value, split before decoding: an id may hold an escaped comma.
  const value = new RegExp(`(?:^|[?&])${MEASUREMENTS_PARAM}=([^&#]*)`).exec(search)?.[1];
  if (!value) return [];
  const ids = value.split(',').flatMap((part) => {
    try {
      const id = decodeURIComponent(part).trim();
      return id ? [id] : [];
    } catch {
      // A malformed escape (a hand-edited address): that id is skipped, the others still show.
      return [];
    }
  });
  return [...new Set(ids)];
}
