/**
 * CAD plans' copy put together (issue 28): each CadErrorCode's message naming the file, the file's scale in words,
 * the unit question's detail, a block's references and a selection of layers' totals. Pure functions.
 */
import { CAD_LIMITS, type CadErrorCode, type CadUnit } from '../domain/cad/types';
import { MAX_PAGE_OPERATORS } from '../domain/pdf/importCheck';
import { cadFr } from './cad.fr';
import { interpolate } from './format';
import { NO_BREAK_SPACE, formatNumber } from './numbers';

/** DWG by its name: its limits are the server's (size, time), a DXF's the browser's. */
const isDwgName = (name: string) => /\.dwg$/i.test(name.trim());

/** Decimal megabytes, as file managers show sizes (CAD_LIMITS are decimal). */
const megabytes = (bytes: number) => `${formatNumber(bytes / 1_000_000, 0)}${NO_BREAK_SPACE}Mo`;
const seconds = (ms: number) => formatNumber(Math.round(ms / 1000), 0);

/** « « plan.dwg » n’est pas un fichier DXF ou DWG. », with the limits of the file's format where the code has one. */
export function cadErrorMessage(code: CadErrorCode, name: string): string {
  const dwg = isDwgName(name);
  // A DXF's layouts and a DWG's alike are read: a plan drawn on paper only is imported, whatever its format.
  return interpolate(cadFr.errors[code], {
    name,
    limit: megabytes(dwg ? CAD_LIMITS.dwgBytes : CAD_LIMITS.dxfBytes),
    seconds: seconds(dwg ? CAD_LIMITS.dwgTimeoutMs : CAD_LIMITS.workerTimeoutMs),
    entities: formatNumber(CAD_LIMITS.entities, 0),
    references: formatNumber(CAD_LIMITS.references, 0),
    operators: formatNumber(MAX_PAGE_OPERATORS, 0),
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
