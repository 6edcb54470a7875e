/** Libraries (catalogues) and their items. Spec §7. */
import { guard } from './errors';
import { entityRepository, repositoryContext, type RepositoryOptions } from './repository';
import type { MetrDatabase } from './schema';
import type { Library, LibraryItem } from './types';

/** Spec §7: listing the items of this "library" returns every item. Library ids are UUIDs, so it cannot clash. */
export const ALL_LIBRARIES = 'all';

export type NewLibrary = Omit<Library, 'id' | 'createdAt'>;
export type NewLibraryItem = Omit<LibraryItem, 'id'>;

export function libraryRepository(db: MetrDatabase, options?: RepositoryOptions) {
  const ctx = repositoryContext(options);
  return entityRepository<Library, NewLibrary, 'createdAt'>(db.libraries, {
    create: ({ name }) => ({ id: ctx.newId(), name, createdAt: ctx.now() }),
    protectedFields: ['createdAt'],
    orderBy: 'createdAt',
  });
}

export function libraryItemRepository(db: MetrDatabase, options?: RepositoryOptions) {
  const ctx = repositoryContext(options);
  return {
    ...entityRepository<LibraryItem, NewLibraryItem>(db.libraryItems, {
      create: (input) => ({ ...input, tags: [...input.tags], id: ctx.newId() }),
      orderBy: 'designation',
    }),
    /** Items of one library, or of all of them with ALL_LIBRARIES. */
    listByLibrary: (libraryId: string): Promise<LibraryItem[]> =>
      guard(() =>
        libraryId === ALL_LIBRARIES
          ? db.libraryItems.orderBy('designation').toArray()
          : db.libraryItems.where('bibliotheque_id').equals(libraryId).sortBy('designation'),
      ),
  };
}
