/**
 * The addresses of the workspace's deep links (the patterns are in ./routes.ts). Apart from the route table because
 * only the workspace builds them: the route table is in every page's first load, these are not.
 */
export const workspacePaths = {
  project: (projectId: string) => `/dashboard/projets/${encodeURIComponent(projectId)}`,
  sheet: (projectId: string, sheetId: string) =>
    `/dashboard/projets/${encodeURIComponent(projectId)}/plans/${encodeURIComponent(sheetId)}`,
  quantities: (projectId: string) => `/dashboard/projets/${encodeURIComponent(projectId)}/quantites`,
  libraries: () => '/dashboard/bibliotheques',
  history: (projectId: string) => `/dashboard/projets/${encodeURIComponent(projectId)}/historique`,
};
