/**
 * The scope rule: which undo history a change belongs to.
 *
 * - 'projects': creating, editing and deleting a project, undone from the project list. A deletion carries every row
 *   of the project (files, sheets, measurements), so undoing it restores them all.
 * - `project:<id>`: everything inside one project (imports, sheets, scales, measurements), undone from its workspace.
 *
 * Each scope's history is linear on its own. The two kinds never touch the same rows except through a project's
 * deletion, and the journal checks every step against the stored rows and their parents and children (see
 * journal.ts), so an undo in one scope can never silently overwrite, orphan or resurrect what the other changed: it
 * is refused instead (JournalConflictError).
 */
import type { Command, CommandType } from '../../domain/takeoff/commands';
import { JournalScopeError } from '../errors';
import type { Scope } from '../types';

export const PROJECTS_SCOPE: Scope = 'projects';

export function projectScope(projectId: string): Scope {
  return `project:${projectId}`;
}

/** The project a workspace scope belongs to; null for 'projects'. */
export function scopeProjectId(scope: Scope): string | null {
  return scope === PROJECTS_SCOPE ? null : scope.slice('project:'.length);
}

const PROJECT_COMMANDS: ReadonlySet<CommandType> = new Set(['createProject', 'updateProject', 'deleteProject']);

/**
 * Checks that a command belongs to a scope and returns the project it is about (the journal entry's projectId).
 * Throws JournalScopeError otherwise: the UI handed a command to the wrong history.
 */
export function commandProject(scope: Scope, command: Command): string {
  const isProjectCommand = PROJECT_COMMANDS.has(command.type);
  let projectId = scopeProjectId(scope);
  if (projectId === null) {
    if (!isProjectCommand) throw new JournalScopeError(`${command.type} is not a project-list change`);
    projectId = command.changes.find((c) => c.table === 'projects')?.id ?? null;
    if (projectId === null) throw new JournalScopeError(`${command.type} changes no project`);
  } else if (isProjectCommand) {
    throw new JournalScopeError(`${command.type} belongs to the project list, not to a project's workspace`);
  }
  for (const change of command.changes) {
    const sides = [change.before, change.after].filter((row) => row !== null);
    const owners = sides.map((row) =>
      change.table === 'projects' ? row.id : (row as { projectId: string }).projectId,
    );
    if (owners.some((owner) => owner !== projectId)) {
      throw new JournalScopeError(`${change.table}/${change.id} is not in project ${projectId}`);
    }
  }
  return projectId;
}
