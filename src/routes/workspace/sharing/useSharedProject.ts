import { useCallback, useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { ProjectRow } from '../../../domain/takeoff/types';
import { hasSignedInBefore } from '../../../db/sharing/remembered';
import { sharedProjectsAtom, type SharedProjectView } from '../../../state/sharing';
import { useWorkspace } from '../context';
import type { OpenMode } from './sessions';

/** A project's sharing as its page needs it; null for a project that is not shared (or still loading). */
export interface SharedProject {
  readonly view: SharedProjectView;
  /** Nothing may be changed here now (the page's notice says why: a dropped edit is never silent). */
  readonly isReadOnly: boolean;
  /** Prices may be changed (an économiste). */
  readonly canEditPrices: boolean;
  readonly retry: () => void;
}

/** The session registry, fetched with the first shared project (the workspace's first load stays without it). */
const registry = () => import('./sessions');

/**
 * Opens the sync session of a shared project for as long as the page is mounted (sessions.ts keeps it across the
 * project's pages): for a project whose row says it is shared, or one this browser does not have (`row` null), which
 * the server may list as shared with this person (asked only once someone has signed in on this browser: the sign-in
 * is remembered by db/sharing/person.ts). `row` undefined: still loading, nothing opened yet.
 */
export function useSharedProject(projectId: string, row: ProjectRow | null | undefined): SharedProject | null {
  const workspace = useWorkspace();
  const store = useStore();
  const mode: OpenMode | null =
    row === undefined || !workspace.sharing
      ? null
      : row === null
        ? hasSignedInBefore()
          ? { kind: 'absent' }
          : null
        : row.sharing
          ? { kind: 'shared', sharedBy: row.sharing.by }
          : null;
  const modeKey = mode ? `${mode.kind}:${mode.kind === 'shared' ? mode.sharedBy : ''}` : null;
  const retry = useCallback(() => void registry().then((m) => m.retryOpening(projectId)), [projectId]);

  useEffect(() => {
    if (!modeKey || !mode) return undefined;
    let isCurrent = true;
    let release = () => {};
    const show = (view: SharedProjectView | null) => {
      const next = new Map(store.get(sharedProjectsAtom));
      if (view) next.set(projectId, view);
      else next.delete(projectId);
      store.set(sharedProjectsAtom, next);
    };
    void registry().then(({ acquire }) => {
      if (!isCurrent) return;
      const handle = acquire(workspace, projectId, mode);
      const unsubscribe = handle.subscribe(show);
      show(handle.view);
      release = () => {
        unsubscribe();
        handle.release();
      };
    });
    return () => {
      isCurrent = false;
      release();
    };
    // `mode` is described by `modeKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [workspace, projectId, modeKey, store]);

  const view = useAtomValue(sharedProjectsAtom).get(projectId);
  if (!modeKey || !mode) return null;
  // Until the registry has said, the project is being opened: nothing is offered to change yet.
  return describe(view ?? { projectId, phase: mode.kind === 'absent' ? 'checking' : 'opening', session: null }, retry);
}

function describe(view: SharedProjectView, retry: () => void): SharedProject {
  const session = view.session;
  // Until the session is open, writes would not reach the document: nothing is offered to change.
  if (view.phase !== 'open' || !session) return { view, isReadOnly: true, canEditPrices: false, retry };
  return { view, isReadOnly: session.isReadOnly, canEditPrices: session.canEditPrices, retry };
}

/** Tells the project's colleagues which sheet this person has open, while the page shows it. */
export function useSharedSheet(projectId: string, sheet: { readonly id: string; readonly name: string } | null) {
  const id = sheet?.id ?? null;
  const name = sheet?.name ?? null;
  const open = useAtomValue(sharedProjectsAtom).get(projectId)?.phase === 'open';
  useEffect(() => {
    if (!open) return undefined;
    void registry().then((m) => m.setSheet(projectId, id !== null && name !== null ? { id, name } : null));
    return () => void registry().then((m) => m.setSheet(projectId, null));
  }, [projectId, id, name, open]);
}
