/**
 * A refused backup's problems as the backup dialog lists them, in French: every field the backup check knows (the
 * journal's, and the rows its changes hold) has words, never its key.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BACKUP_SCHEMAS, checkRow } from '../../db/backupCheck';
import { BackupInvalidError } from '../../db/errors';
import { backupFr } from '../../i18n/backup.fr';
import { backupErrorNotice } from './backupNotice';

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
    // As the backup dialog lists it.
    expect(backupErrorNotice(new BackupInvalidError(problems, problems.length)).details).toEqual([
      'Étape de l’historique 2\u00a0: la raison pour laquelle l’étape ne peut plus être annulée n’a pas une valeur permise.',
    ]);
  });
});
