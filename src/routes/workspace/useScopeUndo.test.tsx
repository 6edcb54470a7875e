/**
 * useScopeUndo on a real database (fake-indexeddb): Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y undo and redo the scope's
 * newest change with a French toast; a text field or a dialog keeps its own Ctrl+Z; « Annuler » on a change's toast
 * undoes that change only while it is still the newest.
 */
import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToastItem } from '../../components/Toast';
import { BY, closeTestDatabases, deterministic, fillWorkspace, testDatabase } from '../../db/testing/database';
import { journalRepository } from '../../db/workspace/journal';
import { projectScope } from '../../db/workspace/scopes';
import { fixedTab } from '../../db/workspace/tabs';
import { variableRepository } from '../../db/workspace/variables';
import { WorkspaceContext, type Workspace } from './context';
import { useScopeUndo, type ScopeUndo } from './useScopeUndo';

afterEach(closeTestDatabases);

const author = { by: BY };

async function setup() {
  const db = testDatabase();
  const options = deterministic('u');
  const { project } = await fillWorkspace(db, options);
  const variables = variableRepository(db, options);
  await variables.create(project.id, { name: 'HSP', value: 2.5, unit: 'm' }, author);
  const notify = vi.fn<(toast: Omit<ToastItem, 'id'>) => void>();
  const workspace: Workspace = { db, user: null, author, notify };
  const handle: { current: ScopeUndo | null } = { current: null };
  function Page() {
    handle.current = useScopeUndo(projectScope(project.id), { isEnabled: true });
    return (
      <>
        <button type="button">Ailleurs</button>
        <input aria-label="Champ" />
      </>
    );
  }
  render(
    <WorkspaceContext value={workspace}>
      <Page />
    </WorkspaceContext>,
  );
  const names = async () => (await db.variables.toArray()).map((v) => v.name).sort();
  return { db, project, variables, notify, handle, names };
}

const messages = (notify: ReturnType<typeof vi.fn>) =>
  notify.mock.calls.map(([toast]) => (toast as { message: string }).message);

describe('useScopeUndo', { timeout: 60_000 }, () => {
  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z and Ctrl+Y, each said in a French toast', async () => {
    const user = userEvent.setup();
    const { notify, names } = await setup();
    screen.getByRole('button', { name: 'Ailleurs' }).focus();
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(async () => expect(await names()).toEqual([]));
    await waitFor(() => expect(messages(notify)).toEqual(['Annulé\u00a0: Nouvelle variable']));
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(async () => expect(await names()).toEqual(['HSP']));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(async () => expect(await names()).toEqual([]));
    await user.keyboard('{Control>}y{/Control}');
    await waitFor(async () => expect(await names()).toEqual(['HSP']));
    await waitFor(() =>
      expect(messages(notify)).toEqual([
        'Annulé\u00a0: Nouvelle variable',
        'Rétabli\u00a0: Nouvelle variable',
        'Annulé\u00a0: Nouvelle variable',
        'Rétabli\u00a0: Nouvelle variable',
      ]),
    );
    await user.keyboard('{Control>}y{/Control}');
    await waitFor(() => expect(messages(notify).at(-1)).toBe('Rien à rétablir.'));
  });

  it('leaves Ctrl+Z to a text field', async () => {
    const user = userEvent.setup();
    const { notify, names } = await setup();
    await user.click(screen.getByRole('textbox', { name: 'Champ' }));
    await user.keyboard('{Control>}z{/Control}');
    // Nothing to wait for but the absence: the journal is read again after a round trip.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await names()).toEqual(['HSP']);
    expect(notify).not.toHaveBeenCalled();
  });

  it('« Annuler » on a change’s toast undoes it while it is the newest, and says why not after another change', async () => {
    const { db, project, variables, notify, handle, names } = await setup();
    const newestId = async () => (await journalRepository(db).status(projectScope(project.id))).undo?.entryId;
    const action = handle.current?.undoAction(await newestId());
    expect(action?.label).toBe('Annuler');
    await variables.create(project.id, { name: 'EP', value: 0.2, unit: 'm' }, author);
    action?.onAction();
    await waitFor(() =>
      expect(messages(notify)).toEqual([
        'Cette modification n’est plus la dernière\u202f: annulez d’abord les suivantes (Ctrl+Z).',
      ]),
    );
    expect(await names()).toEqual(['EP', 'HSP']);
    handle.current?.undoAction(await newestId())?.onAction();
    await waitFor(async () => expect(await names()).toEqual(['HSP']));
    expect(handle.current?.undoAction(null)).toBeUndefined();
  });

  it('never undoes another tab’s step; one it can no longer undo is named, left alone, then passed over', async () => {
    const user = userEvent.setup();
    const { db, project, notify, names } = await setup();
    // Another tab renames the variable this page created.
    const other = variableRepository(db, { ...deterministic('other'), tab: fixedTab('other-tab') });
    const [hsp] = await db.variables.toArray();
    await other.update(project.id, hsp?.id ?? '', { name: 'HSP_RDC' }, author);
    screen.getByRole('button', { name: 'Ailleurs' }).focus();
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() =>
      expect(messages(notify)).toEqual([
        'Impossible d’annuler l’étape «\u00a0Nouvelle variable\u00a0»\u00a0: un autre onglet a modifié depuis ce ' +
          'qu’elle avait changé. Rien n’a été modifié. Ctrl+Z de nouveau annule l’étape d’avant.',
      ]),
    );
    // Neither the other tab's rename nor this page's variable was touched.
    expect(await names()).toEqual(['HSP_RDC']);
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(messages(notify).at(-1)).toBe('Annulé\u00a0: Nouvelle mesure'));
    expect(await names()).toEqual(['HSP_RDC']);
  });
});
