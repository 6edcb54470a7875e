/** Projects and their plans. Spec §7. */
import { guard } from './errors';
import { entityRepository, repositoryContext, type RepositoryOptions } from './repository';
import type { MetrDatabase } from './schema';
import type { Plan, Project } from './types';

export type NewProject = Omit<Project, 'id' | 'createdAt'>;
export type NewPlan = Omit<Plan, 'id'>;

/**
 * Deleting a project leaves its plans and usage links in place: the spec does not say to cascade, and the
 * workspace (schema version 3) will decide what a project deletion takes with it.
 */
export function projectRepository(db: MetrDatabase, options?: RepositoryOptions) {
  const ctx = repositoryContext(options);
  return entityRepository<Project, NewProject, 'createdAt'>(db.projects, {
    create: (input) => ({ ...input, id: ctx.newId(), createdAt: ctx.now() }),
    protectedFields: ['createdAt'],
    orderBy: 'createdAt',
  });
}

export function planRepository(db: MetrDatabase, options?: RepositoryOptions) {
  const ctx = repositoryContext(options);
  return {
    ...entityRepository<Plan, NewPlan>(db.plans, {
      create: ({ projectId, name }) => ({ id: ctx.newId(), projectId, name }),
      orderBy: 'name',
    }),
    listByProject: (projectId: string): Promise<Plan[]> =>
      guard(() => db.plans.where('projectId').equals(projectId).sortBy('name')),
  };
}
