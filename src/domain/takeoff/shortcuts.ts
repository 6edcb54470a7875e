/**
 * The workspace's keyboard shortcuts: one table that the tools bind and the « ? » overlay lists, so what is shown is
 * what works. Pure data and a matcher over the fields every KeyboardEvent has; no DOM, no copy (the French labels are
 * keyed by action in src/i18n/measure.fr.ts).
 *
 * Keys are matched by `key` (what the keyboard layout types), not `code`: tool letters must follow the letter printed
 * on an AZERTY key. Digits are the exception, matched by `code` as well, because on AZERTY « 0 » is Shift + à.
 * `mod` is Ctrl, or ⌘ on a Mac (the browser reports it as metaKey).
 */
import { NEEDS_SCALE, TOOL_IDS, type ToolId } from './tools/types';

export const SHORTCUT_GROUPS = ['tools', 'drawing', 'edit', 'history', 'view', 'help'] as const;
export type ShortcutGroup = (typeof SHORTCUT_GROUPS)[number];

/**
 * The tools of the palette, in its order: every tool, the deduction (D) included — a void cut into an area is a tool
 * of its own that a person must be able to find, not a hidden mode of the area tool.
 */
export type MeasureTool = ToolId;
export const MEASURE_TOOLS: readonly MeasureTool[] = TOOL_IDS;

/** The tools that need a scale: lengths, areas and volumes are unknown on an uncalibrated sheet (counting is not). */
export const TOOLS_NEEDING_SCALE: ReadonlySet<MeasureTool> = new Set(MEASURE_TOOLS.filter((t) => NEEDS_SCALE.has(t)));

export const SHORTCUT_ACTIONS = [
  'tool.select',
  'tool.count',
  'tool.length',
  'tool.area',
  'tool.deduction',
  'tool.wallArea',
  'tool.volume',
  'tool.scale',
  'tool.check',
  'tool.region',
  'drawing.finish',
  'drawing.cancel',
  'drawing.removeLastPoint',
  'drawing.constrain',
  'drawing.toggleSnapping',
  'drawing.findSimilar',
  'edit.selectAll',
  'edit.delete',
  'edit.duplicate',
  'edit.copy',
  'edit.paste',
  'edit.move',
  'history.undo',
  'history.redo',
  'view.zoomIn',
  'view.zoomOut',
  'view.fit',
  'view.pan',
  'view.panHold',
  'view.move',
  'help.shortcuts',
] as const;
export type ShortcutAction = (typeof SHORTCUT_ACTIONS)[number];

/** One key combination. `key` is a KeyboardEvent.key value ('l', 'Delete', 'Enter', '+', ' '). */
export interface KeyChord {
  readonly key: string;
  /** Ctrl, or ⌘ on a Mac. */
  readonly mod?: boolean;
  readonly shift?: boolean;
  readonly alt?: boolean;
  /** Also matched by KeyboardEvent.code (digits and the numeric keypad, whatever the layout). */
  readonly codes?: readonly string[];
}

