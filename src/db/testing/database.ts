/**
 * Test support only (never imported by the app): fresh databases on fake-indexeddb, a version-2 database as a real
 * browser still holds it, failing writes, and a workspace with a project, a file, sheets and measurements in it.
 * Storage tests run in Vitest's node project: a jsdom Blob stored through fake-indexeddb comes back as `{}`.
 */
import 'fake-indexeddb/auto';
import type { DBCore, Middleware } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { MeasurementDraft } from '../../domain/takeoff/commands';
import { createMeasurement } from '../../domain/takeoff/commands';
import {
  PALETTE_KEYS,
  type Measurement,
  type PlanFileRow,
  type ProjectRow,
  type SheetRow,
} from '../../domain/takeoff/types';
import type { RepositoryOptions } from '../repository';
import type { LibraryItem } from '../types';
import { MetrDatabase, SCHEMA_VERSIONS, type MetrDatabaseOptions } from '../schema';
import { journalRepository } from '../workspace/journal';
import { planFileRepository } from '../workspace/files';
import { projectRepository } from '../workspace/projects';
import { projectScope } from '../workspace/scopes';
import { currentTab, fixedTab, type TabPresence } from '../workspace/tabs';

export const BY = 'user-camille';

/** The schema as version 2 of the app shipped it: what a browser that has not run version 3 holds. */
export const VERSION_2_ONLY = SCHEMA_VERSIONS.filter((v) => v.version <= 2);

const opened: MetrDatabase[] = [];

/** A database on its own in-memory IndexedDB (or on `factory`, to reopen the same one). */
export function testDatabase(options: MetrDatabaseOptions & { factory?: IDBFactory } = {}): MetrDatabase {
  const { factory = new IDBFactory(), ...rest } = options;
  const db = new MetrDatabase({ indexedDB: factory, IDBKeyRange, ...rest });
  opened.push(db);
  return db;
}

/** Closes every database testDatabase() opened; call it in afterEach. */
export function closeTestDatabases(): void {
  for (const db of opened.splice(0)) db.close();
}

/**
 * A clock that moves one second per call, and ids numbered per prefix: rows and entries come out predictable. The
 * tab is this process's, as every repository's without options (one tab), unless a test makes two.
 */
export function deterministic(prefix = 'id', tab: TabPresence = currentTab()): Required<RepositoryOptions> {
  let tick = 0;
  let id = 0;
  return {
    now: () => new Date(Date.UTC(2026, 2, 1, 9, 0, tick++)),
    newId: () => `${prefix}-${++id}`,
    tab,
  };
}

export const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/**
 * DBCore middleware that fails writes the way a full disk does, below Dexie's own error handling: every write, or
 * only the writes to the named tables (the other writes of the same transaction go through first).
 */
export function failingWrites(tables?: readonly string[], error: () => unknown = quotaError): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'failingWrites',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        if (tables && !tables.includes(name)) return table;
        return { ...table, mutate: () => Promise.reject(error()) };
      },
    }),
  };
}

/** Bytes that look like a PDF of `size` bytes (the content is a repeated pattern, cheap to check). */
export function pdfBlob(size = 2048, seed = 7): Blob {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed) & 0xff;
  bytes.set(new TextEncoder().encode('%PDF-1.7'), 0);
  return new Blob([bytes], { type: 'application/pdf' });
}

export const pngBlob = (text = 'thumb') => new Blob([`PNG ${text}`], { type: 'image/png' });

