/** The viewer's « Libellés » and « Quantités », wired to their atoms (remembered per browser). */
import { useAtom } from 'jotai';
import { memo } from 'react';
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
