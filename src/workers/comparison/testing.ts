/**
 * The comparison engine in Node, for tests and `npm run bench:compare`: the PDF engine's Node setup
 * (../pdf/testing.ts), renders read back grey, pictures kept as the painted RGBA (no ImageBitmap in Node).
 */
import { nodeCanvas, nodeGreyEngine } from '../pdf/testing.ts';
import { ComparisonEngine, type ComparisonLimits } from './engine.ts';
import type { PictureColours } from './protocol.ts';

export const hasCanvas = !!nodeCanvas;

/** A picture as painted: its size and RGBA pixels. */
export interface NodePicture {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** Neutral ink and the two palettes' colours, as the page would resolve them from the theme. */
export const TEST_COLOURS = {
  unchanged: [90, 90, 90],
  removed: { redGreen: [200, 30, 30], orangeBlue: [230, 120, 0] },
  added: { redGreen: [20, 150, 40], orangeBlue: [20, 90, 220] },
} as const satisfies PictureColours;

export function nodeComparisonEngine(limits: Partial<ComparisonLimits> = {}): ComparisonEngine<NodePicture> {
  return new ComparisonEngine<NodePicture>(
    nodeGreyEngine(),
    { bitmap: (width, height, rgba) => ({ width, height, rgba }) },
    limits,
  );
}
