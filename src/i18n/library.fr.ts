/**
 * The article library's and the quantities' words, in French, loaded with the workspace. Typography as in ./fr.ts
 * (checked by ./fr.test.ts). `{name}` placeholders are filled with interpolate() from ./format.ts.
 */
import type { FormulaErrorCode } from '../domain/formula/errors';
import type { LibraryErrorCode } from '../domain/library/errors';
import type { VatRate } from '../domain/library/types';
import type { Unit } from '../domain/takeoff/quantity';
import type { MeasurementKind } from '../domain/takeoff/types';
import { accountFr } from './account.fr';

const NBSP = '\u00a0';

export const libraryFr = {
  units: {
    U: 'U (unité)',
    ml: 'ml (mètre linéaire)',
    'm²': 'm² (mètre carré)',
    'm³': 'm³ (mètre cube)',
    kg: 'kg (kilogramme)',
    t: 't (tonne)',
    h: 'h (heure)',
    ens: 'ens (ensemble)',
    forfait: 'forfait',
  } satisfies Record<Unit, string>,
  vatRates: {
    2000: `20${NBSP}%`,
    1000: `10${NBSP}%`,
    550: `5,5${NBSP}%`,
    210: `2,1${NBSP}%`,
  } satisfies Record<VatRate, string>,
  /** The article form's messages: the spec's five (catalogue item), then the library's own. */
  validation: {
    ...accountFr.validation.catalogueItem,
    priceDecimals: 'Le prix ne peut avoir que deux décimales',
    priceTooHigh: 'Le prix est trop élevé',
    priceNotANumber: `Saisissez un prix en euros, par exemple${NBSP}: 12,50`,
    vatRequired: 'Veuillez sélectionner un taux de TVA',
    codeInvalid: 'Le numéro est fait de chiffres, éventuellement suivis d’une lettre (03 ou 03A)',
    titleRequired: 'Le titre est requis',
    nameRequired: 'Le nom est requis',
  },
  /** Refusals of a library or variable command (LibraryCommandError codes). */
  errors: {
    invalidCode: 'Le numéro est fait de chiffres, éventuellement suivis d’une lettre (03 ou 03A)',
    duplicateCode: 'Ce numéro est déjà pris à ce niveau',
    otherLibrary: 'Cet article ne peut pas rejoindre une autre bibliothèque',
    invalidValues: 'Ces valeurs ne sont pas valables',
    invalidName: 'Un nom commence par une lettre et ne contient que des lettres, des chiffres ou _',
    reservedName: 'Ce nom est réservé (grandeur d’une mesure, unité ou constante)',
    duplicateName: 'Une variable porte déjà ce nom',
    invalidUnit: `Unité inconnue. Exemples${NBSP}: m, cm, m², t/m³ ou rien pour un nombre`,
    invalidValue: `Saisissez un nombre, par exemple${NBSP}: 2,50`,
  } satisfies Record<LibraryErrorCode, string>,
  /** What is wrong with a formula (FormulaError codes), shown under the field with its place. */
  formula: {
    empty: `Saisissez une formule, par exemple${NBSP}: L × HSP`,
    unexpectedCharacter: `Caractère «${NBSP}{char}${NBSP}» inattendu`,
    invalidNumber: `Nombre «${NBSP}{text}${NBSP}» mal écrit. Exemple${NBSP}: 0,90`,
    missingOperand: 'Il manque une valeur ici',
    missingOperator: 'Il manque un opérateur (×, +, − ou /) avant cette valeur',
    missingClosingParenthesis: 'Cette parenthèse n’est pas refermée',
    unexpectedClosingParenthesis: 'Cette parenthèse fermante n’a pas d’ouvrante',
    unknownName: `«${NBSP}{name}${NBSP}» n’est ni une grandeur de la mesure ni une variable du projet`,
    nameNotForKind: `«${NBSP}{name}${NBSP}» n’existe pas pour {kind}. Grandeurs disponibles${NBSP}: {available}`,
    incompatibleSum: `Unités incompatibles${NBSP}: {left} {operator} {right}`,
    invalidExponent: 'Une grandeur avec unité ne s’élève qu’à une puissance entière',
    divisionByZero: 'Division par zéro',
    notFinite: 'Résultat trop grand',
    unitMismatch: 'La formule donne des {result}, l’article est en {expected}',
  } satisfies Record<FormulaErrorCode, string>,
  formulaExtra: {
    /** nameNotForKind on a quantity typed directly, which has no measurement. */
    noMeasurement: `«${NBSP}{name}${NBSP}» désigne une grandeur mesurée, mais cette quantité n’a pas de mesure`,
    /** Where the error is: « caractère 7 ». */
    at: 'caractère {position}',
    /** A dimension without unit in a message: « des nombres ». */
    number: 'nombres',
  },
  kinds: {
    count: 'un comptage',
    length: 'une longueur',
    area: 'une surface',
    wallArea: 'une surface de mur',
    volume: 'un volume',
  } satisfies Record<MeasurementKind, string>,
  starter: {
    name: 'Bibliothèque de démarrage Metr',
    description:
      'Articles rédigés par l’équipe Metr sur les 12 lots courants. Les prix sont indicatifs et arrondis (ni prix de marché ni prix régionaux)\u202f: remplacez-les par les vôtres.',
  },
} as const;
