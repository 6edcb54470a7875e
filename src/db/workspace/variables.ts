/**
 * A project's named variables and its measurements' links to articles: commands journalled in the project's scope,
 * so Ctrl+Z in the workspace takes back a variable's edit like a measurement's.
 */
import { at } from '../../domain/takeoff/arrays';
import { stateFromRows, updateMeasurement } from '../../domain/takeoff/commands';
import type { MeasurementLink, VariableRow } from '../../domain/library/types';
import { createVariable, deleteVariable, updateVariable, type VariableValues } from '../../domain/library/commands';
import { guard } from '../errors';
import { commandContext, repositoryContext, type RepositoryOptions } from '../repository';
import type { MetrDatabase } from '../schema';
import { runCommand, type Author } from './journal';
import { projectScope } from './scopes';

export function variableRepository(db: MetrDatabase, options?: RepositoryOptions) {
  const ctx = repositoryContext(options);
  const inProject = (projectId: string, { by }: Author) => ({ scope: projectScope(projectId), by });

  const loadState = async (projectId: string) => {
    const [project, variables] = await Promise.all([
      db.projects.get(projectId),
      db.variables.where('projectId').equals(projectId).toArray(),
    ]);
    return stateFromRows({ projects: project ? [project] : [], variables });
  };

  return {
    /** The project's variables, by name. */
    list: (projectId: string): Promise<VariableRow[]> =>
      guard(async () =>
        (await db.variables.where('projectId').equals(projectId).toArray()).sort((a, b) =>
          a.name.localeCompare(b.name, 'fr'),
        ),
      ),

    /** Creates a variable; returns its row. LibraryCommandError for a name taken or reserved, a unit unknown. */
    create: async (projectId: string, values: VariableValues, author: Author): Promise<VariableRow> =>
      (
        await runCommand(db, ctx, inProject(projectId, author), async () => {
          const command = createVariable(await loadState(projectId), projectId, values, commandContext(ctx));
          return { command, result: at(command.changes, 0).after as VariableRow };
        })
      ).result,

    update: async (projectId: string, id: string, patch: Partial<VariableValues>, author: Author): Promise<void> => {
      await runCommand(db, ctx, inProject(projectId, author), async () => ({
        command: updateVariable(await loadState(projectId), id, patch, commandContext(ctx)),
        result: null,
      }));
    },

    delete: async (projectId: string, id: string, author: Author): Promise<void> => {
      await runCommand(db, ctx, inProject(projectId, author), async () => ({
        command: deleteVariable(await loadState(projectId), id),
        result: null,
      }));
    },

    /** Replaces the articles a measurement feeds, with their formulas ([] unlinks it). */
    setLinks: async (
      projectId: string,
      measurementId: string,
      links: readonly MeasurementLink[],
      author: Author,
    ): Promise<void> => {
      await runCommand(db, ctx, inProject(projectId, author), async () => {
        const m = await db.measurements.get(measurementId);
        const state = stateFromRows({ measurements: m ? [m] : [] });
        return { command: updateMeasurement(state, measurementId, { links }, commandContext(ctx)), result: null };
      });
    },
  };
}
