/**
 * The CAD panels' copy put together (issue 28): the unit question's detail, a block's references, a selection of
 * layers' totals. Loaded with the panels (./cadMessages.ts has what every page says). Pure functions.
 */
import { cadPanelsFr } from './cadPanels.fr';
import { interpolate, pluralForm } from './format';
import { formatNumber, formatQuantity } from './numbers';

/**
 * What the file said of its unit when it gave one Metr does not take: « sans unité » (0), a code AutoCAD names
 * (« l’unité n° 14 (décimètres) »), any other code; null when it said nothing.
 */
export function unitQuestionDetail(insUnits: number | null): string | null {
  if (insUnits === null) return null;
  if (insUnits === 0) return cadPanelsFr.unitQuestion.unitless;
  const unit = cadPanelsFr.insUnitNames[insUnits];
  return unit === undefined
    ? interpolate(cadPanelsFr.unitQuestion.unknownCode, { code: insUnits })
    : interpolate(cadPanelsFr.unitQuestion.unknownNamed, { code: insUnits, unit });
}

const count = (forms: { readonly one: string; readonly other: string }, value: number) =>
  interpolate(pluralForm(forms, value), { count: formatNumber(value, 0) });

/** « 15 références », or « 15 références dont 3 imbriquées » when some are inside other blocks. */
export function blockReferencesText(block: { readonly topLevel: number; readonly nested: number }): string {
  const total = count(cadPanelsFr.blocks.references, block.topLevel + block.nested);
  return block.nested > 0 ? `${total} ${count(cadPanelsFr.blocks.nested, block.nested)}` : total;
}

/** Only the nested part, « dont 3 imbriquées »; null when there are none. */
export function nestedText(nested: number): string | null {
  return nested > 0 ? count(cadPanelsFr.blocks.nested, nested) : null;
}

/** « 12 blocs, 310 références ». */
export function blocksSummary(blocks: readonly { readonly topLevel: number; readonly nested: number }[]): string {
  const references = blocks.reduce((sum, b) => sum + b.topLevel + b.nested, 0);
  return interpolate(pluralForm(cadPanelsFr.blocks.summary, blocks.length), {
    count: formatNumber(blocks.length, 0),
    references: count(cadPanelsFr.blocks.references, references),
  });
}

/** « Calques : A-PORTES, 0 ». */
export function blockLayersText(layers: readonly string[]): string {
  return interpolate(pluralForm(cadPanelsFr.blocks.layers, layers.length), { layers: layers.join(', ') });
}

/** « Noms dans le fichier : *U12, *U14, PORTE_90 ». */
export function rawNamesText(rawNames: readonly string[]): string {
  return interpolate(pluralForm(cadPanelsFr.blocks.rawNames, rawNames.length), { names: rawNames.join(', ') });
}

/** « 24 traits », « 3 surfaces fermées ». */
export function piecesText(lengths: number, areas: number): string {
  const parts: string[] = [];
  if (lengths > 0) parts.push(count(cadPanelsFr.totals.lengths, lengths));
  if (areas > 0) parts.push(count(cadPanelsFr.totals.areas, areas));
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
  if (selected.length === 0) return cadPanelsFr.totals.noSelection;
  const total = selected.reduce(
    (sum, g) => ({ metres: sum.metres + g.metres, squareMetres: sum.squareMetres + g.squareMetres }),
    { metres: 0, squareMetres: 0 },
  );
  return interpolate(pluralForm(cadPanelsFr.totals.selection, selected.length), {
    count: formatNumber(selected.length, 0),
    quantities: quantitiesText(total),
  });
}
