/**
 * What this person may change in a library that shared projects carry (issue 30), for the libraries' page: the
 * shared projects of this browser whose documents carry it (db/library/projectLibraries.ts) and this person's role on
 * each — the open session's when the project is open in this tab (a role changed while connected is followed at
 * once), else the one this browser last heard (db/sharing/rememberedRoles.ts). The rule is domain/sharing/rights.ts's, the
 * server's own.
 */
import { useAtomValue } from 'jotai';
import { sharedProjectsOfLibrary } from '../../../db/library/projectLibraries';
import { rememberedRole } from '../../../db/sharing/rememberedRoles';
import { FULL_LIBRARY_RIGHTS, libraryRights, type LibraryRights } from '../../../domain/sharing/rights';
import { sharedProjectsAtom } from '../../../state/sharing';
import { useWorkspace } from '../context';
import { useLiveQuery } from '../useLiveQuery';

/** The rights on a library; null while they are being read (nothing is offered to change until then). */
export function useLibraryRights(libraryId: string | null): LibraryRights | null {
  const { db } = useWorkspace();
  const projects = useLiveQuery(libraryId === null ? null : () => sharedProjectsOfLibrary(db, libraryId), [
    db,
    libraryId,
  ]);
  const open = useAtomValue(sharedProjectsAtom);
  if (libraryId === null) return FULL_LIBRARY_RIGHTS;
  // A library whose projects cannot be read is treated as local: the server still refuses what the role may not do.
  if (projects.status === 'error') return FULL_LIBRARY_RIGHTS;
  if (projects.status !== 'ready') return null;
  return libraryRights(
    projects.value.map((p) => ({
      projectId: p.projectId,
      projectName: p.projectName,
      role: open.get(p.projectId)?.session?.role ?? rememberedRole(p.projectId, p.sharedBy),
    })),
  );
}
