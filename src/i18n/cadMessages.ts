/**
 * CAD plans' copy put together (issue 28): each CadErrorCode's message naming the file, the file's scale in words,
 * the unit question's detail, a block's references and a selection of layers' totals. Pure functions.
 */
import { CAD_LIMITS, type CadErrorCode, type CadUnit } from '../domain/cad/types';
import { cadFr } from './cad.fr';
import { interpolate, pluralForm } from './format';
import { NO_BREAK_SPACE, formatNumber, formatQuantity } from './numbers';

/** DWG by its name: its limits are the server's (size, time), a DXF's the browser's. */
const isDwgName = (name: string) => /\.dwg$/i.test(name.trim());

/** Decimal megabytes, as file managers show sizes (CAD_LIMITS are decimal). */
const megabytes = (bytes: number) => `${formatNumber(bytes / 1_000_000, 0)}${NO_BREAK_SPACE}Mo`;
const seconds = (ms: number) => formatNumber(Math.round(ms / 1000), 0);

/** « « plan.dwg » n’est pas un fichier DXF ou DWG. », with the limits of the file's format where the code has one. */
export function cadErrorMessage(code: CadErrorCode, name: string): string {
  const dwg = isDwgName(name);
  return interpolate(cadFr.errors[code], {
    name,
    limit: megabytes(dwg ? CAD_LIMITS.dwgBytes : CAD_LIMITS.dxfBytes),
    seconds: seconds(dwg ? CAD_LIMITS.dwgTimeoutMs : CAD_LIMITS.workerTimeoutMs),
    entities: formatNumber(CAD_LIMITS.entities, 0),
    references: formatNumber(CAD_LIMITS.references, 0),
  });
}

export function cadErrorHint(code: CadErrorCode): string {
  return cadFr.hints[code];
}

/** « Échelle du fichier : 1 unité = 1 mm ». */
export function cadScaleText(unit: CadUnit): string {
  return interpolate(cadFr.scale.text, { unit: cadFr.unitLength[unit] });
}

/** « dessinée au 1:100 ». */
export function cadDrawnAtText(denominator: number): string {
  return interpolate(cadFr.scale.drawnAt, { scale: `1:${denominator}` });
}

/** « unité donnée par « plan.dxf » », « unité donnée par le fichier », « unité choisie à l’import ». */
export function cadUnitSourceText(unitSource: 'file' | 'person', fileName?: string): string {
  if (unitSource === 'person') return cadFr.scale.fromPerson;
  return fileName ? interpolate(cadFr.scale.fromFileNamed, { name: fileName }) : cadFr.scale.fromFile;
}

/** « Dessinée au 1:100, unité donnée par « plan.dxf ». »: the details under the file's scale. */
export function cadFileScaleDetails(denominator: number, unitSource: 'file' | 'person', fileName?: string): string {
  const sentence = `${cadDrawnAtText(denominator)}, ${cadUnitSourceText(unitSource, fileName)}.`;
  return sentence.charAt(0).toLocaleUpperCase('fr') + sentence.slice(1);
}

/**
 * What the file said of its unit when it gave one Metr does not take: « sans unité » (0), a code AutoCAD names
 * (« l’unité n° 14 (décimètres) »), any other code; null when it said nothing.
 */
export function unitQuestionDetail(insUnits: number | null): string | null {
  if (insUnits === null) return null;
  if (insUnits === 0) return cadFr.unitQuestion.unitless;
  const unit = cadFr.insUnitNames[insUnits];
  return unit === undefined
    ? interpolate(cadFr.unitQuestion.unknownCode, { code: insUnits })
    : interpolate(cadFr.unitQuestion.unknownNamed, { code: insUnits, unit });
}

const count = (forms: { readonly one: string; readonly other: string }, value: number) =>
  interpolate(pluralForm(forms, value), { count: formatNumber(value, 0) });

/** « 15 références », or « 15 références dont 3 imbriquées » when some are inside other blocks. */
export function blockReferencesText(block: { readonly topLevel: number; readonly nested: number }): string {
  const total = count(cadFr.blocks.references, block.topLevel + block.nested);
  return block.nested > 0 ? `${total} ${count(cadFr.blocks.nested, block.nested)}` : total;
}

/** Only the nested part, « dont 3 imbriquées »; null when there are none. */
export function nestedText(nested: number): string | null {
  return nested > 0 ? count(cadFr.blocks.nested, nested) : null;
}

/** « 12 blocs, 310 références ». */
export function blocksSummary(blocks: readonly { readonly topLevel: number; readonly nested: number }[]): string {
  const references = blocks.reduce((sum, b) => sum + b.topLevel + b.nested, 0);
  return interpolate(pluralForm(cadFr.blocks.summary, blocks.length), {
    count: formatNumber(blocks.length, 0),
    references: count(cadFr.blocks.references, references),
  });
}

/** « Calques : A-PORTES, 0 ». */
export function blockLayersText(layers: readonly string[]): string {
  return interpolate(pluralForm(cadFr.blocks.layers, layers.length), { layers: layers.join(', ') });
}

/** « Noms dans le fichier : *U12, *U14, PORTE_90 ». */
export function rawNamesText(rawNames: readonly string[]): string {
  return interpolate(pluralForm(cadFr.blocks.rawNames, rawNames.length), { names: rawNames.join(', ') });
}

/** « 24 traits », « 3 surfaces fermées ». */
export function piecesText(lengths: number, areas: number): string {
  const parts: string[] = [];
  if (lengths > 0) parts.push(count(cadFr.totals.lengths, lengths));
  if (areas > 0) parts.push(count(cadFr.totals.areas, areas));
  return parts.join(', ');
}

export interface LayerTotal {
  readonly metres: number;
  readonly squareMetres: number;
}

/** « 124,50 m, 56,20 m² »; a part that is zero is left out (a layer of lines has no area). */
export function quantitiesText(total: LayerTotal): string {
  const parts: string[] = [];
  if (total.metres > 0 || total.squareMetres === 0) parts.push(formatQuantity(total.metres, 'm'));
  if (total.squareMetres > 0) parts.push(formatQuantity(total.squareMetres, 'm²'));
  return parts.join(', ');
}

/** « Sélection : 3 calques, 124,50 m, 56,20 m² », or « Aucun calque coché. ». */
export function selectionText(selected: readonly LayerTotal[]): string {
  if (selected.length === 0) return cadFr.totals.noSelection;
  const total = selected.reduce(
    (sum, g) => ({ metres: sum.metres + g.metres, squareMetres: sum.squareMetres + g.squareMetres }),
    { metres: 0, squareMetres: 0 },
  );
  return interpolate(pluralForm(cadFr.totals.selection, selected.length), {
    count: formatNumber(selected.length, 0),
    quantities: quantitiesText(total),
  });
}
