/**
 * The shortcut table (src/domain/takeoff/shortcuts.ts) in words: what the overlay, the tooltips and aria-keyshortcuts
 * show. Pure functions, so the tools layer and the screens print a key the same way.
 */
import {
  SHORTCUT_GROUPS,
  shortcutOf,
  type KeyChord,
  type Shortcut,
  type ShortcutAction,
  type ShortcutGroup,
} from '../../../domain/takeoff/shortcuts';
import { interpolate } from '../../../i18n/format';
import { measureFr } from '../../../i18n/measure.fr';

export type Platform = 'mac' | 'other';

const copy = measureFr.shortcuts;
const printedKeys: Readonly<Record<string, string>> = copy.keys;
const spokenKeys: Readonly<Record<string, string>> = copy.spokenKeys;

/** The keys of one chord, each as printed on a French keyboard: ['Ctrl', 'Maj', 'Z']. */
export function chordKeys(chord: KeyChord, platform: Platform = 'other'): string[] {
  const keys: string[] = [];
  if (chord.mod) keys.push(platform === 'mac' ? copy.keys.cmd : copy.keys.ctrl);
  if (chord.alt) keys.push(platform === 'mac' ? copy.keys.option : copy.keys.alt);
  if (chord.shift) keys.push(copy.keys.shift);
  keys.push(printedKeys[chord.key] ?? (chord.key.length === 1 ? chord.key.toUpperCase() : chord.key));
  return keys;
}

/** A chord as one short string for a tooltip or a badge: 'Ctrl+Maj+Z', 'L'. */
export function chordLabel(chord: KeyChord, platform: Platform = 'other'): string {
  return chordKeys(chord, platform).join('+');
}

/** A chord as a screen reader should say it: 'Ctrl Maj Z', 'flèche haut'. */
export function chordSpoken(chord: KeyChord, platform: Platform = 'other'): string {
  const spoken = (k: string) => {
    const name = Object.entries(printedKeys).find(([, printed]) => printed === k)?.[0];
    return (name && spokenKeys[name]) ?? k;
  };
  return chordKeys(chord, platform).map(spoken).join(' ');
}

/**
 * The WAI-ARIA aria-keyshortcuts value of a shortcut: modifiers and key names as the spec spells them ('Control+Z',
 * 'Shift+K'), every chord separated by a space.
 */
export function ariaKeyShortcuts(shortcut: Shortcut | undefined, platform: Platform = 'other'): string | undefined {
  if (!shortcut || shortcut.held) return undefined;
  const keyName = (key: string) => (key === ' ' ? 'Space' : key.length === 1 ? key.toUpperCase() : key);
  return shortcut.chords
    .map((c) =>
      [c.mod && (platform === 'mac' ? 'Meta' : 'Control'), c.alt && 'Alt', c.shift && 'Shift', keyName(c.key)]
        .filter(Boolean)
        .join('+'),
    )
    .join(' ');
}

/** The first chord of an action's shortcut as a short label ('L'), or undefined when it has none. */
export function actionKeyLabel(
  action: ShortcutAction,
  table: readonly Shortcut[],
  platform: Platform = 'other',
): string | undefined {
  const chord = shortcutOf(action, table)?.chords[0];
  return chord && chordLabel(chord, platform);
}

export interface ShortcutView {
  readonly action: ShortcutAction;
  readonly label: string;
  /** Each chord's keys; several chords are alternatives. */
  readonly chords: readonly (readonly string[])[];
  readonly held: boolean;
}

export interface ShortcutGroupView {
  readonly group: ShortcutGroup;
  readonly title: string;
  readonly shortcuts: readonly ShortcutView[];
}

/** The table, grouped in the overlay's order, with French labels. Groups without a shortcut are left out. */
export function describeShortcuts(table: readonly Shortcut[], platform: Platform = 'other'): ShortcutGroupView[] {
  return SHORTCUT_GROUPS.map((group) => ({
    group,
    title: copy.groups[group],
    shortcuts: table
      .filter((s) => s.group === group)
      .map((s) => ({
        action: s.action,
        label: copy.actions[s.action],
        chords: s.chords.map((c) => chordKeys(c, platform)),
        held: Boolean(s.held),
      })),
  })).filter((g) => g.shortcuts.length > 0);
}

/** '{hint} (L)' */
export function hintWithKey(hint: string, key: string | undefined): string {
  return key === undefined ? hint : interpolate(measureFr.tools.hintWithKey, { hint, key });
}
