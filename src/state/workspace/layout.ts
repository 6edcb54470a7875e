/**
 * How the person left the workspace's frame: the sheet strip and the details panel shown or collapsed, the panel's
 * width. View state of this browser (localStorage), never journalled nor in a backup; a value that cannot be read is
 * as if nothing had been chosen (the frame's defaults).
 */
import { atom } from 'jotai';

export const LAYOUT_STORAGE_KEY = 'metr.workspace.layout';

export interface WorkspaceLayoutPrefs {
  readonly isSidebarCollapsed?: boolean;
  readonly isPanelCollapsed?: boolean;
  /** CSS pixels; the frame keeps it between its bounds. */
  readonly panelWidth?: number;
}

/** What is stored, read leniently: each field kept only when it is what it should be. */
export function parseLayoutPrefs(text: string | null): WorkspaceLayoutPrefs {
  if (text === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object') return {};
  const row = value as Record<string, unknown>;
  const flag = (key: string) => (typeof row[key] === 'boolean' ? { [key]: row[key] } : {});
  const width = row['panelWidth'];
  return {
    ...flag('isSidebarCollapsed'),
    ...flag('isPanelCollapsed'),
    ...(typeof width === 'number' && Number.isFinite(width) && width > 0 ? { panelWidth: Math.round(width) } : {}),
  };
}

export const layoutStorage = {
  read(): WorkspaceLayoutPrefs {
    try {
      return parseLayoutPrefs(globalThis.localStorage?.getItem(LAYOUT_STORAGE_KEY) ?? null);
    } catch {
      return {};
    }
  },
  write(prefs: WorkspaceLayoutPrefs): void {
    try {
      globalThis.localStorage?.setItem(LAYOUT_STORAGE_KEY, JSON.stringify(prefs));
    } catch {
      // Storage full or blocked: the choice holds for this page's life only.
    }
  },
};

const stored = atom<WorkspaceLayoutPrefs | null>(null);

/** The prefs, read from storage on first use; writing merges a change and stores the whole. */
export const workspaceLayoutAtom = atom(
  (get) => get(stored) ?? layoutStorage.read(),
  (get, set, change: WorkspaceLayoutPrefs) => {
    const next = { ...(get(stored) ?? layoutStorage.read()), ...change };
    set(stored, next);
    layoutStorage.write(next);
  },
);
