/** Data sources (dbSources) and the links that say which project uses which source (usageLinks). Spec §7. */
import { guard } from './errors';
import { entityRepository, repositoryContext, type RepositoryOptions } from './repository';
import type { MetrDatabase } from './schema';
import type { DbSource, UsageLink } from './types';

export type NewDbSource = Omit<DbSource, 'id'>;
export type NewUsageLink = Omit<UsageLink, 'id'>;

export function dataSourceRepository(db: MetrDatabase, options?: RepositoryOptions) {
  const ctx = repositoryContext(options);
  return entityRepository<DbSource, NewDbSource>(db.dbSources, {
    create: ({ name, type }) => ({ id: ctx.newId(), name, type }),
    orderBy: 'name',
  });
}

export function usageLinkRepository(db: MetrDatabase, options?: RepositoryOptions) {
  const ctx = repositoryContext(options);
  return {
    /** Spec §7 only lists reading links; adding and removing them is what makes that listing testable and useful. */
    link: ({ dbSourceId, projectId }: NewUsageLink): Promise<UsageLink> =>
      guard(async () => {
        const row: UsageLink = { id: ctx.newId(), dbSourceId, projectId };
        await db.usageLinks.add(row);
        return row;
      }),
    unlink: (id: string): Promise<void> => guard(() => db.usageLinks.delete(id)),
    listByProject: (projectId: string): Promise<UsageLink[]> =>
      guard(() => db.usageLinks.where('projectId').equals(projectId).toArray()),
  };
}
