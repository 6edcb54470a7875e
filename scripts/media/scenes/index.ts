/** Every scene the recorder plays, in order (`npm run media -- --only <name>,…`). */
import type { Scene } from './common.ts';
import { compare } from './compare.ts';
import { counting } from './counting.ts';
import { demo } from './demo.ts';
import { importScene } from './import.ts';
import { library } from './library.ts';

export type { Scene };

export const SCENES: readonly Scene[] = [demo, importScene, library, counting, compare];
