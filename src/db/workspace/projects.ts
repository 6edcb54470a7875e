/**
 * Projects, as the project list uses them. Creating, editing and deleting a project are commands journalled in the
 * 'projects' scope (undone from the list); a deletion takes every row of the project with it, in its journal entry,
 * so that undoing it restores them all. Version 2's usage links and legacy plans of a project are left as they are:
 * no command knows them.
 */
import {
  createProject,
  deleteProject,
  stateFromRows,
  updateProject,
  type ProjectValues,
} from '../../domain/takeoff/commands';
import { at } from '../../domain/takeoff/arrays';
import type { IsoDateTime, ProjectRow } from '../../domain/takeoff/types';
import { displayText, isIsoDate } from '../../domain/storedValues';
import { guard, type IrreversibleWhy } from '../errors';
import { commandContext, repositoryContext, type RepositoryOptions } from '../repository';
import type { MetrDatabase } from '../schema';
import {
  journalRepository,
  runCommand,
  sheetsOfProject,
  type Author,
  type StepInfo,
  type UndoOptions,
} from './journal';
import { PROJECTS_SCOPE, projectScope } from './scopes';
import { loadProjectState } from './sheets';

export interface ProjectSummary {
  readonly project: ProjectRow;
  readonly sheetCount: number;
  /**
   * The later of the project's own last edit and its workspace's last change (a commit, an undo or a redo); '' when
   * a damaged row has no readable date.
   */
  readonly lastChangeAt: IsoDateTime;
}

/** What a project holds, for the confirmation that names what a deletion takes with it. */
export interface ProjectContents {
  readonly sheetCount: number;
  readonly measurementCount: number;
}

/** An undo or redo step of the project list, with the project it changes (the buttons name it). */
export interface ProjectStep extends StepInfo {
  readonly projectName: string;
}

export interface ProjectListStatus {
  readonly undo: ProjectStep | null;
  readonly redo: ProjectStep | null;
}

export function projectRepository(db: MetrDatabase, options?: RepositoryOptions) {
  const ctx = repositoryContext(options);
  const inProjectList = ({ by }: Author) => ({ scope: PROJECTS_SCOPE, by });

  return {
    /** Creates a project (journalled: undo from the list deletes it again while it is still empty). */
    create: async (values: ProjectValues, author: Author): Promise<ProjectRow> =>
      (
        await runCommand(db, ctx, inProjectList(author), () => {
          const command = createProject(values, commandContext(ctx));
          return Promise.resolve({ command, result: at(command.changes, 0).after as ProjectRow });
        })
      ).result,

    /**
     * Changes a project's fields and its updatedAt. Returns the project as stored; a patch that changes nothing
     * journals nothing. Fails with the model's CommandError('missingRow') for an unknown id.
     */
    update: async (id: string, patch: Partial<ProjectValues>, author: Author): Promise<ProjectRow> =>
      (
        await runCommand(db, ctx, inProjectList(author), async () => {
          const current = await db.projects.get(id);
          const state = stateFromRows({ projects: current ? [current] : [] });
          const command = updateProject(state, id, patch, commandContext(ctx));
          const updated = command.changes[0]?.after as ProjectRow | undefined;
          return { command, result: updated ?? (current as ProjectRow) };
        })
      ).result,

    /**
     * Deletes a project with its files, sheets and measurements, read in the same transaction so that nothing
     * imported meanwhile is left behind. The files' bytes stay until purged (files.ts): undo needs them. `why`: the
     * deletion cannot be undone (a shared project deleted for the whole team), marked in the same transaction.
     */
    delete: async (id: string, author: Author, why?: IrreversibleWhy): Promise<void> => {
      await runCommand(db, ctx, { ...inProjectList(author), irreversibleWhy: why }, async () => ({
        command: deleteProject(await loadProjectState(db, id), id),
        result: null,
      }));
    },

    get: (id: string): Promise<ProjectRow | undefined> => guard(() => db.projects.get(id)),

    /** Two index counts: no sheet or measurement row is read. */
    contents: (id: string): Promise<ProjectContents> =>
      guard(async () => {
        const [sheetCount, measurementCount] = await Promise.all([
          sheetsOfProject(db, id).count(),
          db.measurements.where('projectId').equals(id).count(),
        ]);
        return { sheetCount, measurementCount };
      }),

    /**
     * What Ctrl+Z and Ctrl+Shift+Z would do in the project list, each with the name of the project it changes: the
     * project as it is after a creation or an edit, as it was before a deletion.
     */
    undoStatus: (undoOptions?: UndoOptions): Promise<ProjectListStatus> =>
      guard(async () => {
        // This tab's steps (the repository's tab), passing over those it was told it can no longer undo.
        const journal = journalRepository(db, { ...options, tab: ctx.tab });
        const { undo, redo } = await journal.status(PROJECTS_SCOPE, undoOptions);
        const named = async (step: StepInfo | null): Promise<ProjectStep | null> => {
          if (!step) return null;
          const entry = await db.journal.get(step.entryId);
          const change = entry?.changes.find((c) => c.table === 'projects');
          const row = (change?.after ?? change?.before) as ProjectRow | null | undefined;
          // The buttons name it: a damaged name is cut or left out, never laid out whole.
          return { ...step, projectName: displayText(row?.name) ?? '' };
        };
        return { undo: await named(undo), redo: await named(redo) };
      }),

    /**
     * Every project with its sheet count and last change, most recently changed first (search and other sorts are
     * the list's own). Reads the projects, one index count per project and the scopes' change times: no sheet,
     * measurement or blob row.
     */
    list: (): Promise<ProjectSummary[]> =>
      guard(async () => {
        const projects = await db.projects.toArray();
        const [counts, scopes] = await Promise.all([
          Promise.all(projects.map((p) => sheetsOfProject(db, p.id).count())),
          db.scopes.bulkGet(projects.map((p) => projectScope(p.id))),
        ]);
        // A row an older version left damaged (a date that is not one) still gets listed: the list shows it as
        // damaged (src/domain/projects/readable.ts) instead of failing for every project.
        const date = (value: unknown) => (isIsoDate(value) ? value : '');
        const summaries = projects.map((project, i): ProjectSummary => {
          const own = date(project.updatedAt) || date(project.createdAt);
          const workspace = date(scopes[i]?.changedAt) || own;
          return { project, sheetCount: counts[i] ?? 0, lastChangeAt: workspace > own ? workspace : own };
        });
        return summaries.sort((a, b) =>
          a.lastChangeAt < b.lastChangeAt ? 1 : a.lastChangeAt > b.lastChangeAt ? -1 : 0,
        );
      }),
  };
}
