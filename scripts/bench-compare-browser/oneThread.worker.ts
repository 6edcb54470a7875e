/**
 * The bench's baseline of the same code: the comparison worker without its second render thread
 * (src/workers/comparison/comparison.worker.ts without its lane) — both pages drawn here, one after the other.
 */
import { serveComparison } from '../../src/workers/comparison/serve.ts';

serveComparison(null);
