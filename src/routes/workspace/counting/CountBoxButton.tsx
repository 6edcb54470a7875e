/**
 * « Chercher les similaires » (F) under the plan while the count tool is active (issue 25): pressed, the next
 * rectangle drawn on the plan boxes a symbol to search for; the readout's hint says how. The same as the F key, for those who
 * do not know it (domain/takeoff/tools/count.ts).
 */
import { useAtom } from 'jotai';
import { memo } from 'react';
import { ToggleButton } from '../../../components/ToggleButton';
import { COUNT_BOX_KEY } from '../../../domain/takeoff/tools/count';
import { countingFr } from '../../../i18n/counting.fr';
import { toolStateAtom } from '../../../state/workspace/tools';

export const CountBoxButton = memo(function CountBoxButton({ isDisabled }: { isDisabled: boolean }) {
  const [tool, setTool] = useAtom(toolStateAtom);
  if (tool.tool !== 'count') return null;
  const isBoxing = tool.boxing !== undefined;
  return (
    <ToggleButton
      size="sm"
      isSelected={isBoxing}
      isDisabled={isDisabled}
      aria-keyshortcuts={COUNT_BOX_KEY.toUpperCase()}
      onChange={(selected) =>
        setTool(
          selected
            ? { tool: 'count', targetId: tool.targetId, cursor: tool.cursor, boxing: { from: null, dragging: false } }
            : { tool: 'count', targetId: tool.targetId, cursor: tool.cursor },
        )
      }
    >
      {countingFr.search.findSimilar}
    </ToggleButton>
  );
});
