/** The viewer's « Libellés » and « Quantités », wired to their atoms (remembered per browser). */
import { useAtom } from 'jotai';
import { memo, useMemo } from 'react';
import { toolsFr } from '../../i18n/tools.fr';
import type { ViewerMoreItem } from '../../screens/Workspace/Viewer';
import { LabelToggles } from '../../screens/Workspace/Legend';
import { showLabelsAtom, showQuantitiesAtom } from '../../state/workspace/labels';

export const PlanLabelToggles = memo(function PlanLabelToggles({ isDisabled }: { isDisabled: boolean }) {
  const [showLabels, setShowLabels] = useAtom(showLabelsAtom);
  const [showQuantities, setShowQuantities] = useAtom(showQuantitiesAtom);
  return (
    <LabelToggles
      showLabels={showLabels}
      showQuantities={showQuantities}
      onShowLabelsChange={setShowLabels}
      onShowQuantitiesChange={setShowQuantities}
      isDisabled={isDisabled}
    />
  );
});

/** The same toggles as lines of the viewer's menu « Plus » (when its row has no room for them). */
export function usePlanLabelMoreItems(isDisabled: boolean): readonly ViewerMoreItem[] {
  const [showLabels, setShowLabels] = useAtom(showLabelsAtom);
  const [showQuantities, setShowQuantities] = useAtom(showQuantitiesAtom);
  const copy = toolsFr.sheet.more;
  return useMemo(
    () => [
      {
        id: 'labels',
        label: showLabels ? copy.hideLabels : copy.showLabels,
        onAction: () => setShowLabels(!showLabels),
        isDisabled,
      },
      {
        id: 'quantities',
        label: showQuantities ? copy.hideQuantities : copy.showQuantities,
        onAction: () => setShowQuantities(!showQuantities),
        isDisabled,
      },
    ],
    [showLabels, showQuantities, setShowLabels, setShowQuantities, isDisabled, copy],
  );
}
