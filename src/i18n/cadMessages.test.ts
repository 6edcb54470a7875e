import { describe, expect, it } from 'vitest';
import { CAD_UNITS, type CadErrorCode } from '../domain/cad/types';
import { cadFr } from './cad.fr';
import {
  cadDrawnAtText,
  cadErrorHint,
  cadErrorMessage,
  cadFileScaleDetails,
  cadScaleText,
  cadUnitSourceText,
} from './cadMessages';
import {
  blockReferencesText,
  blocksSummary,
  piecesText,
  quantitiesText,
  rawNamesText,
  selectionText,
  unitQuestionDetail,
} from './cadPanelsMessages';

const nbsp = '\u00a0';
const nnbsp = '\u202f';

describe('a CAD file’s failure, naming the file', () => {
  it('says what is wrong with « plan.dwg »', () => {
    expect(cadErrorMessage('notCad', 'plan.dwg')).toBe(`«${nbsp}plan.dwg${nbsp}» n’est pas un fichier DXF ou DWG.`);
    expect(cadErrorMessage('emptyModel', 'R+1.dxf')).toBe(
      `«${nbsp}R+1.dxf${nbsp}» ne contient rien à dessiner, ni dans son espace objet ni dans ses présentations.`,
    );
    // The server's conversion reads a DWG's layouts too: nothing drawn is nothing drawn anywhere.
    expect(cadErrorMessage('emptyModel', 'R+1.DWG')).toBe(
      `«${nbsp}R+1.DWG${nbsp}» ne contient rien à dessiner, ni dans son espace objet ni dans ses présentations.`,
    );
  });

  it('gives the limits of the file’s own format: the server’s for a DWG, the browser’s for a DXF', () => {
    expect(cadErrorMessage('tooLarge', 'plan.DWG')).toBe(
      `«${nbsp}plan.DWG${nbsp}» dépasse 50${nbsp}Mo${nbsp}: il n’a pas été importé.`,
    );
    expect(cadErrorMessage('tooLarge', 'plan.dxf')).toBe(
      `«${nbsp}plan.dxf${nbsp}» dépasse 200${nbsp}Mo${nbsp}: il n’a pas été importé.`,
    );
    expect(cadErrorMessage('timeout', 'plan.dwg')).toContain(`30${nbsp}secondes`);
    expect(cadErrorMessage('timeout', 'plan.dxf')).toContain(`60${nbsp}secondes`);
    expect(cadErrorMessage('tooComplex', 'plan.dxf')).toContain(`2${nnbsp}000${nnbsp}000${nbsp}éléments`);
  });

  it('has a message and a hint for every code, with no placeholder left', () => {
    for (const code of Object.keys(cadFr.errors) as CadErrorCode[]) {
      expect(cadErrorMessage(code, 'plan.dxf')).toContain(`«${nbsp}plan.dxf${nbsp}»`);
      expect(cadErrorMessage(code, 'plan.dxf')).not.toMatch(/[{}]/);
      expect(cadErrorHint(code).length).toBeGreaterThan(10);
    }
  });
});

describe('the file’s scale in words', () => {
  it('« Échelle du fichier : 1 unité = 1 mm », for every unit', () => {
    expect(cadScaleText('mm')).toBe(`Échelle du fichier${nbsp}: 1${nbsp}unité = 1${nbsp}mm`);
    expect(cadScaleText('inch')).toBe(`Échelle du fichier${nbsp}: 1${nbsp}unité = 1${nbsp}pouce (25,4${nbsp}mm)`);
    for (const unit of CAD_UNITS) expect(cadScaleText(unit)).toMatch(/^Échelle du fichier/);
  });

  it('the sheet’s scale and where the unit came from', () => {
    expect(cadDrawnAtText(100)).toBe('dessinée au 1:100');
    expect(cadUnitSourceText('person')).toBe('unité choisie à l’import');
    expect(cadUnitSourceText('file')).toBe('unité donnée par le fichier');
    expect(cadUnitSourceText('file', 'plan.dxf')).toBe(`unité donnée par «${nbsp}plan.dxf${nbsp}»`);
  });

  it('what the file said when it gave no unit Metr takes', () => {
    expect(unitQuestionDetail(null)).toBeNull();
    expect(unitQuestionDetail(0)).toBe(`Il se déclare «${nbsp}sans unité${nbsp}».`);
    expect(unitQuestionDetail(14)).toBe(
      `Il indique l’unité n°${nbsp}14 (décimètres), que Metr ne prend pas pour un plan.`,
    );
    expect(unitQuestionDetail(99)).toBe(`Il indique l’unité n°${nbsp}99, que Metr ne connaît pas.`);
  });
});