/** Rows in every version 2 table, as the version 2 app wrote them. */
export async function fillVersion2(db: MetrDatabase): Promise<void> {
  await db.dbSources.add({ id: 'source-1', name: 'Batiprix', type: 'prix' });
  await db.usageLinks.add({ id: 'link-1', dbSourceId: 'source-1', projectId: 'project-1' });
  await db.projects.bulkAdd([
    { id: 'project-1', name: 'Groupe scolaire', createdAt: '2025-01-01T08:00:00.000Z', client: 'Ville', type: 'ERP' },
    { id: 'project-2', name: 'Halle', createdAt: '2025-02-01T08:00:00.000Z' },
  ]);
  await db.plans.bulkAdd([
    { id: 'plan-1', projectId: 'project-1', name: 'RDC' },
    { id: 'plan-2', projectId: 'project-1', name: 'R+1' },
  ]);
  // Version 2's catalogue items: free-text lot and sous-catégorie (version 4 moves them into the library tree).
  await db.table<LibraryItem, string>('libraryItems').bulkAdd([
    {
      id: 'item-1',
      designation: 'Enduit',
      lot: 'Gros œuvre',
      subCategory: 'Divers',
      unite: 'm²',
      prix_unitaire: 12.5,
      tags: ['test'],
      bibliotheque_id: 'library-1',
      actif: true,
    },
    {
      id: 'item-2',
      designation: 'Carrelage',
      lot: 'Revêtements',
      subCategory: 'Sols',
      unite: 'm²',
      prix_unitaire: 40,
      tags: [],
      bibliotheque_id: 'library-1',
      actif: false,
    },
  ]);
  await db.libraries.add({ id: 'library-1', name: 'Ma bibliothèque', createdAt: '2025-01-02T08:00:00.000Z' });
  await db.users.add({
    id: 'user-1',
    firstName: 'Camille',
    lastName: 'Durand',
    email: 'camille@metr.fr',
    isBetaUser: true,
    createdAt: '2025-01-01T07:00:00.000Z',
    lastLoginAt: null,
  });
}

// An ARCH E1 sheet in PDF points (plan geometry: named apart so the raw design-value scan does not take it for CSS).
const [width, height] = [3024, 2160];

export interface FilledWorkspace {
  readonly project: ProjectRow;
  readonly file: PlanFileRow;
  readonly sheets: readonly SheetRow[];
  readonly measurements: readonly Measurement[];
}

/** A project with one imported two-page file (bytes and thumbnails) and a measurement on each sheet. */
export async function fillWorkspace(db: MetrDatabase, options: RepositoryOptions = deterministic()) {
  const project = await projectRepository(db, options).create(
    { name: 'Groupe scolaire', client: 'Ville de Lyon', type: 'ERP' },
    { by: BY },
  );
  const imported = await planFileRepository(db, {
    ...options,
    requestPersistence: () => Promise.resolve(true),
  }).importPlanFile(
    {
      projectId: project.id,
      file: { name: 'plans.pdf', mediaType: 'application/pdf', hash: 'hash-a', pageCount: 2 },
      blob: pdfBlob(),
      sheets: [
        { pageIndex: 0, name: 'RDC', width, height },
        { pageIndex: 1, name: 'R+1', width, height },
      ],
      thumbnails: [pngBlob('rdc'), pngBlob('r1')],
    },
    { by: BY },
  );
  const journal = journalRepository(db, options);
  const measurements: Measurement[] = [];
  for (const sheet of imported.sheets) {
    const draft: MeasurementDraft = {
      kind: 'count',
      projectId: project.id,
      sheetId: sheet.id,
      label: `Prises ${sheet.name}`,
      color: PALETTE_KEYS[0],
      points: [{ x: 10, y: 10 }],
    };
    const command = createMeasurement(draft, { now: '2026-03-01T10:00:00.000Z', newId: options.newId ?? (() => 'm') });
    await journal.commit(command, { scope: projectScope(project.id), by: BY });
    measurements.push(command.changes[0]?.after as Measurement);
  }
  return { project, file: imported.file, sheets: imported.sheets, measurements } satisfies FilledWorkspace;
}

/**
 * Two tabs of one browser: two connections to one database (`name`, a test's own, so that its BroadcastChannel hears
 * no other test), each with its tab; `open` is what the lock manager would list (delete one to close that tab). The
 * workspace is filled from the first tab.
 */
export async function twoTabsDatabase(name: string) {
  const factory = new IDBFactory();
  const open = new Set(['tab-A', 'tab-B']);
  const tabA = fixedTab('tab-A', () => open);
  const tabB = fixedTab('tab-B', () => open);
  const dbA = testDatabase({ factory, name });
  const dbB = testDatabase({ factory, name });
  const workspace = await fillWorkspace(dbA, deterministic('fixture', tabA));
  return { dbA, dbB, tabA, tabB, open, workspace };
}
