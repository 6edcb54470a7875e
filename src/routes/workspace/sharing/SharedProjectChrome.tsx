/**
 * What a shared project's pages show of its session (issue 30): the connection's status and who is on the project in
 * the workspace's header, the server's notices and the latest conflict on the same field under it. The screens are
 * props only (screens/Workspace/Sharing); this wires them to the session.
 */
import type { ReactNode } from 'react';
import type { SessionNotice, SessionPerson } from '../../../db/sharing/session';
import type { FieldConflict } from '../../../domain/sharing/conflicts';
import { interpolate } from '../../../i18n/format';
import { sharingFr } from '../../../i18n/sharing.fr';
import {
  ConflictNote,
  PRESENCE_COLOURS,
  SharedProjectHeader,
  SharingNotice,
  SharingNotices,
  type PresentPerson,
  type SharingNoticeKind,
  type SyncState,
} from '../../../screens/Workspace/Sharing';
import { useWorkspace } from '../context';
import { useLiveQuery } from '../useLiveQuery';
import { sessionOf } from './sessions';
import type { SharedProject } from './useSharedProject';

export interface SharedProjectChrome {
  /** In the header, beside the crumbs. */
  readonly status: ReactNode;
  /** Under the header. */
  readonly notices: ReactNode;
}

const t = sharingFr.conflict;

/** A person's colour on the plan: always the same for the same person, on every screen. */
export function presenceColour(personId: string): PresentPerson['colour'] {
  let hash = 0;
  for (let i = 0; i < personId.length; i++) hash = (hash * 31 + personId.charCodeAt(i)) >>> 0;
  return PRESENCE_COLOURS[hash % PRESENCE_COLOURS.length] ?? 'blue';
}

export function presentPeople(people: readonly SessionPerson[]): PresentPerson[] {
  return people.map((p) => ({
    id: p.id,
    name: p.name,
    sheet: p.sheetName,
    isYou: p.isYou,
    colour: presenceColour(p.id),
  }));
}

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

/** The refused price's article, read from this browser's rows. */
function useRefusedPrice(notice: SessionNotice | undefined) {
  const { db } = useWorkspace();
  const itemId = notice?.kind === 'refusedPrice' ? notice.itemId : null;
  const row = useLiveQuery(
    itemId ? async () => (await db.table('libraryItems').get(itemId)) as Record<string, unknown> | undefined : null,
    [db, itemId],
  );
  const item = row.status === 'ready' ? row.value : undefined;
  const name = typeof item?.['designation'] === 'string' ? item['designation'] : '';
  const price = typeof item?.['prix_unitaire'] === 'number' ? item['prix_unitaire'] : null;
  return {
    article: name || t.otherField,
    price: price === null ? '—' : price.toLocaleString('fr-FR', { style: 'currency', currency: 'EUR' }),
  };
}

function noticeKind(notice: SessionNotice, price: { article: string; price: string }): SharingNoticeKind {
  return notice.kind === 'refusedPrice' ? { kind: 'refusedPrice', ...price } : notice;
}

/** The status, presence, notices and conflict of a shared project's page; null parts when it is not shared. */
export function useSharedProjectChrome(
  shared: SharedProject | null,
  keep: { readonly onExport?: () => void; readonly onBackup?: () => void } = {},
): SharedProjectChrome | null {
  const session = shared?.view.session ?? null;
  const notices: SessionNotice[] = session
    ? [...session.notices]
    : shared?.view.phase === 'signedOut'
      ? [{ kind: 'signedOut' }]
      : [];
  const refused = notices.find((n) => n.kind === 'refusedPrice');
  const price = useRefusedPrice(refused);
  if (!shared) return null;
  const projectId = shared.view.projectId;
  const state: SyncState =
    shared.isReadOnly && shared.view.phase !== 'opening' && shared.view.phase !== 'checking'
      ? 'readOnly'
      : session
        ? session.connection
        : shared.view.phase === 'offline'
          ? 'offline'
          : 'connecting';
  const conflict = session?.conflicts.find((c) => c.field !== null);
  const people = session ? presentPeople(session.people) : [];
  const names = new Map(people.map((p) => [p.id, p.name]));
  return {
    status: <SharedProjectHeader state={state} pending={session?.pending ?? 0} people={people} />,
    notices:
      notices.length > 0 || conflict ? (
        <SharingNotices>
          {notices.map((notice) => (
            <SharingNotice key={notice.kind} notice={noticeKind(notice, price)} {...keep} />
          ))}
          {conflict && (
            <ConflictNote
              by={(conflict.by && names.get(conflict.by)) || t.someone}
              field={fieldName(conflict)}
              when={conflictWhen(conflict.at)}
              theirs={shownValue(conflict.current)}
              mine={shownValue(conflict.mine)}
              onKeepMine={() => void sessionOf(projectId)?.keepMine(conflict)}
              onKeepTheirs={() => sessionOf(projectId)?.dismissConflict(conflict)}
            />
          )}
        </SharingNotices>
      ) : null,
  };
}

function fieldName(conflict: FieldConflict): string {
  return (conflict.field && t.fields[conflict.field]) || t.otherField;
}
