/**
 * The shared project's screens as its pages wire them, in a chunk of their own (SharedProjectChrome.tsx and
 * SharedProjectPage.tsx load it lazily): a workspace that never opens a shared project does not load their code, their
 * styles nor their copy (scripts/size.ts budgets the workspace's first load).
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { movedPath } from '../../../db/sharing/moved';
import type { SessionNotice, SessionPerson } from '../../../db/sharing/session';
import type { FieldConflict } from '../../../domain/sharing/conflicts';
import { FORMER_MEMBER } from '../../../domain/sharing/contract';
import { interpolate } from '../../../i18n/format';
import { sharingFr } from '../../../i18n/sharing.fr';
import {
  ConflictNote,
  SharedProjectHeader,
  SharedProjectState,
  SharingNotice,
  SharingNotices,
  type SharedProjectStateProps,
  type SharingNoticeKind,
  type SyncState,
} from '../../../screens/Workspace/Sharing';
import { useWorkspace } from '../context';
import { useLiveQuery } from '../useLiveQuery';
import { presentPeople } from './presence';
import { sessionOf } from './registry';
import { keepUnshared, restoreTeamVersion, retryPlans } from './sessions';
import { workspacePaths } from '../../../config/workspacePaths';
import { formatMegabytes, shareApiErrorMessage } from './ShareErrors';
import type { PlanSending } from './planSender';
import type { SharedProject } from './useSharedProject';

/** The refused price's article and its price back, read from this browser's rows (the server's message names none). */
function useRefusedPrice(notice: SessionNotice | undefined) {
  const { db } = useWorkspace();
  const itemId = notice?.kind === 'refusedPrice' ? notice.itemId : null;
  const row = useLiveQuery(
    itemId ? async () => (await db.table('libraryItems').get(itemId)) as Record<string, unknown> | undefined : null,
    [db, itemId],
  );
  const item = row.status === 'ready' ? row.value : undefined;
  return {
    article: typeof item?.['designation'] === 'string' ? item['designation'] : null,
    price: typeof item?.['prix_unitaire'] === 'number' ? item['prix_unitaire'] : null,
  };
}

const t = sharingFr.conflict;

function shownValue(value: unknown): string {
  if (value === undefined || value === null) return t.removed;
  if (typeof value === 'number') return value.toLocaleString('fr-FR');
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  return '…';
}

