import { useAtom, useAtomValue, useStore } from 'jotai';
import { memo, useEffect, useMemo } from 'react';
import type { MeasureTool } from '../../../domain/takeoff/shortcuts';
import { MeasureToolbar } from '../../../screens/Workspace/Measure';
import { activeToolAtom, snappingAtom } from '../../../state/workspace/tools';

export interface SheetPaletteProps {
  readonly isCalibrated: boolean;
  /** Why nothing can be changed (a read-only workspace); undefined when it can. */
  readonly readOnlyReason: string | undefined;
  readonly onToolChange: (tool: MeasureTool) => void;
}

/**
 * The tool palette, reading the active tool and the snapping switch itself: a tool chosen (a key such as L or C, a
 * press on the palette) renders the palette, not the sheet page around it (the viewer, the panel and its tabs).
 */
export const SheetPalette = memo(function SheetPalette({
  isCalibrated,
  readOnlyReason,
  onToolChange,
}: SheetPaletteProps) {
  const store = useStore();
  const activeTool = useAtomValue(activeToolAtom);
  const [snapping, setSnapping] = useAtom(snappingAtom);
  const snappingProps = useMemo(() => ({ isOn: snapping, onChange: setSnapping }), [snapping, setSnapping]);

  // Read-only: only selecting (and looking) is allowed, whatever a key asked for.
  useEffect(() => {
    if (readOnlyReason !== undefined && activeTool !== 'select') store.set(activeToolAtom, 'select');
  }, [readOnlyReason, activeTool, store]);

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
