import { describe, expect, it } from 'vitest';
import { reperageErrorMessage, reperageFailureMessage } from './reperage';

describe('reperage messages', () => {
  it('names the plan a page is missing from, and why', () => {
    const failure = { sheetId: 's', sheetName: 'AF103', page: 3 };
    expect(reperageFailureMessage({ ...failure, code: 'missingFile' })).toBe(
      'Le fichier du plan «\u00a0AF103\u00a0» n’est plus dans ce navigateur\u00a0: réimportez-le.',
    );
    expect(reperageFailureMessage({ ...failure, code: 'missingPage' })).toContain('La page 3 du plan «\u00a0AF103');
    expect(reperageFailureMessage({ ...failure, code: 'encryptedFile' })).toContain('mot de passe');
    expect(reperageFailureMessage({ ...failure, code: 'unreadableFile' })).toContain('illisible');
  });

  it('words the worker’s errors in French, an unknown one too', () => {
    const coded = (code: string) => Object.assign(new Error(code), { code });
    expect(reperageErrorMessage(coded('noMeasurement'))).toBe('Aucun métré sur les plans choisis pour ce découpage.');
    expect(reperageErrorMessage(coded('workerFailed'))).toContain('exportez moins de plans');
    expect(reperageErrorMessage(new TypeError('x is undefined'))).toBe('L’export n’a pas abouti. Réessayez.');
  });
});
