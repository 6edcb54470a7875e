import { useAtom, useAtomValue } from 'jotai';
import { memo, useEffect, useMemo } from 'react';
import { lengthVariables } from '../../../domain/library/variables';
import type { VariableRow } from '../../../domain/library/types';
import { WallHeightButton } from '../../../screens/Workspace/Measure/WallHeightControl';
import { activeToolAtom, wallHeightAtom, wallHeightVariableAtom } from '../../../state/workspace/tools';

export interface SheetWallHeightProps {
  /** The project's variables (live); null while they load. */
  readonly variables: readonly VariableRow[] | null;
}

/**
 * The height new walls get, one button beside the scale state while the wall tool is active: the measurement session's height, or
 * a project variable it follows (HSP). Bound, the session's height is kept at the variable's value, so a wall drawn
 * now is written with it, and follows it afterwards (WallAreaMeasurement.heightVariable).
 */
export const SheetWallHeight = memo(function SheetWallHeight({ variables }: SheetWallHeightProps) {
  const tool = useAtomValue(activeToolAtom);
  const [height, setHeight] = useAtom(wallHeightAtom);
  const [variable, setVariable] = useAtom(wallHeightVariableAtom);
  const lengths = useMemo(() => (variables ? lengthVariables(variables) : []), [variables]);
  const bound = variable === null ? undefined : lengths.find((v) => v.name === variable);

  // The variable followed changed value, or is gone (renamed, deleted, no longer a length): the session follows.
  useEffect(() => {
    if (variable === null || variables === null) return;
    if (!bound) setVariable(null);
    else if (bound.metres !== height) setHeight(bound.metres);
  }, [variable, variables, bound, height, setHeight, setVariable]);

  if (tool !== 'wallArea') return null;
  return (
    <WallHeightButton
      height={height}
      onHeightChange={setHeight}
      variables={lengths}
      variable={bound ? bound.name : null}
      onVariableChange={(name) => {
        const chosen = lengths.find((v) => v.name === name);
        setVariable(chosen ? chosen.name : null);
        if (chosen) setHeight(chosen.metres);
      }}
    />
  );
});
