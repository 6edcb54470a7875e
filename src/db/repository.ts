/**
 * What every repository shares: injectable clock and id generator (tests pin them), and a generic
 * add / get / update / delete / list for tables whose rows need nothing more than an id.
 */
import type { Table } from 'dexie';
import { guard } from './errors';
import type { IsoDateTime } from './types';

export interface RepositoryOptions {
  /** @default () => new Date() */
  now?: () => Date;
  /** @default () => crypto.randomUUID() */
  newId?: () => string;
}

export interface RepositoryContext {
  now: () => IsoDateTime;
  newId: () => string;
}

export function repositoryContext({
  now = () => new Date(),
  newId = () => crypto.randomUUID(),
}: RepositoryOptions = {}): RepositoryContext {
  return { now: () => now().toISOString(), newId };
}

/** Changes accepted by update(): any stored field except the primary key (and the ones a repository protects). */
export type Changes<T, Protected extends keyof T = never> = Partial<Omit<T, 'id' | Protected>>;

export interface EntityRepository<T extends { id: string }, New, Protected extends keyof T = never> {
  add(input: New): Promise<T>;
  get(id: string): Promise<T | undefined>;
  /** @returns false when no row has this id. */
  update(id: string, changes: Changes<T, Protected>): Promise<boolean>;
  /** Deleting an id that does not exist is not an error (the outcome is the same). */
  delete(id: string): Promise<void>;
  list(): Promise<T[]>;
}

export function entityRepository<T extends { id: string }, New, Protected extends keyof T = never>(
  table: Table<T, string>,
  options: {
    /** Builds the stored row from the caller's input (id and timestamps come from the context). */
    create: (input: New) => T;
    /** Fields update() silently drops, e.g. createdAt. `id` is always dropped. */
    protectedFields?: readonly Protected[];
    /** Index used by list(); IndexedDB orders by code unit, so the UI sorts names with Intl.Collator. */
    orderBy: keyof T & string;
  },
): EntityRepository<T, New, Protected> {
  const dropped = new Set<PropertyKey>(['id', ...(options.protectedFields ?? [])]);
  return {
    add: (input) =>
      guard(async () => {
        const row = options.create(input);
        await table.add(row);
        return row;
      }),
    get: (id) => guard(() => table.get(id)),
    update: (id, changes) =>
      guard(async () => {
        const allowed = Object.fromEntries(Object.entries(changes).filter(([key]) => !dropped.has(key)));
        if (Object.keys(allowed).length === 0) return (await table.get(id)) !== undefined;
        // Dexie's UpdateSpec is a mapped type over key paths that a generic T cannot be checked against; `allowed`
        // holds only fields of T (minus protected ones), which is what UpdateSpec describes.
        const count = await table.update(id, allowed as Parameters<typeof table.update>[1]);
        return count > 0;
      }),
    delete: (id) => guard(() => table.delete(id)),
    list: () => guard(() => table.orderBy(options.orderBy).toArray()),
  };
}
