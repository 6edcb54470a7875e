/** The selection engine in Node, for tests and bench:select: the PDF engine's Node setup (../pdf/testing.ts), renders read back grey. */
import { nodeCanvas, nodeGreyEngine } from '../pdf/testing.ts';
import { SelectionEngine, type SelectionAlgorithms, type SelectionLimits } from './engine.ts';

export const hasCanvas = !!nodeCanvas;

export function nodeSelectionEngine(
  algorithms: SelectionAlgorithms,
  limits: Partial<SelectionLimits> = {},
): SelectionEngine {
  return new SelectionEngine(nodeGreyEngine(), algorithms, limits);
}
