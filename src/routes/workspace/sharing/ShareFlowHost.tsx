/**
 * « Partager ce projet », wired (a chunk of its own, loaded on the button's hover or focus: ShareAction.tsx). Signed
 * out or without a firm, the dialog starts with those steps; then ShareDialog: « Partager avec mon cabinet » registers
 * the project on the server (POST /api/projects), sends every plan's blobs (upload.ts: streamed, cancellable,
 * resumable) and only then marks the project shared (`sharing`, a journalled change of its row, which the sync
 * session follows). Once shared: its members and roles, invitations, role changes and revocations.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { siteConfig } from '../../../config/site';
import type { MetrDatabase } from '../../../db/schema';
import type { ProjectRole } from '../../../domain/sharing/contract';
import type { ProjectRow } from '../../../domain/takeoff/types';
import { interpolate } from '../../../i18n/format';
import { sharingFr } from '../../../i18n/sharing.fr';
import { AccountDialog } from '../../../screens/Workspace/Sharing/AccountDialog';
import { ShareDialog } from '../../../screens/Workspace/Sharing/ShareDialog';
import type { ShareError, SharingMember } from '../../../screens/Workspace/Sharing/types';
import { sharingApi, UploadAbortedError, type ProjectMember, type SharingApi } from '../../../workspace/sharing/api';
import { projectBlobs } from '../../../workspace/sharing/projectBlobs';
import { uploadProjectBlobs, type UploadProgress } from '../../../workspace/sharing/upload';
import { accountStep, useAccount } from './AccountFlow';
import { formatMegabytes, shareDialogError } from './ShareErrors';
import { personLabel } from '../../../domain/sharing/people';

const t = sharingFr.shareFlow;

export interface ShareFlowHostProps {
  readonly project: ProjectRow;
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** The local database: the plans' bytes are read from it. */
  readonly db: MetrDatabase;
  /**
   * Marks the project shared (its row's `sharing`, a journalled change); null when this browser is read-only. Passed
   * in by the light half (ShareAction.tsx), whose imports are in the first load already: imported here, the project
   * repository would split the workspace's first-load chunks around this one.
   */
  readonly markShared: ((by: string) => Promise<void>) | null;
  readonly notify: (notice: { tone: 'success'; message: string }) => void;
  /** Test seam: the API client (default: the site's own server). */
  readonly api?: SharingApi;
}

export function progressText(progress: UploadProgress): string {
  return interpolate(t.progress, {
    sent: formatMegabytes(progress.sentBytes),
    size: formatMegabytes(progress.totalBytes),
    current: String(Math.min(progress.doneBlobs + 1, Math.max(1, progress.totalBlobs))),
    total: String(Math.max(1, progress.totalBlobs)),
  });
}

