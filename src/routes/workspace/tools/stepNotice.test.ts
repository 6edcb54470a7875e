import { describe, expect, it } from 'vitest';
import { createMeasurement, renameSheet, stateFromRows } from '../../../domain/takeoff/commands';
import type { JournalEntry } from '../../../domain/takeoff/journal';
import { testContext } from '../../../domain/takeoff/testing/arbitraries';
import { p, project, sheet } from '../../../domain/takeoff/testing/fixtures';
import { stepNotice } from './stepNotice';

const rows = stateFromRows({
  projects: [project()],
  sheets: [sheet({ id: 'sheet-1', name: 'RDC' }), sheet({ id: 'sheet-2', name: 'R+1' })],
});
const entry = (command: Pick<JournalEntry, 'type' | 'changes'>): JournalEntry => ({
  ...command,
  id: 'e1',
  projectId: 'project-1',
  seq: 1,
  at: '2026-11-24T08:00:00.000Z',
  by: 'camille@metr.fr',
});
const lengthOn = (sheetId: string) =>
  entry(
    createMeasurement(
      {
        kind: 'length',
        projectId: 'project-1',
        sheetId,
        points: [p(0, 0), p(72, 0)],
        closed: false,
        label: '',
        color: 'blue',
      },
      testContext(),
    ),
  );

describe('stepNotice', () => {
  it('names the change made on the sheet in view', () => {
    expect(stepNotice('undo', lengthOn('sheet-1'), rows, 'sheet-1')).toEqual({
      message: 'Annulé\u00a0: Nouvelle mesure',
    });
    expect(stepNotice('redo', lengthOn('sheet-1'), rows, 'sheet-1')).toEqual({
      message: 'Rétabli\u00a0: Nouvelle mesure',
    });
  });

  it('names the other sheet a step changed, with the way there', () => {
    expect(stepNotice('undo', lengthOn('sheet-2'), rows, 'sheet-1')).toEqual({
      message: 'Annulé sur le plan «\u00a0R+1\u00a0»\u00a0: Nouvelle mesure',
      sheetId: 'sheet-2',
    });
  });

  it('names a renamed sheet as the step left it', () => {
    const rename = entry(renameSheet(rows, 'sheet-2', 'Étage 1', testContext()));
    expect(stepNotice('undo', rename, rows, 'sheet-1').message).toBe(
      'Annulé sur le plan «\u00a0R+1\u00a0»\u00a0: Renommage d’un plan',
    );
    expect(stepNotice('redo', rename, rows, 'sheet-1').message).toBe(
      'Rétabli sur le plan «\u00a0Étage 1\u00a0»\u00a0: Renommage d’un plan',
    );
  });

  it('offers no way to a sheet the step removed', () => {
    const created = sheet({ id: 'sheet-3', name: 'Coupe AA' });
    const added = entry({
      type: 'importFile',
      changes: [{ table: 'sheets', id: 'sheet-3', before: null, after: created }],
    });
    expect(stepNotice('undo', added, rows, 'sheet-1')).toEqual({
      message: 'Annulé sur le plan «\u00a0Coupe AA\u00a0»\u00a0: Import d’un fichier',
    });
  });

  it('says when there is nothing to undo or redo', () => {
    expect(stepNotice('undo', null, rows, 'sheet-1').message).toBe('Rien à annuler.');
    expect(stepNotice('redo', null, rows, 'sheet-1').message).toBe('Rien à rétablir.');
  });
});
