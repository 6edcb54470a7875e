/** Test support only: a shared project with rows in every map of its document, nested values and absent fields. */
import * as Y from 'yjs';
import { libraryRows, measurement, planFile, project, sheet } from '../../takeoff/testing/fixtures';
import type { ProjectData } from '../layout';

const T1 = '2026-03-01T09:00:00.000Z';

export function sampleProjectData(): ProjectData {
  const library = libraryRows();
  const count = measurement('count', {
    id: 'm-1',
    label: 'Prises RDC',
    localisation: { level: 'R+1', zone: 'Ch. 144' },
    links: [{ articleId: 'article-1', formula: 'Q' }],
    origins: [{ kind: 'manual' }, { kind: 'manual' }],
  });
  const wall = measurement('wallArea', {
    id: 'm-2',
    label: 'Voiles',
    heightVariable: 'HSP',
    openings: [{ width: 0.9, height: 2.1, count: 2, label: 'porte' }],
    labelOffset: { x: -0, y: 12.5 },
  });
  const change = { table: 'measurements' as const, id: 'm-1', before: null, after: count };
  return {
    project: [project({ updatedAt: T1, address: '1 rue de la République, Lyon' })],
    files: [{ ...planFile({ revisionOf: 'file-0' }), sha256: 'a'.repeat(64) }],
    sheets: [
      sheet({
        revision: 'B',
        scale: {
          default: { metresPerUnit: 0.0352777, source: { kind: 'ratio', denominator: 100 } },
          regions: [
            {
              id: 'region-1',
              label: 'Détail',
              shape: { kind: 'rect', rect: { minX: 0, minY: 0, maxX: 100, maxY: 50 } },
              scale: { metresPerUnit: 0.007, source: { kind: 'ratio', denominator: 20 } },
            },
          ],
        },
      }),
    ],
    measurements: [count, wall],
    variables: library.variables,
    scopes: [{ id: 'project:project-1', changedAt: T1 }],
    versions: [
      {
        id: 'version-1',
        projectId: 'project-1',
        name: 'Avant APS',
        createdAt: T1,
        by: 'user-camille',
        snapshot: { files: [planFile()], sheets: [sheet()], measurements: [count], variables: [] },
      } as unknown as ProjectData['versions'][number],
    ],
    libraries: library.libraries,
    libraryLots: library.libraryLots,
    libraryChapters: library.libraryChapters,
    libraryItems: library.libraryItems,
    journal: [
      {
        id: 'entry-1',
        projectId: 'project-1',
        scope: 'project:project-1',
        seq: 1,
        at: T1,
        by: 'user-camille',
        origin: 'tab-A',
        type: 'createMeasurement',
        changes: [change],
      },
      {
        id: 'entry-2',
        projectId: 'project-1',
        scope: 'project:project-1',
        seq: 2,
        at: T1,
        by: 'user-camille',
        type: 'createMeasurement',
        changes: [{ ...change, id: 'm-2', after: wall }],
        undoneAt: T1,
      },
    ],
  };
}

/** Sends each document's missing updates to the other, as a server would (state vectors, then diffs). */
export function exchange(a: Y.Doc, b: Y.Doc, origin: unknown = 'remote'): void {
  const toB = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const toA = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, toB, origin);
  Y.applyUpdate(a, toA, origin);
}
