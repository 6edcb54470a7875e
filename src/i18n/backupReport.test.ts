import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BACKUP_SCHEMAS, checkRow } from '../db/backupCheck';
import type { BackupProblem } from '../db/errors';
import { backupFr } from './backup.fr';
import { backupProblemText, backupReport } from './backupReport';

const problem = (p: Partial<BackupProblem> & Pick<BackupProblem, 'code'>): BackupProblem => ({
  table: 'projects',
  row: 3,
  field: null,
  ...p,
});

describe('backupProblemText', () => {
  it('names the row and the field in a short French sentence', () => {
    expect(backupProblemText(problem({ field: 'createdAt', code: 'notADate' }))).toBe(
      'Projet 3\u00a0: la date de création n’est pas une date.',
    );
    expect(backupProblemText(problem({ field: 'name', code: 'tooLong', found: 20_971_520, max: 2000 }))).toBe(
      'Projet 3\u00a0: le nom dépasse la longueur permise (20\u202f971\u202f520 caractères, 2\u202f000 au plus).',
    );
    expect(
      backupProblemText(
        problem({ table: 'measurements', row: 12, field: 'sheetId', code: 'missingReference', target: 'plans' }),
      ),
    ).toBe('Métré 12\u00a0: son plan est absent de la sauvegarde.');
  });

  it('words the plan comparison’s fields (issue 27)', () => {
    expect(backupProblemText(problem({ table: 'plans', row: 1, field: 'changes.0.status', code: 'invalid' }))).toBe(
      'Plan 1\u00a0: l’état (dans changes.0) n’a pas une valeur permise.',
    );
    expect(
      backupProblemText(problem({ table: 'measurements', row: 1, field: 'carried.review', code: 'invalid' })),
    ).toBe('Métré 1\u00a0: la vérification (dans carried) n’a pas une valeur permise.');
    expect(
      backupProblemText(problem({ table: 'plans', row: 2, field: 'alignment.confidence', code: 'outOfRange' })),
    ).toBe('Plan 2\u00a0: la confiance du calage (dans alignment) sort des valeurs permises.');
  });

  it('says where a nested field is, and names a field it does not know by its key', () => {
    expect(
      backupProblemText(problem({ table: 'journal', row: 4, field: 'changes.0.after.createdAt', code: 'notADate' })),
    ).toBe('Étape de l’historique 4\u00a0: la date de création (dans changes.0.after) n’est pas une date.');
    expect(backupProblemText(problem({ field: 'couleur', code: 'notText' }))).toBe(
      'Projet 3\u00a0: le champ «\u00a0couleur\u00a0» n’est pas un texte.',
    );
  });

  it('words the file’s own problems with their line', () => {
    expect(backupProblemText({ table: null, row: null, field: null, code: 'truncated', line: 1204 })).toBe(
      'Le fichier s’arrête avant sa fin (ligne 1\u202f204)\u00a0: il a sans doute été coupé pendant un téléchargement ou une copie.',
    );
  });
});

/** Every field name a schema holds, nested ones included (a journal entry's rows before and after, a snapshot's). */
function fieldNames(schema: z.ZodType, names = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (seen.has(schema)) return names;
  seen.add(schema);
  // Zod 4's definition of each kind of schema: its inner schemas are these properties.
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const inner = (value: unknown) => value as z.ZodType;
  switch (def['type']) {
    case 'object':
      for (const [name, field] of Object.entries(def['shape'] as Record<string, z.ZodType>)) {
        names.add(name);
        fieldNames(field, names, seen);
      }
      break;
    case 'optional':
    case 'nullable':
    case 'default':
      fieldNames(inner(def['innerType']), names, seen);
      break;
    case 'array':
      fieldNames(inner(def['element']), names, seen);
      break;
    case 'union':
      for (const option of def['options'] as z.ZodType[]) fieldNames(option, names, seen);
      break;
    case 'tuple':
      for (const item of def['items'] as z.ZodType[]) fieldNames(item, names, seen);
      break;
    case 'pipe':
      fieldNames(inner(def['in']), names, seen);
      fieldNames(inner(def['out']), names, seen);
      break;
  }
  return names;
}

describe('the fields’ French words', () => {
  it('has words for every field of every table, the journal’s nested rows included', () => {
    const journal = fieldNames(BACKUP_SCHEMAS['journal'] as z.ZodType);
    // The walk reaches the journal's own fields and the rows each change holds before and after.
    for (const name of ['irreversibleWhy', 'irreversibleAt', 'changes', 'before', 'after', 'points', 'prix_unitaire']) {
      expect(journal).toContain(name);
    }
    const unnamed = Object.entries(BACKUP_SCHEMAS).flatMap(([table, schema]) =>
      [...fieldNames(schema)].filter((name) => !Object.hasOwn(backupFr.fields, name)).map((name) => `${table}.${name}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('words a damaged irreversible mark in French, never by its key', () => {
    const row = {
      id: 'e-1',
      projectId: 'p-1',
      seq: 1,
      at: '2026-11-30T09:00:00.000Z',
      by: 'user-camille',
      type: 'deleteProject',
      changes: [],
      scope: 'projects',
      status: 'done',
      irreversibleAt: '2026-11-30T09:00:00.000Z',
      irreversibleWhy: 'parce que',
    };
    const problems = checkRow('journal', row, 2);
    expect(problems).toMatchObject([{ table: 'journal', field: 'irreversibleWhy', code: 'invalid' }]);
    expect(problems.map(backupProblemText)).toEqual([
      'Étape de l’historique 2\u00a0: la raison pour laquelle l’étape ne peut plus être annulée n’a pas une valeur permise.',
    ]);
  });
});

describe('backupReport', () => {
  it('says nothing was imported, lists the first problems and counts the rest', () => {
    const problems = Array.from({ length: 5 }, (_, i) => problem({ row: i + 1, field: 'name', code: 'notText' }));
    expect(backupReport(problems, 17)).toEqual({
      summary:
        'Cette sauvegarde n’a pas été importée\u00a0: elle contient 17 problèmes. Vos données n’ont pas été modifiées.',
      problems: problems.map(backupProblemText),
      more: 'Et 12 autres problèmes.',
    });
    expect(backupReport(problems.slice(0, 1), 1)).toMatchObject({
      summary:
        'Cette sauvegarde n’a pas été importée\u00a0: elle contient 1 problème. Vos données n’ont pas été modifiées.',
      more: null,
    });
  });
});
