import { describe, expect, it } from 'vitest';
import { compileFormula, runFormula } from '../domain/formula/compile';
import type { FormulaError } from '../domain/formula/errors';
import { wallLessDoorDerivation } from '../domain/formula/testing/wallSample';
import { createArticleSchema } from '../domain/library/article';
import { fieldErrors } from '../domain/validation';
import { formatFormulaDerivation, formulaErrorMessage, formulaErrorWithPlace } from './formulaMessages';
import { libraryFr } from './library.fr';

const at = { start: 4, end: 7 };
const ERRORS: [FormulaError, string][] = [
  [{ code: 'empty', span: at }, 'Saisissez une formule, par exemple\u00a0: L × HSP'],
  [{ code: 'unexpectedCharacter', span: at, char: '$' }, 'Caractère «\u00a0$\u00a0» inattendu'],
  [{ code: 'invalidNumber', span: at, text: '1,2,3' }, 'Nombre «\u00a01,2,3\u00a0» mal écrit. Exemple\u00a0: 0,90'],
  [{ code: 'missingOperand', span: at }, 'Il manque une valeur ici'],
  [{ code: 'missingOperator', span: at }, 'Il manque un opérateur (×, +, − ou /) avant cette valeur'],
  [{ code: 'missingClosingParenthesis', span: at }, 'Cette parenthèse n’est pas refermée'],
  [{ code: 'unexpectedClosingParenthesis', span: at }, 'Cette parenthèse fermante n’a pas d’ouvrante'],
  [
    { code: 'unknownName', span: at, name: 'HSQ' },
    '«\u00a0HSQ\u00a0» n’est ni une grandeur de la mesure ni une variable du projet',
  ],
  [
    { code: 'nameNotForKind', span: at, name: 'V', kind: 'length', available: ['Q', 'L'] },
    '«\u00a0V\u00a0» n’existe pas pour une longueur. Grandeurs disponibles\u00a0: Q, L',
  ],
  [
    { code: 'nameNotForKind', span: at, name: 'S', kind: null, available: [] },
    '«\u00a0S\u00a0» désigne une grandeur mesurée, mais cette quantité n’a pas de mesure',
  ],
  [
    { code: 'incompatibleSum', span: at, operator: '+', left: 'm²', right: '' },
    'Unités incompatibles\u00a0: m² + nombres',
  ],
  [{ code: 'invalidExponent', span: at }, 'Une grandeur avec unité ne s’élève qu’à une puissance entière'],
  [{ code: 'divisionByZero', span: at }, 'Division par zéro'],
  [{ code: 'notFinite', span: at }, 'Résultat trop grand'],
  [{ code: 'unitMismatch', span: at, result: 'm³', expected: 'm²' }, 'La formule donne des m³, l’article est en m²'],
];

describe('formula messages in French', () => {
  it.each(ERRORS)('%j', (error, message) => {
    expect(formulaErrorMessage(error)).toBe(message);
  });

  it('covers every code', () => {
    expect(new Set(ERRORS.map(([e]) => e.code))).toEqual(new Set(Object.keys(libraryFr.formula)));
  });

  it('says where, counted from 1', () => {
    const compiled = compileFormula('L × HSQ', { kind: 'length', target: 'ml', variable: () => undefined });
    expect(compiled.errors.map(formulaErrorWithPlace)).toEqual([
      '«\u00a0HSQ\u00a0» n’est ni une grandeur de la mesure ni une variable du projet (caractère 5)',
    ]);
    const flagged = runFormula(
      compileFormula('L × 2 m', { kind: 'length', target: 'ml', variable: () => undefined }),
      Float64Array.from([3, Number.NaN, 3]),
      new Float64Array(0),
      'ml',
    );
    expect(flagged.ok && flagged.warning && formulaErrorMessage(flagged.warning)).toBe(
      'La formule donne des m², l’article est en ml',
    );
  });

  it('writes a derivation as économistes do', () => {
    expect(formatFormulaDerivation(wallLessDoorDerivation)).toBe(
      '12,40\u00a0ml × (HSP = 2,50\u00a0m) \u2212 2 × (0,90 × 2,10)',
    );
    expect(
      formatFormulaDerivation({
        op: 'quotient',
        dividend: { op: 'term', value: 1234.5, unit: 'm³' },
        divisor: { op: 'negation', operand: { op: 'term', value: 3, unit: null } },
      }),
    ).toBe('1\u202f234,500\u00a0m³ / \u22123');
  });
});

describe('the article form', () => {
  const schema = createArticleSchema(libraryFr.validation);
  const valid = {
    designation: 'Voile béton armé',
    lot: 'lot-1',
    subCategory: 'chapter-1',
    unite: 'm²',
    prix_unitaire: 110,
    vatRate: 2000,
    tags: [],
    bibliotheque_id: 'library-1',
    code: '3',
  };

  it('accepts an article, pads its code, defaults to active', () => {
    expect(schema.parse(valid)).toMatchObject({ code: '03', actif: true, unite: 'm²' });
    expect(schema.parse({ ...valid, code: '' }).code).toBeUndefined();
  });

  it('gives the catalogue item’s messages and the library’s, per field', () => {
    expect(
      fieldErrors(
        schema.safeParse({ ...valid, designation: 'ab', lot: '', subCategory: ' ', unite: 'm2', prix_unitaire: -1 }),
      ),
    ).toEqual({
      designation: 'La désignation doit contenir au moins 3 caractères',
      lot: 'Veuillez sélectionner un lot',
      subCategory: 'Veuillez entrer une sous-catégorie',
      unite: 'Veuillez sélectionner une unité',
      prix_unitaire: 'Le prix doit être positif',
    });
    expect(fieldErrors(schema.safeParse({ ...valid, prix_unitaire: 12.345 }))).toEqual({
      prix_unitaire: 'Le prix ne peut avoir que deux décimales',
    });
    expect(fieldErrors(schema.safeParse({ ...valid, vatRate: 1900, code: '1.2' }))).toEqual({
      vatRate: 'Veuillez sélectionner un taux de TVA',
      code: libraryFr.validation.codeInvalid,
    });
    expect(fieldErrors(schema.safeParse({ ...valid, prix_unitaire: 2e9 }))).toEqual({
      prix_unitaire: 'Le prix est trop élevé',
    });
  });
});
