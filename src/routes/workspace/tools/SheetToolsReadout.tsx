/**
 * The live readout under the plan, fed from the tool's state in the jotai store: the one part of the sheet page that
 * renders at pointer rate, and a small one.
 */
import { useAtomValue } from 'jotai';
import { MeasurementIndex } from '../../../domain/takeoff/hitTest';
import { draftOf, readoutOf } from '../../../domain/takeoff/tools';
import type { ToolEnv } from '../../../domain/takeoff/tools/types';
import type { SheetRow, TakeoffState } from '../../../domain/takeoff/types';
import { MeasureReadout } from '../../../screens/Workspace/Readout';
import {
  drawColorAtom,
  selectionAtom,
  snappingAtom,
  thicknessAtom,
  toolNoticeAtom,
  toolStateAtom,
  wallHeightAtom,
} from '../../../state/workspace/tools';

const EMPTY_INDEX = MeasurementIndex.build([]);

export function SheetToolsReadout({ rows, sheet }: { rows: TakeoffState | null; sheet: SheetRow }) {
  const tool = useAtomValue(toolStateAtom);
  const isSnapping = useAtomValue(snappingAtom);
  const notice = useAtomValue(toolNoticeAtom);
  const selection = useAtomValue(selectionAtom);
  const wallHeight = useAtomValue(wallHeightAtom);
  const thickness = useAtomValue(thicknessAtom);
  const color = useAtomValue(drawColorAtom);
  const current = rows?.sheets.get(sheet.id) ?? sheet;
  // The readout reads rows, the sheet's scales and the defaults only: no picking, no snapping, no clock.
  const env: ToolEnv = {
    state: rows ?? {
      projects: new Map(),
      files: new Map(),
      sheets: new Map([[sheet.id, sheet]]),
      measurements: new Map(),
    },
    sheet: current,
    index: EMPTY_INDEX,
    selection,
    tolerance: 0,
    snap: () => null,
    defaults: { color, wallHeight, thickness, labelFor: () => '' },
    ctx: { now: '', newId: () => '' },
    clipboard: null,
  };
  const draft = draftOf(tool, env);
  return (
    <MeasureReadout
      readout={readoutOf(tool, env)}
      isSheetCalibrated={current.scale.default !== null || current.scale.regions.length > 0}
      isSnapping={isSnapping}
      snapKind={draft.snap?.kind ?? null}
      isConstrained={draft.constrained}
      notice={notice}
    />
  );
}
