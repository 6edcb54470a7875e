// First, before Dexie loads.
import 'fake-indexeddb/auto';
import { act, render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BY, closeTestDatabases, deterministic, fillWorkspace, testDatabase } from '../../../db/testing/database';
import { keepUnwritten, pageStorage, readUnwritten, unwrittenKey } from '../../../db/workspace/unwritten';
import { createMeasurement } from '../../../domain/takeoff/commands';
import { loadProjectState } from '../../../db/workspace/sheets';
import type { MetrDatabase } from '../../../db/schema';
import type { SheetRow } from '../../../domain/takeoff/types';
import { MeasurementIndex } from '../../../domain/takeoff/hitTest';
import { SCALE_100 } from '../../../domain/takeoff/testing/samples';
import { toolsFr } from '../../../i18n/tools.fr';
import { activeToolAtom, selectionAtom, toolStateAtom } from '../../../state/workspace/tools';
import {
  useSheetTools,
  type SheetDeletion,
  type SheetPointer,
  type SheetTools,
  type SheetToolsOptions,
} from './useSheetTools';

afterEach(closeTestDatabases);

/** Mounts the hook as the sheet page does; `onReady` gets its API on every render. */
function Harness({
  db,
  sheet,
  onReady,
  canEdit = true,
  options = {},
}: {
  db: MetrDatabase;
  sheet: SheetRow;
  onReady: (tools: SheetTools) => void;
  canEdit?: boolean;
  options?: Partial<SheetToolsOptions>;
}) {
  const tools = useSheetTools({
    canEdit,
    db,
    author: { by: BY },
    projectId: sheet.projectId,
    sheet,
    snapIndex: null,
    zoom: () => 1,
    requestRedraw: () => {},
    themeElement: () => null,
    onError: (message) => {
      throw new Error(message);
    },
    ...options,
  });
  useEffect(() => {
    onReady(tools);
  });
  return null;
}

/** A pointer event at (x, y), no modifier held, no pan owning it. */
const pointer = (type: SheetPointer['type'], x: number, y: number, button = 0): SheetPointer => ({
  type,
  point: { x, y },
  button,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  consumed: false,
});

const press = (x: number, y: number): SheetPointer[] => [
  pointer('move', x, y, -1),
  pointer('down', x, y),
  pointer('up', x, y),
];

/** A database holding the test workspace (fillWorkspace), and that workspace's first sheet. */
async function workspaceSheet() {
  const db = testDatabase();
  const workspace = await fillWorkspace(db, deterministic());
  return { db, sheet: workspace.sheets[0] as SheetRow };
}

async function mount(db: MetrDatabase, sheet: SheetRow, canEdit = true, options: Partial<SheetToolsOptions> = {}) {
  const store = createStore();
  let api: SheetTools | null = null;
  const view = render(
    <Provider store={store}>
      <Harness db={db} sheet={sheet} onReady={(tools) => (api = tools)} canEdit={canEdit} options={options} />
    </Provider>,
  );
  await waitFor(() => expect(api?.rows).not.toBeNull());
  const tools = () => api as unknown as SheetTools;
  const key = (k: string, mods: { ctrl?: boolean; shift?: boolean } = {}) =>
    act(() => {
      tools().onKey(
        new KeyboardEvent('keydown', { key: k, ctrlKey: mods.ctrl ?? false, shiftKey: mods.shift ?? false }),
      );
    });
  const click = (x: number, y: number) =>
    act(() => {
      for (const event of press(x, y)) tools().onSheetPointer(event);
    });
  return { store, tools, key, click, unmount: view.unmount };
}

