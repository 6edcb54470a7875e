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
import { shareApiErrorMessage } from './ShareErrors';

export interface DeleteSharedHostProps {
  readonly project: { readonly id: string; readonly name: string };
  /** Deletes this browser's copy (the project list's usual deletion); the dialog closes first. */
  readonly onRemoveHere: () => void;
  /** The server deleted it: the local copy goes too, with no « Annuler » (the team's copy is gone). */
  readonly onDeletedForEveryone: (message: string) => void;
  readonly onClose: () => void;
  /** Test seam: the API client (default: the site's own server). */
  readonly api?: SharingApi;
}

export default function DeleteSharedHost({
  project,
  onRemoveHere,
  onDeletedForEveryone,
  onClose,
  api: given,
}: DeleteSharedHostProps) {
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
    setDeleting(false);
    // Already gone from the server (deleted meanwhile by another économiste): what was asked is done.
    if (result.ok || result.error.kind === 'notFound') {
      onDeletedForEveryone(interpolate(sharingFr.deleteShared.done, { name: project.name }));
    } else setError(shareApiErrorMessage(result.error));
  };

  return (
    <DeleteSharedProjectDialog
      isOpen
      projectName={project.name}
      access={access}
      pending={isDeleting ? 'everyone' : null}
      error={error}
      onRemoveHere={onRemoveHere}
      onDeleteForEveryone={() => void deleteForEveryone()}
      onCancel={onClose}
    />
  );
}