export default function ShareFlowHost({
  project,
  isOpen,
  onClose,
  db,
  markShared,
  notify,
  api: given,
}: ShareFlowHostProps) {
  const api = useMemo(() => given ?? sharingApi({ base: siteConfig.apiBase }), [given]);
  const flow = useAccount(api);
  const { account } = flow;
  const me = account.status === 'ready' ? account.me : null;
  const title = interpolate(sharingFr.share.title, { name: project.name });

  const [members, setMembers] = useState<readonly ProjectMember[] | null>(null);
  const [error, setError] = useState<ShareError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useRef<AbortController | null>(null);
  const isShared = project.sharing !== undefined;

  // Shared: who has access, read once the person is signed in (the project's page may open the dialog again).
  useEffect(() => {
    if (!isOpen || !isShared || me === null) return;
    let live = true;
    void api.projectMembers(project.id).then((result) => {
      if (!live) return;
      if (result.ok) setMembers(result.value);
      else setError(shareDialogError(result.error));
    });
    return () => {
      live = false;
    };
  }, [api, isOpen, isShared, me, project.id]);

  // Closing the page or the dialog while sending stops the upload (it resumes next time).
  useEffect(() => () => upload.current?.abort(), []);

  const step = accountStep(flow, {
    intro: { signIn: t.needAccount, firm: t.needFirm },
    firmAlways: false,
  });
  if (account.status !== 'ready' || step !== null || me === null) {
    return (
      <AccountDialog isOpen={isOpen} onClose={onClose} title={title} isLoading={account.status === 'loading'}>
        {step}
      </AccountDialog>
    );
  }

  const roleOnServer = me.projects.find((p) => p.id === project.id)?.role;
  // Not shared yet: the person sharing becomes its first économiste. Shared but unknown to the server for this person:
  // no controls (the members' request says why).
  const yourRole: ProjectRole = roleOnServer ?? (isShared ? 'lecteur' : 'economiste');

  const share = async () => {
    if (markShared === null) return;
    setPending(true);
    setError(null);
    setNotice(null);
    const registered = await api.shareProject(project.id, project.name);
    if (!registered.ok) {
      setPending(false);
      setError(shareDialogError(registered.error));
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    try {
      const blobs = await projectBlobs(db, project.id);
      setProgress({ sentBytes: 0, totalBytes: 0, doneBlobs: 0, totalBlobs: blobs.length });
      const result = await uploadProjectBlobs({
        api,
        projectId: project.id,
        blobs,
        signal: controller.signal,
        onProgress: setProgress,
      });
      if (!result.ok) {
        setError(shareDialogError(result.error));
        return;
      }
      await markShared(me.person.id);
      if (result.value.missing.length > 0) {
        setNotice(interpolate(t.missing, { names: result.value.missing.join(', ') }));
      }
      notify({ tone: 'success', message: sharingFr.share.done.shared });
      await flow.refresh();
    } catch (caught) {
      if (caught instanceof UploadAbortedError) setNotice(t.cancelled);
      else setError({ code: 'message', message: t.readFailed });
    } finally {
      upload.current = null;
      setProgress(null);
      setPending(false);
    }
  };

  const change = async (request: () => ReturnType<SharingApi['setMember']>, done: string): Promise<void> => {
    setPending(true);
    setError(null);
    const result = await request();
    setPending(false);
    if (!result.ok) {
      setError(shareDialogError(result.error));
      return;
    }
    setMembers(result.value);
    notify({ tone: 'success', message: done });
  };

  const shown: SharingMember[] = (members ?? []).map((m) => ({
    id: m.personId,
    name: personLabel(m.email),
    email: m.email,
    role: m.role,
    isYou: m.personId === me.person.id,
  }));
  const memberOf = (id: string) => (members ?? []).find((m) => m.personId === id);
  const fraction = progress && progress.totalBytes > 0 ? progress.sentBytes / progress.totalBytes : 0;

  return (
    <ShareDialog
      isOpen={isOpen}
      projectName={project.name}
      state={isShared ? 'shared' : progress !== null ? 'sending' : 'local'}
      progress={fraction}
      {...(progress ? { progressText: progressText(progress) } : {})}
      onCancel={() => upload.current?.abort()}
      notice={notice}
      firmName={me.firm?.name ?? ''}
      members={shown}
      yourRole={yourRole}
      error={error}
      isPending={isPending}
      onShare={() => void share()}
      onInvite={(email, role) =>
        void change(() => api.setMember(project.id, email, role), interpolate(sharingFr.share.done.invited, { email }))
      }
      onRoleChange={(memberId, role) => {
        const member = memberOf(memberId);
        if (!member) return;
        void change(
          () => api.setMember(project.id, member.email, role),
          interpolate(sharingFr.share.done.roleChanged, {
            name: personLabel(member.email),
            role: sharingFr.roles[role].label.toLocaleLowerCase('fr-FR'),
          }),
        );
      }}
      onRemove={(memberId) => {
        const member = memberOf(memberId);
        if (!member) return;
        void change(
          () => api.removeMember(project.id, memberId),
          interpolate(sharingFr.share.done.removed, { name: personLabel(member.email) }),
        );
      }}
      onClose={onClose}
    />
  );
}
