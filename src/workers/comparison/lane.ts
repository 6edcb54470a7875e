/**
 * The comparison's second render thread (issue 27: the whole first comparison ≤ 4 s on two cores). pdf.js draws a
 * page in one thread, and the VA sheet takes about two seconds to draw: drawing the previous and the new indice one
 * after the other in the comparison worker took most of the comparison. So the comparison worker starts a worker of
 * its own (render.worker.ts) that draws the new page while it draws the previous one.
 *
 * - The lane holds its own copy of each document (opened with the comparison worker's, in parallel); its renders
 *   come back grey, their pixels transferred, not copied.
 * - Cancelling: a comparison's AbortSignal cancels the lane's render too (its `cancel` message); the page's
 *   « Annuler » terminates the comparison worker, and a worker's own workers end with it.
 * - `serveLane` is the lane worker's side, kept here so that tests drive both sides without a Worker.
 */
import type { GrayRaster } from '../../domain/counting/types.ts';
import type { PdfEngine } from '../pdf/engine.ts';
import { PdfEngineError } from '../pdf/protocol.ts';
import { WorkerRpc, type RpcWorker } from '../rpc/client.ts';
import type { RpcMessage } from '../rpc/protocol.ts';
import { serveRequests } from '../rpc/serve.ts';
import { ComparisonError, type SerializedComparisonError } from './protocol.ts';

/** A thread that renders whole pages grey, beside the comparison's own. */
export interface RenderLane {
  /** Opens a document; `data` is transferred (empty afterwards). */
  open(docId: string, data: ArrayBuffer): Promise<void>;
  /** Renders a whole page (0-based `page`) grey at `scale` px/pt. */
  render(
    docId: string,
    page: number,
    options: { scale: number; hiddenLayerIds?: readonly string[] },
    signal: AbortSignal,
  ): Promise<GrayRaster>;
  close(docId: string): Promise<void>;
}

export type LaneRequest =
  | { type: 'open'; id: number; docId: string; data: ArrayBuffer }
  | { type: 'render'; id: number; docId: string; page: number; scale: number; hiddenLayerIds?: string[] }
  | { type: 'close'; id: number; docId: string }
  | { type: 'cancel'; id: number };

interface LaneResults {
  open: null;
  render: GrayRaster;
  close: null;
}

type LaneResultMessage = {
  [K in keyof LaneResults]: { type: 'result'; id: number; request: K; result: LaneResults[K] };
}[keyof LaneResults];

export type LaneMessage = RpcMessage<LaneResultMessage, never, SerializedComparisonError>;
export type LaneWorkerLike = RpcWorker<LaneRequest, LaneMessage>;

/** The comparison worker's side: a lane over a worker started by the first call. */
export function workerLane(createWorker: () => LaneWorkerLike): RenderLane {
  const rpc = new WorkerRpc<LaneRequest, LaneMessage, LaneResults, ComparisonError>(createWorker, {
    toError: (error) => new ComparisonError(error.code, error.message),
    crashError: (detail) => new ComparisonError('workerFailed', `the render lane failed${detail}`),
  });
  return {
    async open(docId, data) {
      await rpc.call({ type: 'open', docId, data }, [data], {});
    },
    render(docId, page, { scale, hiddenLayerIds }, signal) {
      const request = {
        type: 'render' as const,
        docId,
        page,
        scale,
        hiddenLayerIds: hiddenLayerIds && [...hiddenLayerIds],
      };
      return rpc.call(request, [], { signal });
    },
    async close(docId) {
      await rpc.call({ type: 'close', docId }, [], {});
    },
  };
}

/** The lane worker's side: requests in, answers out, over a grey PDF engine. */
export function serveLane(
  pdf: PdfEngine<GrayRaster>,
  post: (message: LaneMessage, transfer: Transferable[]) => void,
): (request: LaneRequest) => void {
  async function run(request: Exclude<LaneRequest, { type: 'cancel' }>, signal: AbortSignal) {
    const ctx = { signal, progress: () => {} };
    const { id } = request;
    try {
      switch (request.type) {
        case 'open':
          await pdf.open(request.docId, request.data, ctx);
          return { type: 'result', id, request: 'open', result: null } as const;
        case 'render': {
          const { scale, hiddenLayerIds } = request;
          const rendered = await pdf.render(request.docId, request.page, { scale, hiddenLayerIds }, ctx);
          return { type: 'result', id, request: 'render', result: rendered.image } as const;
        }
        case 'close':
          await pdf.close(request.docId);
          return { type: 'result', id, request: 'close', result: null } as const;
        default:
          throw new ComparisonError('badRequest', `unknown request ${(request as { type: string }).type}`);
      }
    } catch (error) {
      if (error instanceof PdfEngineError) {
        throw new ComparisonError(error.code === 'cancelled' ? 'cancelled' : 'pdf', `${error.code}: ${error.message}`);
      }
      throw error;
    }
  }
  return serveRequests<LaneRequest, LaneResultMessage, SerializedComparisonError>({
    run,
    post,
    isOwnError: (error) => error instanceof ComparisonError,
    transferables: (message) => (message.request === 'render' ? [message.result.data.buffer] : []),
  });
}
