import { useAtom, useAtomValue, useStore } from 'jotai';
import { memo, useEffect, useMemo } from 'react';
import type { MeasureTool } from '../../../domain/takeoff/shortcuts';
import { MeasureToolbar } from '../../../screens/Workspace/Measure';
import { activeToolAtom, snappingAtom } from '../../../state/workspace/tools';

export interface SheetPaletteProps {
  readonly isCalibrated: boolean;
  /** Why nothing can be changed (a read-only workspace); undefined when it can. */
  readonly readOnlyReason: string | undefined;
  /**
   * Read-only only for a moment: a shared project's sync session is opening (issue 30). A tool chosen meanwhile (a key
   * pressed as the page loads) is kept for when it opens, instead of being dropped for the selection.
   */
  readonly isEditPending?: boolean;
  readonly onToolChange: (tool: MeasureTool) => void;
}

/**
 * The tool palette, reading the active tool and the snapping switch itself: a tool chosen (a key such as L or C, a
 * press on the palette) renders the palette, not the sheet page around it (the viewer, the panel and its tabs).
 */
export const SheetPalette = memo(function SheetPalette({
  isCalibrated,
  readOnlyReason,
  isEditPending = false,
  onToolChange,
}: SheetPaletteProps) {
  const store = useStore();
  const activeTool = useAtomValue(activeToolAtom);
  const [snapping, setSnapping] = useAtom(snappingAtom);
  const snappingProps = useMemo(() => ({ isOn: snapping, onChange: setSnapping }), [snapping, setSnapping]);

  // Read-only: only selecting (and looking) is allowed, whatever a key asked for. While editing is only pending, the
  // tool stays chosen: nothing is committed until it may be (useSheetTools checks canEdit), and then it is ready.
  useEffect(() => {
    if (readOnlyReason !== undefined && !isEditPending && activeTool !== 'select') store.set(activeToolAtom, 'select');
  }, [readOnlyReason, isEditPending, activeTool, store]);

  return (
    <MeasureToolbar
      tool={activeTool}
      onToolChange={onToolChange}
      isCalibrated={isCalibrated}
      snapping={snappingProps}
      orientation="horizontal"
      readOnlyReason={readOnlyReason}
      isCompact
    />
  );
});
