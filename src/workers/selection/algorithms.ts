/** The selection maths (src/domain/selection) as the engine takes them: the worker's and the Node tests' one place. */
import { fillRegion } from '../../domain/selection/fill.ts';
import { warmFill } from '../../domain/selection/warmup.ts';
import { prepareFromGrey, prepareFromVectors } from '../../domain/selection/prepare.ts';
import { followRun } from '../../domain/selection/runs.ts';
import { skirtingOf } from '../../domain/selection/skirting.ts';
import type { SelectionAlgorithms } from './engine.ts';

export const selectionAlgorithms: SelectionAlgorithms = {
  prepareFromVectors,
  prepareFromGrey,
  fillRegion,
  warmFill,
  followRun,
  skirtingOf,
};
