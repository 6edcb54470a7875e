/**
 * Which key presses of the sheet page the measuring tools take. The tools listen on the document (their letters work
 * wherever the focus is in the page), but a control that has the focus keeps the keys it needs: a text field or a
 * dialog keeps everything, a button, a tab, a table row or a link keeps Enter, space, the arrows, Home, End, Escape
 * and Backspace (Enter on a focused « Mesures » tab must open it, not finish the polyline being drawn).
 */

/** Keys a focused control uses itself (activation, moving within it). */
const CONTROL_KEYS = new Set([
  'Enter',
  ' ',
  'Spacebar',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Escape',
  'Backspace',
  'Tab',
]);

const TEXT_OR_DIALOG =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"], [role="alertdialog"]';

/** A modal overlay closing (react-aria marks it while its exit animation runs). */
const EXITING = '[data-exiting]';

/** The plan itself: every key goes to the tools (after the viewer's own: arrows, + −, 0, H). */
const PLAN = '[role="application"]';

/**
 * True when a text field or an open dialog has the focus: it keeps every key. A dialog on its way out (its exit
 * animation: react-aria's data-exiting) still holds the focus for a few frames before giving it back to the plan; a
 * key pressed right after Escape is meant for the page, and is not kept.
 */
export function holdsEveryKey(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(EXITING) === null && target.closest(TEXT_OR_DIALOG) !== null;
}

/**
 * True when the tools may take `event`: `help` for « ? » (anywhere but a text field or a dialog), `tools` for the
 * tools' keys (the focus on the plan or on nothing takes them all, a control keeps its own).
 */
export function sheetKeyGoesToTools(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'ctrlKey' | 'metaKey'>,
  purpose: 'help' | 'tools',
): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return true;
  if (target.closest(EXITING)) return true;
  if (holdsEveryKey(target)) return false;
  if (purpose === 'help') return true;
  if (target === target.ownerDocument.body || target.closest(PLAN)) return true;
  // A focused control: Ctrl+A in the table is its own select-all.
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') return false;
  return !CONTROL_KEYS.has(event.key);
}
