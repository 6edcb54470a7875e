/**
 * The workspace's tool state: which tool is active, what it is drawing, what is selected, whether snapping is on, and
 * what was copied. View state, not work: none of it is journalled (undo takes back commands, not a selection).
 *
 * The tool's state changes at pointer rate. Only the readout subscribes to it through React; the plan's overlay
 * reads it with `store.get` when it draws and is asked to redraw by `store.sub`, so a pointer move never renders the
 * workspace.
 */
import { atom } from 'jotai';
import type { Clipboard } from '../../domain/takeoff/commands';
import { initialTool } from '../../domain/takeoff/tools';
import type { ToolId, ToolNoticeCode, ToolState } from '../../domain/takeoff/tools/types';
import type { PaletteKey } from '../../domain/takeoff/types';
import { measurementSessionAtom } from '../measurement';

/** Metres: a new volume's thickness (a slab, a screed) until the user types another in its properties. */
export const DEFAULT_THICKNESS = 0.2;

/** The tool's state: its draft, its cursor, its gesture. Set by the tools' controller only. */
export const toolStateAtom = atom<ToolState>(initialTool('select'));

/** The active tool, derived from its state; writing it switches tools and drops the draft of the previous one. */
export const activeToolAtom = atom(
  (get) => get(toolStateAtom).tool,
  (get, set, tool: ToolId) => {
    if (get(toolStateAtom).tool === tool) return;
    set(toolStateAtom, initialTool(tool));
    set(toolNoticeAtom, null);
  },
);

/** Ids of the selected measurements on the open sheet. */
export const selectionAtom = atom<readonly string[]>([]);

/** Snapping to the plan's geometry; the A key toggles it. */
export const snappingAtom = atom(true);

/** What Ctrl+C copied, kept across sheets of the project for a paste. */
export const clipboardAtom = atom<Clipboard | null>(null);

/** Why the last click or key did nothing, until the next one that does something. */
export const toolNoticeAtom = atom<ToolNoticeCode | null>(null);

/** The colour new measurements get. */
export const drawColorAtom = atom<PaletteKey>('blue');

/** A new volume's thickness, in metres. */
export const thicknessAtom = atom(DEFAULT_THICKNESS);

/**
 * A new wall's height: the measurement session's (2.5 m by default, DEFAULT_WALL_HEIGHT), shown and set before
 * drawing beside the palette while the wall tool is active.
 */
export const wallHeightAtom = atom(
  (get) => get(measurementSessionAtom).height,
  (get, set, metres: number) => set(measurementSessionAtom, { ...get(measurementSessionAtom), height: metres }),
);

/** The project variable new walls' heights follow (HSP), or null: they take wallHeightAtom's value as it is. */
export const wallHeightVariableAtom = atom<string | null>(null);

/** A new sheet was opened: nothing of the previous one's tool work or selection carries over. */
export const resetSheetToolsAtom = atom(null, (get, set) => {
  set(toolStateAtom, initialTool(get(toolStateAtom).tool));
  set(selectionAtom, []);
  set(toolNoticeAtom, null);
});
