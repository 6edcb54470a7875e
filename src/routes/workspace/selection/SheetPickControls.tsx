/**
 * The plan-element mode's controls under the plan (issue 26), wired to the tool's state and the selection's atoms:
 * shown while a path tool that has the mode is active (« Remplissage (F) » for areas and volumes, « Élément du plan
 * (F) » for lengths and walls). Renders on its own atoms only: the tool's cursor moving renders nothing here.
 */
import { useAtom, useAtomValue, useStore } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { memo } from 'react';
import { isPickTool, PICK_KIND } from '../../../domain/takeoff/tools/pick';
import { PickControls } from '../../../screens/Workspace/Selection';
import { pickFaceAtom, pickGapAtom, pickStatusAtom } from '../../../state/workspace/selection';
import { toolStateAtom } from '../../../state/workspace/tools';

/** The active tool's mode: what it takes and whether the mode is on; null when the tool has none. */
const pickModeAtom = selectAtom(toolStateAtom, (state) =>
  isPickTool(state.tool) && 'points' in state ? `${PICK_KIND[state.tool]}:${state.pick ? 'on' : 'off'}` : null,
);

export const SheetPickControls = memo(function SheetPickControls({
  isDisabled,
  onCancel,
}: {
  isDisabled: boolean;
  onCancel: () => void;
}) {
  const mode = useAtomValue(pickModeAtom);
  const [gap, setGap] = useAtom(pickGapAtom);
  const [face, setFace] = useAtom(pickFaceAtom);
  const status = useAtomValue(pickStatusAtom);
  const store = useStore();
  if (mode === null) return null;
  const [kind, on] = mode.split(':') as ['fill' | 'run', 'on' | 'off'];
  return (
    <PickControls
      kind={kind}
      isActive={on === 'on'}
      isDisabled={isDisabled}
      onActiveChange={(active) => {
        const tool = store.get(toolStateAtom);
        if (!isPickTool(tool.tool) || !('points' in tool) || tool.points.length > 0) return;
        const { pick: _pick, ...drawing } = tool;
        store.set(toolStateAtom, active ? { ...drawing, pick: { probe: null } } : drawing);
      }}
      gap={gap}
      onGapChange={setGap}
      face={face}
      onFaceChange={setFace}
      status={status}
      onCancel={onCancel}
    />
  );
});
