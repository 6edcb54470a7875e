/**
 * The sheet page's side of another tab's change: the selection and the gesture follow (afterExternalChange), and what
 * this tab lost is said in French.
 */
import type { useStore } from 'jotai';
import { afterExternalChange } from '../../../domain/takeoff/tools';
import { interpolate, pluralForm } from '../../../i18n/format';
import { toolsFr } from '../../../i18n/tools.fr';
import { selectionAtom, toolStateAtom } from '../../../state/workspace/tools';
import type { ExternalChange } from '../journalRunner';

type Store = ReturnType<typeof useStore>;

/** Applies the outcome to the tools' atoms; returns the message to show, or null (nothing this tab held went). */
export function followExternalChange(store: Store, change: ExternalChange, sheetId: string): string | null {
  const tool = store.get(toolStateAtom);
  const selection = store.get(selectionAtom);
  const outcome = afterExternalChange(tool, selection, change.before, change.after, sheetId);
  if (outcome.tool !== tool) store.set(toolStateAtom, outcome.tool);
  if (outcome.selection !== selection) store.set(selectionAtom, outcome.selection);
  // This tab's own pages (a sheet deleted from the strip) need no word: the person did it here.
  if (!change.isOtherTab || outcome.notice === null) return null;
  const t = toolsFr.otherTab;
  if (outcome.notice === 'selectionRemoved') {
    return interpolate(pluralForm(t.selectionRemoved, outcome.removed), { count: outcome.removed });
  }
  return t[outcome.notice];
}
