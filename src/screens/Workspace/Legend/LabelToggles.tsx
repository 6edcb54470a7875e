import { ToggleButton } from '../../../components/ToggleButton';
import { Tooltip, TooltipTrigger } from '../../../components/Tooltip';
import { legendFr } from '../../../i18n/legend.fr';

export interface LabelTogglesProps {
  /** The measurements' labels on the plan. */
  showLabels: boolean;
  /** The measurements' quantities on the plan. */
  showQuantities: boolean;
  onShowLabelsChange: (show: boolean) => void;
  onShowQuantitiesChange: (show: boolean) => void;
  /** No sheet yet. @default false */
  isDisabled?: boolean;
}

const t = legendFr.toggles;

/**
 * « Libellés » and « Quantités »: what the plan writes beside each measurement. Two toggle buttons with their words
 * (not icons: they say what they show), in the viewer's toolbar, so arrows move between them and Space toggles.
 */
export function LabelToggles({
  showLabels,
  showQuantities,
  onShowLabelsChange,
  onShowQuantitiesChange,
  isDisabled = false,
}: LabelTogglesProps) {
  return (
    <>
      <TooltipTrigger>
        <ToggleButton size="sm" isSelected={showLabels} onChange={onShowLabelsChange} isDisabled={isDisabled}>
          {t.labels}
        </ToggleButton>
        <Tooltip>{t.labelsHint}</Tooltip>
      </TooltipTrigger>
      <TooltipTrigger>
        <ToggleButton size="sm" isSelected={showQuantities} onChange={onShowQuantitiesChange} isDisabled={isDisabled}>
          {t.quantities}
        </ToggleButton>
        <Tooltip>{t.quantitiesHint}</Tooltip>
      </TooltipTrigger>
    </>
  );
}
