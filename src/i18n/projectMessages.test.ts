import { describe, expect, it } from 'vitest';
import { countLabel, deleteProjectMessage, projectStepLabel, sheetCountLabel } from './projectMessages';
import { projectsFr } from './projects.fr';

describe('project list sentences', () => {
  it('count plans in French (0 and 1 singular)', () => {
    expect(sheetCountLabel(0)).toBe('Aucun plan');
    expect(sheetCountLabel(1)).toBe('1 plan');
    expect(sheetCountLabel(12)).toBe('12 plans');
    expect(countLabel(projectsFr.list.results, 0)).toBe('0 projet trouvé');
    expect(countLabel(projectsFr.list.results, 2)).toBe('2 projets trouvés');
  });

  it('name the project of an undo or redo step', () => {
    expect(projectStepLabel('deleteProject', 'Halle nord')).toBe('suppression du projet «\u00a0Halle nord\u00a0»');
  });

  it('name what a deletion takes with it, then say it can be undone', () => {
    const undo = ' Vous pourrez annuler la suppression.';
    expect(deleteProjectMessage('X', 3, 128)).toBe(
      `Le projet «\u00a0X\u00a0», ses 3 plans et ses 128 métrés seront supprimés.${undo}`,
    );
    expect(deleteProjectMessage('X', 1, 1)).toBe(
      `Le projet «\u00a0X\u00a0», son plan et son métré seront supprimés.${undo}`,
    );
    expect(deleteProjectMessage('X', 2, 0)).toBe(`Le projet «\u00a0X\u00a0» et ses 2 plans seront supprimés.${undo}`);
    expect(deleteProjectMessage('X', 0, 0)).toBe(`Le projet «\u00a0X\u00a0» sera supprimé.${undo}`);
  });
});
