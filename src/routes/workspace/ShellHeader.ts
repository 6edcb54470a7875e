import { createContext } from 'react';
import type { SettingsAction } from '../../screens/Workspace/Shell/WorkspaceHeader';

/** What the header of every workspace page shows and does, given by the shell. */
export interface ShellHeader {
  readonly firstName: string | null;
  readonly onSettingsAction: (action: SettingsAction) => void;
}

export const ShellHeaderContext = createContext<ShellHeader>({ firstName: null, onSettingsAction: () => undefined });
