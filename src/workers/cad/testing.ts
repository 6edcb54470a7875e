/**
 * The CAD engine in Node, for tests and benches: the engine as the worker runs it (the real DXF reader and sheet
 * model), any step of which a test may replace (a reader stub, a failing model).
 */
import { CadEngine, type CadContext, type CadEngineLimits } from './engine.ts';
import { cadPipeline, type CadPipeline } from './pipeline.ts';

export function nodeCadEngine(pipeline: Partial<CadPipeline> = {}, limits: Partial<CadEngineLimits> = {}): CadEngine {
  return new CadEngine({ ...cadPipeline, ...pipeline }, limits);
}

/** A request context that nobody cancels, recording progress. */
export function cadContext(signal = new AbortController().signal): CadContext & { stages: string[] } {
  const stages: string[] = [];
  return { signal, progress: (p) => stages.push(p.stage), stages };
}
