/**
 * Deleting a shared project (a chunk of its own, loaded when one is deleted): the person's role from the server
 * (GET /api/auth/me), then this browser's copy only, or the project for the whole team (DELETE /api/projects/<id>,
 * an économiste's; the sync server closes the colleagues' open connections with `metr:closed`).
 */
import { useEffect, useMemo, useState } from 'react';
import { siteConfig } from '../../../config/site';
import { interpolate } from '../../../i18n/format';
import { sharingFr } from '../../../i18n/sharing.fr';
import {
  DeleteSharedProjectDialog,
  type DeleteSharedAccess,
} from '../../../screens/Workspace/Sharing/DeleteSharedProjectDialog';
import { sharingApi, type SharingApi } from '../../../workspace/sharing/api';
import { displayText } from '../../../domain/storedValues';
import type { ProjectRow } from '../../../domain/takeoff/types';
import { projectsFr } from '../../../i18n/projects.fr';
import { useWorkspace } from '../context';
import { shareApiErrorMessage } from './ShareErrors';

export interface DeleteSharedHostProps {
  /** The project's row (its name is shown as the list shows it). */
  readonly project: Pick<ProjectRow, 'id' | 'name'>;
  /**
   * Deletes this browser's copy (the dialog closes first) and answers its journal entry's id (none when nothing was
   * deleted). `forTeam` false: the list's usual deletion, with « Annuler ». True: the server deleted it for everyone,
   * so no « Annuler », and the deletion's entry is written irreversible in its own transaction (the team's project is
   * gone: a copy brought back could never sync again). One callback, not two: the list's first load carries it
   * (size.ts).
   */
  readonly onDelete: (forTeam?: true) => Promise<string | null | undefined>;
  readonly onClose: () => void;
  /** Test seam: the API client (default: the site's own server). */
  readonly api?: SharingApi;
}

export default function DeleteSharedHost({ project: row, onDelete, onClose, api: given }: DeleteSharedHostProps) {
  const project = { id: row.id, name: displayText(row.name) || projectsFr.item.unnamed };
  const { notify } = useWorkspace();
  const api = useMemo(() => given ?? sharingApi({ base: siteConfig.apiBase }), [given]);
  const [access, setAccess] = useState<DeleteSharedAccess>({ status: 'checking' });
  const [isDeleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .me(controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) {
          setAccess({ status: 'unknown', reason: shareApiErrorMessage(result.error) });
          return;
        }
        const mine = result.value.projects.find((p) => p.id === project.id);
        setAccess(
          mine ? { status: 'known', role: mine.role } : { status: 'unknown', reason: sharingFr.deleteShared.notMember },
        );
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, project.id]);

  const deleteForEveryone = async () => {
    setDeleting(true);
    setError(null);
    const result = await api.deleteProject(project.id);
    // Already gone from the server (deleted meanwhile by another économiste): what was asked is done.
    if (!result.ok && result.error.kind !== 'notFound') {
      setDeleting(false);
      setError(shareApiErrorMessage(result.error));
      return;
    }
    notify({ tone: 'success', message: interpolate(sharingFr.deleteShared.done, { name: project.name }) });
    // A failure to delete the copy here is the list's to say (the copy then stays, read-only once reopened). The
    // deletion's entry is written irreversible in the same transaction (useProjectActions' `remove`).
    await onDelete(true);
  };

  return (
    <DeleteSharedProjectDialog
      isOpen
      projectName={project.name}
      access={access}
      pending={isDeleting ? 'everyone' : null}
      error={error}
      onRemoveHere={() => void onDelete()}
      onDeleteForEveryone={() => void deleteForEveryone()}
      onCancel={onClose}
    />
  );
}
