/**
 * The live readout under the plan, fed from the tool's state in the jotai store: the one part of the sheet page that
 * renders at pointer rate, and a small one.
 */
import { useAtomValue } from 'jotai';
import { MeasurementIndex } from '../../../domain/takeoff/hitTest';
import { stateFromRows } from '../../../domain/takeoff/commands';
import { draftOf, readoutOf } from '../../../domain/takeoff/tools';
import type { ToolEnv } from '../../../domain/takeoff/tools/types';
import type { SheetRow } from '../../../domain/takeoff/types';
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
import { useSheetRows, type SheetRowsStore } from './sheetRows';

const EMPTY_INDEX = MeasurementIndex.build([]);

const allRows = <T,>(rows: T) => rows;

export function SheetToolsReadout({ store, sheet }: { store: SheetRowsStore; sheet: SheetRow }) {
  const rows = useSheetRows(store, allRows);
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
    state: rows ?? stateFromRows({ sheets: [sheet] }),
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
