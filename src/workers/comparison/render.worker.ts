/**
 * The comparison's second render thread (lane.ts): started by the comparison worker, it opens its own copy of each
 * document and draws whole pages grey while the comparison worker draws the other indice. Ends with its parent.
 */
import { greyPdfEngine } from '../pdf/greyEngine.ts';
import { serveLane, type LaneMessage, type LaneRequest } from './lane.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<LaneRequest>) => void) | null;
  postMessage(message: LaneMessage, transfer: Transferable[]): void;
  location: { href: string };
  fonts?: FontFaceSet;
}
const scope = globalThis as unknown as WorkerScope;

const dispatch = serveLane(greyPdfEngine(scope), (message, transfer) => scope.postMessage(message, transfer));
scope.onmessage = (event) => dispatch(event.data);
scope.postMessage({ type: 'ready' }, []);
