/**
 * The sheet's « Localisation » control as a container (issue 24): reads the sheet's current localisation (a jotai
 * atom per project and sheet, remembered by the browser) and the project's levels and zones for the suggestions (the sheet's rows
 * store), and writes the atom; the tools give it to every new measurement (useSheetTools' defaults).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { localisationSuggestions } from '../../../domain/takeoff/localisation';
import type { TakeoffState } from '../../../domain/takeoff/types';
import { LocalisationControl } from '../../../screens/Workspace/Localisation';
import {
  currentLocalisationKey,
  currentLocalisationsAtom,
  setCurrentLocalisationAtom,
} from '../../../state/workspace/localisation';
import { useSheetRows, type SheetRowsStore } from './sheetRows';

export function SheetLocalisation({
  store,
  projectId,
  sheetId,
  isDisabled,
  isOpen,
  onOpenChange,
}: {
  readonly store: SheetRowsStore;
  readonly projectId: string;
  readonly sheetId: string;
  readonly isDisabled: boolean;
  /** Its dialog, opened from the control or from the viewer's menu « Plus ». */
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}) {
  const value = useAtomValue(currentLocalisationsAtom).get(currentLocalisationKey(projectId, sheetId));
  const setCurrent = useSetAtom(setCurrentLocalisationAtom);
  const measurements = useSheetRows(
    store,
    useCallback((rows: TakeoffState | null) => rows?.measurements ?? null, []),
  );
  const suggestions = useMemo(() => localisationSuggestions(measurements?.values() ?? []), [measurements]);
  return (
    <LocalisationControl
      value={value}
      suggestions={suggestions}
      onChange={(localisation) => setCurrent({ projectId, sheetId, localisation })}
      isDisabled={isDisabled}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    />
  );
}