describe('blocks', () => {
  it('« 15 références dont 3 imbriquées », the nested part only when there are some', () => {
    expect(blockReferencesText({ topLevel: 12, nested: 3 })).toBe(`15${nbsp}références dont 3${nbsp}imbriquées`);
    expect(blockReferencesText({ topLevel: 1, nested: 0 })).toBe(`1${nbsp}référence`);
    expect(blockReferencesText({ topLevel: 0, nested: 1 })).toBe(`1${nbsp}référence dont 1${nbsp}imbriquée`);
    expect(blockReferencesText({ topLevel: 1200, nested: 0 })).toBe(`1${nnbsp}200${nbsp}références`);
  });

  it('the panel’s summary and a block’s names', () => {
    expect(
      blocksSummary([
        { topLevel: 12, nested: 3 },
        { topLevel: 2, nested: 0 },
      ]),
    ).toBe(`2${nbsp}blocs, 17${nbsp}références`);
    expect(rawNamesText(['*U12', '*U14', 'PORTE_90'])).toBe(`Noms dans le fichier${nbsp}: *U12, *U14, PORTE_90`);
    expect(rawNamesText(['LAVABO'])).toBe(`Nom dans le fichier${nbsp}: LAVABO`);
  });
});

describe('layer totals', () => {
  it('a layer’s quantities, leaving out a zero part', () => {
    expect(quantitiesText({ metres: 124.5, squareMetres: 0 })).toBe(`124,50${nbsp}m`);
    expect(quantitiesText({ metres: 0, squareMetres: 56.2 })).toBe(`56,20${nbsp}m²`);
    expect(quantitiesText({ metres: 1234.5, squareMetres: 56.2 })).toBe(`1${nnbsp}234,50${nbsp}m, 56,20${nbsp}m²`);
    expect(quantitiesText({ metres: 0, squareMetres: 0 })).toBe(`0,00${nbsp}m`);
    expect(piecesText(24, 3)).toBe(`24${nbsp}traits, 3${nbsp}surfaces fermées`);
    expect(piecesText(1, 0)).toBe(`1${nbsp}trait`);
  });

  it('« Sélection : 3 calques, 124,50 m »: the layers checked added up', () => {
    expect(selectionText([])).toBe('Aucun calque coché.');
    expect(
      selectionText([
        { metres: 100, squareMetres: 0 },
        { metres: 20.25, squareMetres: 0 },
        { metres: 4.25, squareMetres: 0 },
      ]),
    ).toBe(`Sélection${nbsp}: 3${nbsp}calques, 124,50${nbsp}m`);
    expect(selectionText([{ metres: 10, squareMetres: 5.5 }])).toBe(
      `Sélection${nbsp}: 1${nbsp}calque, 10,00${nbsp}m, 5,50${nbsp}m²`,
    );
  });
});

describe('the details under the file’s scale', () => {
  it('« Dessinée au 1:100, unité choisie à l’import. »', () => {
    expect(cadFileScaleDetails(100, 'person')).toBe('Dessinée au 1:100, unité choisie à l’import.');
    expect(cadFileScaleDetails(50, 'file', 'plan.dxf')).toBe(
      `Dessinée au 1:50, unité donnée par «${nbsp}plan.dxf${nbsp}».`,
    );
  });
});