describe('useSheetTools', () => {
  it('read-only: a click of the count tool, Ctrl+Z and Delete change nothing', async () => {
    const { db, sheet } = await workspaceSheet();
    const before = await loadProjectState(db, sheet.projectId);
    const entries = await db.journal.count();

    const page = await mount(db, sheet, false);
    act(() => page.store.set(activeToolAtom, 'count'));
    await page.click(10, 10);
    await page.key('Enter');
    await page.key('z', { ctrl: true });
    act(() => page.store.set(activeToolAtom, 'select'));
    await page.key('a', { ctrl: true });
    await page.key('Delete');
    // Give a stray write the time to land before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.tools().rows?.measurements.size).toBe(before.measurements.size);
    expect((await loadProjectState(db, sheet.projectId)).measurements.size).toBe(before.measurements.size);
    expect(await db.journal.count()).toBe(entries);
    page.unmount();
  });

  it('counts on the plan, journals each point, undoes with Ctrl+Z and finds the rest after a reload', async () => {
    const { db, sheet } = await workspaceSheet();
    const before = (await loadProjectState(db, sheet.projectId)).measurements.size;

    const first = await mount(db, sheet);
    act(() => first.store.set(activeToolAtom, 'count'));
    await first.click(10, 10);
    await first.click(20, 10);
    await first.click(30, 10);
    await waitFor(async () => expect((await loadProjectState(db, sheet.projectId)).measurements.size).toBe(before + 1));
    const counted = () =>
      [...(first.tools().rows?.measurements.values() ?? [])].find((m) => m.kind === 'count' && m.label === 'Comptage');
    await waitFor(async () => {
      const stored = [...(await loadProjectState(db, sheet.projectId)).measurements.values()].find(
        (m) => m.label === 'Comptage',
      );
      expect(stored?.points).toHaveLength(3);
    });
    expect(counted()?.points).toHaveLength(3);

    await first.key('z', { ctrl: true });
    await waitFor(() => expect(counted()?.points).toHaveLength(2));
    await first.key('y', { ctrl: true });
    await waitFor(() => expect(counted()?.points).toHaveLength(3));
    await first.key('z', { ctrl: true });
    await waitFor(() => expect(first.tools().status?.redo?.type).toBe('insertVertex'));
    first.unmount();

    // A reload: a new page over the same database, its history intact.
    const second = await mount(db, sheet);
    const reloaded = () =>
      [...(second.tools().rows?.measurements.values() ?? [])].find((m) => m.kind === 'count' && m.label === 'Comptage');
    expect(reloaded()?.points).toHaveLength(2);
    await second.key('Z', { ctrl: true, shift: true });
    await waitFor(() => expect(reloaded()?.points).toHaveLength(3));
    await second.key('z', { ctrl: true });
    await second.key('z', { ctrl: true });
    await second.key('z', { ctrl: true });
    await waitFor(() => expect(reloaded()).toBeUndefined());
    expect((await loadProjectState(db, sheet.projectId)).measurements.size).toBe(before);
  });

  it('keeps the selection across an undo that leaves the selected measurements, drops those an undo takes away', async () => {
    const { db, sheet } = await workspaceSheet();
    const page = await mount(db, sheet);
    const onSheet = () =>
      [...(page.tools().rows?.measurements.values() ?? [])].filter((m) => m.sheetId === sheet.id).map((m) => m.id);
    const existing = onSheet();
    expect(existing.length).toBeGreaterThan(0);

    // A count made, then an existing measurement selected: undoing the count leaves the selected one.
    act(() => page.store.set(activeToolAtom, 'count'));
    await page.click(10, 10);
    await page.key('Enter');
    const counted = onSheet().find((id) => !existing.includes(id));
    expect(counted).toBeDefined();
    act(() => page.store.set(activeToolAtom, 'select'));
    act(() => page.store.set(selectionAtom, [existing[0] as string, counted as string]));
    await page.key('z', { ctrl: true });
    await waitFor(() => expect(onSheet()).not.toContain(counted));
    await waitFor(() => expect(page.store.get(selectionAtom)).toEqual([existing[0]]));

    // Redone: the count is back, the selection stays as the person left it.
    await page.key('y', { ctrl: true });
    await waitFor(() => expect(onSheet()).toContain(counted));
    expect(page.store.get(selectionAtom)).toEqual([existing[0]]);
    page.unmount();
  });

  it('builds the hit-test index when the browser is idle, not in a click: counting never waits for it', async () => {
    // The browser's idle callbacks, run when the test says.
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => (idle[handle - 1] = () => {}));
    const runIdle = () => act(() => idle.splice(0).forEach((callback) => callback()));
    const build = vi.spyOn(MeasurementIndex, 'build');
    try {
      const { db, sheet } = await workspaceSheet();
      const page = await mount(db, sheet);
      act(() => page.store.set(activeToolAtom, 'count'));
      await page.click(10, 10);
      await page.click(20, 10);
      expect(build).not.toHaveBeenCalled();
      runIdle();
      expect(build).toHaveBeenCalledTimes(1);

      // The selection tool picks from the index made while idle.
      await page.key('Enter');
      act(() => page.store.set(activeToolAtom, 'select'));
      await page.click(400, 400);
      expect(build).toHaveBeenCalledTimes(1);
      page.unmount();
    } finally {
      build.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('refuses a length on an uncalibrated sheet and says why, without touching the journal', async () => {
    const { db, sheet: first } = await workspaceSheet();
    const sheet = { ...first, scale: { default: null, regions: [] } };
    await db.plans.put(sheet);
    const spy = vi.spyOn(db.journal, 'put');
    const page = await mount(db, sheet);
    act(() => page.store.set(activeToolAtom, 'length'));
    await page.click(10, 10);
    const { toolNoticeAtom } = await import('../../../state/workspace/tools');
    expect(page.store.get(toolNoticeAtom)).toBe('uncalibrated');
    expect(spy).not.toHaveBeenCalled();
  });

  it('a pan during a drawing (the viewer’s consumed events) adds no point, whatever the tool', async () => {
    const { db, sheet: first } = await workspaceSheet();
    const sheet = { ...first, scale: { default: SCALE_100, regions: [] } };
    await db.plans.put(sheet);
    const page = await mount(db, sheet);
    // Space + drag: the viewer hands the tools a down, moves and an up, all owned by the pan.
    const pan = () =>
      act(() => {
        for (const [type, x] of [
          ['down', 300],
          ['move', 340],
          ['move', 380],
          ['up', 380],
        ] as const) {
          page.tools().onSheetPointer({ ...pointer(type, x, 300, type === 'move' ? -1 : 0), consumed: true });
        }
      });
    for (const tool of ['length', 'area', 'deduction', 'wallArea', 'volume'] as const) {
      act(() => page.store.set(activeToolAtom, tool));
      await page.click(100, 100);
      await page.click(200, 100);
      pan();
      const state = page.store.get(toolStateAtom);
      expect(state.tool, tool).toBe(tool);
      expect('points' in state ? state.points : null, tool).toEqual([
        { x: 100, y: 100 },
        { x: 200, y: 100 },
      ]);
      await page.key('Escape');
    }
    for (const tool of ['scale', 'check', 'region'] as const) {
      act(() => page.store.set(activeToolAtom, tool));
      await page.click(100, 100);
      pan();
      const state = page.store.get(toolStateAtom);
      expect('from' in state ? state.from : null, tool).toEqual({ x: 100, y: 100 });
      await page.key('Escape');
    }
    const before = page.tools().rows?.measurements.size;
    act(() => page.store.set(activeToolAtom, 'count'));
    pan();
    expect(page.tools().rows?.measurements.size).toBe(before);
    page.unmount();
  });

  it('Suppr announces the deletion with an undo of it alone, refused once another step came after it', async () => {
    const { db, sheet } = await workspaceSheet();
    const deletions: SheetDeletion[] = [];
    const errors: string[] = [];
    const page = await mount(db, sheet, true, {
      onDeleted: (deletion) => deletions.push(deletion),
      onError: (message) => errors.push(message),
    });
    const onSheet = () =>
      [...(page.tools().rows?.measurements.values() ?? [])].filter((m) => m.sheetId === sheet.id).map((m) => m.id);
    act(() => page.store.set(activeToolAtom, 'count'));
    await page.click(10, 10);
    await page.key('Enter');
    await page.key('Escape');
    const [first, second] = onSheet();
    expect(second).toBeDefined();

    act(() => page.store.set(selectionAtom, [first as string, second as string]));
    await page.key('Delete');
    expect(deletions.map((d) => d.count)).toEqual([2]);
    expect(onSheet()).not.toContain(first);
    act(() => deletions[0]?.undo());
    await waitFor(() => expect(onSheet()).toEqual(expect.arrayContaining([first, second])));
    expect(errors).toEqual([]);

    // Deleted again, then something else done: « Annuler » would take back that, not the deletion.
    act(() => page.store.set(selectionAtom, [first as string]));
    await page.key('Delete');
    expect(deletions).toHaveLength(2);
    act(() => page.store.set(activeToolAtom, 'count'));
    await page.click(10, 10);
    await page.key('Enter');
    const count = onSheet().length;
    act(() => deletions[1]?.undo());
    await waitFor(() => expect(errors).toEqual([toolsFr.history.notLatest]));
    // Nothing was taken back: neither the count clicked after the deletion, nor the deletion.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSheet()).not.toContain(first);
    expect(onSheet()).toHaveLength(count);
    page.unmount();
  });

  it('writes the steps a page left unwritten once edits are allowed (a shared project’s session open), and shows them', async () => {
    const { db, sheet } = await workspaceSheet();
    const left = createMeasurement(
      {
        kind: 'count',
        projectId: sheet.projectId,
        sheetId: sheet.id,
        label: 'Laissée',
        color: 'red',
        points: [{ x: 3, y: 3 }],
      },
      { now: '2026-11-30T11:00:00.000Z', newId: () => 'left-1' },
    );
    keepUnwritten(pageStorage(), unwrittenKey(sheet.projectId, 'page-gone'), [left]);
    const store = createStore();
    let api: SheetTools | null = null;
    const page = (canEdit: boolean) => (
      <Provider store={store}>
        <Harness db={db} sheet={sheet} onReady={(tools) => (api = tools)} canEdit={canEdit} />
      </Provider>
    );
    const view = render(page(false));
    await waitFor(() => expect(api?.rows).not.toBeNull());
    // Not while the project cannot be edited here (its session opening): they would miss its document.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await db.measurements.get('left-1')).toBeUndefined();
    view.rerender(page(true));
    await waitFor(async () => expect(await db.measurements.get('left-1')).toBeDefined());
    await waitFor(() => expect((api as SheetTools | null)?.rows?.measurements.has('left-1')).toBe(true));
    expect(readUnwritten(pageStorage(), sheet.projectId)).toEqual([]);
    view.unmount();
  });
});
