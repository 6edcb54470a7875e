/**
 * The project list's two groups: « Vos projets » (this browser's projects) and « Partagés avec moi » (the server's).
 */

/** A project as the server lists it: its id at least. */
export interface ListedSharedProject {
  readonly id: string;
}

/**
 * « Partagés avec moi » lists the server's projects this browser does not hold: a shared project this browser has
 * (it shared it, or opened it here before) is in « Vos projets » with its « Partagé » badge, once. The server's
 * order is kept.
 */
export function sharedElsewhere<T extends ListedSharedProject>(
  serverProjects: readonly T[],
  localIds: ReadonlySet<string>,
): T[] {
  const seen = new Set<string>();
  return serverProjects.filter((project) => {
    if (localIds.has(project.id) || seen.has(project.id)) return false;
    seen.add(project.id);
    return true;
  });
}
