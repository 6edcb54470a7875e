/**
 * « Chercher les similaires » (F) under the plan while the count tool is active (issue 25): pressed, the next
 * rectangle drawn on the plan boxes a symbol to search for; the readout's hint says how. The same as the F key, for those who
 * do not know it (domain/takeoff/tools/count.ts).
 */
import { useAtomValue, useStore } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { memo } from 'react';
import { ToggleButton } from '../../../components/ToggleButton';
import { COUNT_BOX_KEY } from '../../../domain/takeoff/tools/count';
import { countingFr } from '../../../i18n/counting.fr';
import { toolStateAtom } from '../../../state/workspace/tools';

/** Whether the count tool is active, and boxing: not the cursor, which changes on every move of the pointer. */
const countBoxingAtom = selectAtom(toolStateAtom, (state) =>
  state.tool !== 'count' ? null : state.boxing ? 'boxing' : 'counting',
);

export const CountBoxButton = memo(function CountBoxButton({ isDisabled }: { isDisabled: boolean }) {
  const mode = useAtomValue(countBoxingAtom);
  const store = useStore();
  if (mode === null) return null;
  return (
    <ToggleButton
      size="sm"
      isSelected={mode === 'boxing'}
      isDisabled={isDisabled}
      aria-keyshortcuts={COUNT_BOX_KEY.toUpperCase()}
      onChange={(selected) => {
        const tool = store.get(toolStateAtom);
        if (tool.tool !== 'count') return;
        const { tool: _tool, targetId, cursor } = tool;
        store.set(
          toolStateAtom,
          selected
            ? { tool: 'count', targetId, cursor, boxing: { from: null, dragging: false } }
            : { tool: 'count', targetId, cursor },
        );
      }}
    >
      {countingFr.search.findSimilar}
    </ToggleButton>
  );
});
