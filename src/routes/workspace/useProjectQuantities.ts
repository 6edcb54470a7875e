/**
 * A project's quantities, live: its measurements, sheets and variables and every library's rows, read from the
 * database whenever one of them changes (here or in another tab), fed to the quantities engine
 * (src/domain/library/quantities.ts). A variable's edit does not rebuild the engine: it is handed to
 * `setVariables`, which re-runs only the formulas naming it: a variable edited over 5,000 measurements must show its
 * quantities within 50 ms (`npm run bench:quantities`).
 */
import { useMemo } from 'react';
import { loadLibraryState } from '../../db/library/libraries';
import { sheetRepository } from '../../db/workspace/sheets';
import { QuantityEngine, type QuantitiesFilter, type QuantitiesPanelData } from '../../domain/library/quantities';
import type { VariableRow } from '../../domain/library/types';
import type { Measurement, SheetRow, TakeoffState } from '../../domain/takeoff/types';
import { useWorkspace } from './context';
import { useLiveQuery } from './useLiveQuery';

interface Inputs {
  readonly measurements: readonly Measurement[];
  readonly sheets: readonly SheetRow[];
  readonly library: TakeoffState;
}

export type ProjectQuantities =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | {
      readonly status: 'ready';
      readonly engine: QuantityEngine;
      /** Changes whenever the engine's answers may have: a key for memoised panels. */
      readonly version: number;
      readonly measurements: readonly Measurement[];
      readonly sheets: readonly SheetRow[];
      readonly variables: readonly VariableRow[];
      readonly library: TakeoffState;
    };

export function useProjectQuantities(projectId: string): ProjectQuantities {
  const { db } = useWorkspace();
  const inputs = useLiveQuery<Inputs>(async () => {
    const [measurements, sheets, library] = await Promise.all([
      db.measurements.where('projectId').equals(projectId).toArray(),
      sheetRepository(db).listByProject(projectId),
      loadLibraryState(db),
    ]);
    return { measurements, sheets, library };
  }, [db, projectId]);
  const variables = useLiveQuery<VariableRow[]>(
    () => db.variables.where('projectId').equals(projectId).toArray(),
    [db, projectId],
  );

  const ready = inputs.status === 'ready' ? inputs.value : null;
  // A new engine only when the measurements, sheets or library changed; its variables come next.
  const engine = useMemo(
    () =>
      ready &&
      new QuantityEngine({
        measurements: ready.measurements,
        sheets: ready.sheets,
        variables: [],
        library: ready.library,
      }),
    [ready],
  );
  const variableRows = variables.status === 'ready' ? variables.value : null;
  const version = useMemo(() => {
    if (!engine || !variableRows) return 0;
    // The engine is this hook's own cache (made just above, never shared): updating it here is what keeps a
    // variable's edit incremental.
    engine.setVariables(variableRows);
    return versionCounter++;
  }, [engine, variableRows]);

  if (inputs.status === 'error') return { status: 'error', error: inputs.error };
  if (variables.status === 'error') return { status: 'error', error: variables.error };
  if (!ready || !engine || !variableRows) return { status: 'loading' };
  return {
    status: 'ready',
    engine,
    version,
    measurements: ready.measurements,
    sheets: ready.sheets,
    variables: variableRows,
    library: ready.library,
  };
}

let versionCounter = 1;

/** The panel for a filter, recomputed when the engine's answers or the filter change. */
export function usePanel(quantities: ProjectQuantities, filter: QuantitiesFilter): QuantitiesPanelData | null {
  const engine = quantities.status === 'ready' ? quantities.engine : null;
  const version = quantities.status === 'ready' ? quantities.version : 0;
  return useMemo(
    () => (engine ? engine.panel(filter) : null),
    // `version` stands for the engine's mutable state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [engine, version, filter],
  );
}
