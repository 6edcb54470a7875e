import { describe, expect, it } from 'vitest';
import type { BackupProblem } from '../db/errors';
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
