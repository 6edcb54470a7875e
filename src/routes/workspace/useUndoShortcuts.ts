import { useEffect, useRef } from 'react';
import { holdsEveryKey } from './tools/keys';

/** Which history step a key press asks for: Ctrl+Z (⌘Z) undoes, Ctrl+Shift+Z and Ctrl+Y redo. */
export function historyKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/**
 * Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y for a page's history (the project list's scope on /dashboard), anywhere in the page
 * but in a text field (its own undo) or an open dialog (a form, a confirmation: Ctrl+Z there must not undo behind it).
 */
export function useUndoShortcuts(onUndo: () => void, onRedo: () => void, isEnabled = true) {
  const handlers = useRef({ onUndo, onRedo });
  useEffect(() => {
    handlers.current = { onUndo, onRedo };
  });
  useEffect(() => {
    if (!isEnabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const kind = historyKey(event);
      if (!kind || event.defaultPrevented || event.repeat || holdsEveryKey(event.target)) return;
      event.preventDefault();
      if (kind === 'undo') handlers.current.onUndo();
      else handlers.current.onRedo();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isEnabled]);
}