export interface Shortcut {
  readonly action: ShortcutAction;
  readonly group: ShortcutGroup;
  /** Every chord that triggers the action; the first is the one shown first. */
  readonly chords: readonly KeyChord[];
  /**
   * A modifier held during a gesture (Shift while drawing, space while dragging) rather than a key pressed once: it
   * is listed, but matchShortcut never answers it.
   */
  readonly held?: boolean;
  /** Listed but bound elsewhere than by matchShortcut (the arrow keys move the plan in the viewer). */
  readonly listedOnly?: boolean;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'tool.select', group: 'tools', chords: [{ key: 'v' }] },
  { action: 'tool.count', group: 'tools', chords: [{ key: 'c' }] },
  { action: 'tool.length', group: 'tools', chords: [{ key: 'l' }] },
  { action: 'tool.area', group: 'tools', chords: [{ key: 's' }] },
  { action: 'tool.deduction', group: 'tools', chords: [{ key: 'd' }] },
  { action: 'tool.wallArea', group: 'tools', chords: [{ key: 'm' }] },
  { action: 'tool.volume', group: 'tools', chords: [{ key: 'e' }] },
  { action: 'tool.scale', group: 'tools', chords: [{ key: 'k' }] },
  { action: 'tool.check', group: 'tools', chords: [{ key: 'k', shift: true }] },
  { action: 'tool.region', group: 'tools', chords: [{ key: 'z' }] },
  { action: 'drawing.finish', group: 'drawing', chords: [{ key: 'Enter' }] },
  { action: 'drawing.cancel', group: 'drawing', chords: [{ key: 'Escape' }] },
  { action: 'drawing.removeLastPoint', group: 'drawing', chords: [{ key: 'Backspace' }] },
  { action: 'drawing.constrain', group: 'drawing', chords: [{ key: 'Shift' }], held: true },
  { action: 'drawing.toggleSnapping', group: 'drawing', chords: [{ key: 'a' }, { key: 'F3' }] },
  // Handled by the count tool (tools/count.ts) and the path tools (tools/pick.ts): listed so that the overlay tells it.
  { action: 'drawing.findSimilar', group: 'drawing', chords: [{ key: 'f' }], listedOnly: true },
  { action: 'edit.selectAll', group: 'edit', chords: [{ key: 'a', mod: true }] },
  { action: 'edit.delete', group: 'edit', chords: [{ key: 'Delete' }] },
  { action: 'edit.duplicate', group: 'edit', chords: [{ key: 'd', mod: true }] },
  { action: 'edit.copy', group: 'edit', chords: [{ key: 'c', mod: true }] },
  { action: 'edit.paste', group: 'edit', chords: [{ key: 'v', mod: true }] },
  {
    action: 'edit.move',
    group: 'edit',
    chords: [
      { key: 'ArrowUp', mod: true },
      { key: 'ArrowDown', mod: true },
      { key: 'ArrowLeft', mod: true },
      { key: 'ArrowRight', mod: true },
    ],
    // Bound by the tools' editing keys (domain/takeoff/tools/edit.ts), with Shift for a larger step.
    listedOnly: true,
  },
  { action: 'history.undo', group: 'history', chords: [{ key: 'z', mod: true }] },
  {
    action: 'history.redo',
    group: 'history',
    chords: [
      { key: 'z', mod: true, shift: true },
      { key: 'y', mod: true },
    ],
  },
  {
    action: 'view.zoomIn',
    group: 'view',
    chords: [{ key: '+', codes: ['NumpadAdd'] }, { key: '=' }],
  },
  {
    action: 'view.zoomOut',
    group: 'view',
    chords: [{ key: '-', codes: ['NumpadSubtract'] }],
  },
  { action: 'view.fit', group: 'view', chords: [{ key: '0', codes: ['Digit0', 'Numpad0'] }] },
  { action: 'view.pan', group: 'view', chords: [{ key: 'h' }] },
  { action: 'view.panHold', group: 'view', chords: [{ key: ' ' }], held: true },
  {
    action: 'view.move',
    group: 'view',
    chords: [{ key: 'ArrowUp' }, { key: 'ArrowDown' }, { key: 'ArrowLeft' }, { key: 'ArrowRight' }],
    listedOnly: true,
  },
  { action: 'help.shortcuts', group: 'help', chords: [{ key: '?' }] },
];

/** The fields of a KeyboardEvent the matcher reads, so it can be tested and run without a DOM. */
export interface KeyLike {
  readonly key: string;
  readonly code?: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/**
 * Characters that need Shift on some layout: « ? » is Shift + , on AZERTY and Shift + / on QWERTY, « + » is Shift + =
 * on QWERTY. For them the event's shiftKey says nothing about the chord, so it is not compared.
 */
const SHIFTED_CHARACTERS = new Set(['?', '+', '!', '_']);

function chordMatches(chord: KeyChord, event: KeyLike): boolean {
  const mod = event.ctrlKey || event.metaKey;
  if (Boolean(chord.mod) !== mod || Boolean(chord.alt) !== event.altKey) return false;
  const byCode = event.code !== undefined && (chord.codes ?? []).includes(event.code);
  const byKey = event.key.length === 1 ? event.key.toLowerCase() === chord.key.toLowerCase() : event.key === chord.key;
  if (!byKey && !byCode) return false;
  // A physical key is the same key with or without Shift (on AZERTY, 0 is Shift + à).
  if (byCode || SHIFTED_CHARACTERS.has(chord.key)) return true;
  // A letter typed with Caps Lock arrives upper-case without Shift: compare Shift, not the case of the key.
  return Boolean(chord.shift) === event.shiftKey;
}

/** The action a key press triggers in the workspace, or null. Held modifiers and listed-only keys never match. */
export function matchShortcut(event: KeyLike, table: readonly Shortcut[] = SHORTCUTS): ShortcutAction | null {
  for (const shortcut of table) {
    if (shortcut.held || shortcut.listedOnly) continue;
    if (shortcut.chords.some((chord) => chordMatches(chord, event))) return shortcut.action;
  }
  return null;
}

/** The action that selects a tool, and back. */
export const toolAction = (tool: MeasureTool): ShortcutAction => `tool.${tool}`;

export function toolOfAction(action: ShortcutAction): MeasureTool | null {
  const tool = action.startsWith('tool.') ? action.slice('tool.'.length) : null;
  return tool !== null && (MEASURE_TOOLS as readonly string[]).includes(tool) ? (tool as MeasureTool) : null;
}

/** The shortcut of an action in a table; undefined when it has none. */
export function shortcutOf(action: ShortcutAction, table: readonly Shortcut[] = SHORTCUTS): Shortcut | undefined {
  return table.find((s) => s.action === action);
}