function conflictWhen(at: string | null): string {
  if (!at) return t.justNow;
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return t.justNow;
  return interpolate(t.at, { time: date.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' }) });
}

function fieldName(conflict: FieldConflict): string {
  return (conflict.field && t.fields[conflict.field]) || t.otherField;
}

/** The connection's state as the status says it. */
function syncState(shared: SharedProject): SyncState {
  const { phase, session } = shared.view;
  if (shared.isReadOnly && phase !== 'opening' && phase !== 'checking') return 'readOnly';
  if (session) return session.connection;
  return phase === 'offline' ? 'offline' : 'connecting';
}

/** What the server said (a project open while nobody is signed in says so itself). */
function noticesOf(shared: SharedProject): readonly SessionNotice[] {
  const { session, phase } = shared.view;
  if (session) return session.notices;
  if (phase === 'otherAccount') return [{ kind: 'otherAccount', name: shared.view.waitingFor ?? t.someone }];
  return phase === 'signedOut' ? [{ kind: 'signedOut' }] : [];
}

export function HeaderView({ shared }: { readonly shared: SharedProject }) {
  const session = shared.view.session;
  return (
    <SharedProjectHeader
      state={syncState(shared)}
      pending={session?.pending ?? 0}
      people={presentPeople(session?.people ?? [])}
    />
  );
}

/**
 * A project kept here unshared has new ids (« Continuer sans partage », in this tab or another): the page goes to the
 * same page of the project at its new address, in place of this one (Back does not bring the old id back).
 */
function useFollowMove(shared: SharedProject) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const moved = shared.view.movedTo;
  const to = moved ? movedPath(pathname, moved) : null;
  useEffect(() => {
    if (to !== null) void navigate(to, { replace: true });
  }, [navigate, to]);
}

/** Follows a moved project from a page that shows no notice (a project arriving, or gone). */
export function FollowMove({ shared }: { readonly shared: SharedProject }) {
  useFollowMove(shared);
  return null;
}

export function NoticesView({ shared, onExport }: { readonly shared: SharedProject; readonly onExport?: () => void }) {
  const { session, projectId } = shared.view;
  const { author, notify } = useWorkspace();
  const navigate = useNavigate();
  useFollowMove(shared);
  const notices = noticesOf(shared);
  const people: readonly SessionPerson[] = session?.people ?? [];
  const conflict = session?.conflicts.find((c) => c.field !== null) ?? null;
  const onKeepMine = (c: FieldConflict) => void sessionOf(projectId)?.keepMine(c);
  const onKeepTheirs = (c: FieldConflict) => sessionOf(projectId)?.dismissConflict(c);
  const names = new Map(people.map((p) => [p.id, p.name]));
  const refused = useRefusedPrice(notices.find((n) => n.kind === 'refusedPrice'));
  const shown = (notice: SessionNotice): SharingNoticeKind =>
    notice.kind === 'refusedPrice'
      ? {
          kind: 'refusedPrice',
          article: refused.article ?? t.otherField,
          price:
            refused.price === null
              ? '—'
              : refused.price.toLocaleString('fr-FR', { style: 'currency', currency: 'EUR' }),
        }
      : notice;
  const plans = planNotice(shared.view.plans);
  if (notices.length === 0 && !conflict && !plans) return null;
  return (
    <SharingNotices>
      {plans && <SharingNotice notice={plans} onRetryPlans={() => retryPlans(projectId)} />}
      {notices.map((notice) => (
        <SharingNotice
          key={notice.kind}
          notice={shown(notice)}
          onExport={onExport}
          // The project goes on here under new ids, as a project of this browser, editable: its pages follow it.
          onKeepUnshared={() =>
            void keepUnshared(projectId, author?.by ?? null).catch(() =>
              notify({ tone: 'danger', message: sharingFr.notices.keepUnsharedFailed, timeout: null }),
            )
          }
          // The page stays: the team's project, gone from this browser, is opened again from the server.
          onRestoreTeam={() => void restoreTeam(projectId, author?.by ?? null, notify, navigate)}
        />
      ))}
      {conflict && (
        <ConflictNote
          by={conflict.by === FORMER_MEMBER ? t.formerMember : (conflict.by && names.get(conflict.by)) || t.someone}
          field={fieldName(conflict)}
          when={conflictWhen(conflict.at)}
          theirs={shownValue(conflict.current)}
          mine={shownValue(conflict.mine)}
          onKeepMine={() => onKeepMine(conflict)}
          onKeepTheirs={() => onKeepTheirs(conflict)}
        />
      )}
    </SharingNotices>
  );
}

const restoreCopy = sharingFr.notices.restoreTeam;

async function restoreTeam(
  projectId: string,
  by: string | null,
  notify: ReturnType<typeof useWorkspace>['notify'],
  navigate: ReturnType<typeof useNavigate>,
): Promise<void> {
  let copyName = '';
  const rename = (name: string) => (copyName = interpolate(restoreCopy.copyName, { name }));
  try {
    const moved = await restoreTeamVersion(projectId, by, rename);
    if (!moved) return;
    notify({
      tone: 'success',
      message: interpolate(restoreCopy.done, { name: copyName }),
      timeout: null,
      action: { label: restoreCopy.openCopy, onAction: () => void navigate(workspacePaths.project(moved.to)) },
    });
  } catch {
    notify({ tone: 'danger', message: restoreCopy.failed, timeout: null });
  }
}

/** The plans this browser sends to the server, as a notice: while they go, or the refusal; nothing otherwise. */
function planNotice(plans: PlanSending | undefined): SharingNoticeKind | null {
  if (plans?.state === 'sending') {
    return {
      kind: 'plansSending',
      plans: plans.plans,
      sent: formatMegabytes(plans.sentBytes),
      total: formatMegabytes(plans.totalBytes),
    };
  }
  if (plans?.state === 'failed') return { kind: 'plansRefused', message: shareApiErrorMessage(plans.error) };
  return null;
}

export function StateView(props: SharedProjectStateProps) {
  return <SharedProjectState {...props} />;
}

/** The page title of a project not in this browser. */
export function stateTitle(kind: SharedProjectStateProps['kind']): string {
  return kind === 'checking' || kind === 'arriving' ? sharingFr.project.arriving.title : sharingFr.project[kind].title;
}
