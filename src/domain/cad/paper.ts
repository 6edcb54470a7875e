/**
 * A paper-space layout's paper from its plot settings (issue 28), read the same way from a DXF (the LAYOUT object's
 * AcDbPlotSettings groups, domain/cad/dxf/readDxf.ts) and from a DWG (LibreDWG's PLOTSETTINGS, server/cad/convert.ts):
 * both give the numbers by their DXF group code, and the layout's limits and extents (AcDbLayout 10/11 and 14/15).
 */
import type { CadBox, CadPaper } from './types';

/** The plot settings' groups read: margins, size, origin, flags, paper unit, rotation, plot type, window, scale. */
export const PLOT_GROUPS: ReadonlySet<number> = new Set([
  40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 70, 72, 73, 74, 140, 141, 142, 143,
]);

/** The layout's own boxes, in paper-space units: what a plot of its limits or extents plots. */
export interface LayoutArea {
  readonly limits?: CadBox;
  readonly extents?: CadBox;
}

/** AcDbPlotSettings 70: the plot is centred on the paper (AutoCAD then stores the centring offset in 46/47). */
const PLOT_CENTERED = 4;
/** AcDbPlotSettings 74: what the plot plots. */
const PLOT_LIMITS = 2;
const PLOT_EXTENTS = 1;
const PLOT_WINDOW = 4;

const validBox = (box: CadBox | undefined): box is CadBox =>
  box !== undefined &&
  [box.minX, box.minY, box.maxX, box.maxY].every((v) => Number.isFinite(v) && Math.abs(v) < 1e19) &&
  box.maxX > box.minX &&
  box.maxY > box.minY;

/**
 * The layout's paper from its plot settings, or undefined when they give no usable size (44/45 missing, zero — a
 * layout with no plotter set up — or not finite).
 *
 * The paper as the layout shows it: turning the plot a quarter counter-clockwise (73) turns the paper a quarter
 * clockwise under the drawing, its bottom margin becoming the left one, and the plot origin's offset (46/47, along
 * the paper's own edges) turning with it — LibreDWG's `gh44` DWG, an AutoCAD plot turned a quarter, gives its
 * centring offset in 47 along the sheet's width. Signs under a turn are untested.
 *
 * Where the paper is in paper space:
 * - a plot of the layout's limits, extents or a window (74 = 2, 1, 4) at a scale (142 paper units for 143 drawing
 *   units, « ajusté au papier » included) places that area on the paper — centred in the printable area (70 & 4), or
 *   its lower-left corner at the printable area's plus the origin offset. The paper is then `box`, in paper-space
 *   units: in `gh44`, an A1 plotted « étendue, ajustée » at 0.9915 mm a unit, both ways give its limits to 0.02 unit;
 * - otherwise (a plot of the layout, the usual case, at 1:1), the plot origin sits at the printable area's corner plus
 *   its offset, so the paper starts (margin + offset) before paper space's origin on each axis: `cornerMm`.
 */
export function paperOf(plot: ReadonlyMap<number, number>, area: LayoutArea = {}): CadPaper | undefined {
  const width = plot.get(44) ?? 0;
  const height = plot.get(45) ?? 0;
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) return undefined;
  const turns = (((Math.trunc(plot.get(73) ?? 0) % 4) + 4) % 4) as 0 | 1 | 2 | 3;
  const value = (code: number) => {
    const v = plot.get(code) ?? 0;
    return Number.isFinite(v) ? v : 0;
  };
  // The margins as the layout shows the paper: left, bottom, right, top, turned with the plot.
  const margins = [40, 41, 42, 43] as const;
  const [left, bottom, right, top] = [0, 1, 2, 3].map((i) => value(margins[(turns + i) % 4] ?? 40)) as [
    number,
    number,
    number,
    number,
  ];
  const quarter = turns % 2 === 1;
  const widthMm = quarter ? height : width;
  const heightMm = quarter ? width : height;
  const offsetX = value(quarter ? 47 : 46);
  const offsetY = value(quarter ? 46 : 47);
  const rotation = ([0, 90, 180, 270] as const)[turns];
  const paper = { widthMm, heightMm, cornerMm: { x: -(left + offsetX), y: -(bottom + offsetY) }, rotation };

  const plotted = plottedArea(plot, area);
  // Millimetres of paper a paper-space unit: 142 (in inches when 72 says so) for 143.
  const mmPerUnit = ((plot.get(72) ?? 1) === 0 ? 25.4 : 1) * (value(142) / value(143));
  if (!plotted || !(mmPerUnit > 0 && Number.isFinite(mmPerUnit))) return paper;
  const [minX, minY] =
    (Math.trunc(value(70)) & PLOT_CENTERED) !== 0
      ? [
          (plotted.minX + plotted.maxX) / 2 - (left + (widthMm - right)) / 2 / mmPerUnit,
          (plotted.minY + plotted.maxY) / 2 - (bottom + (heightMm - top)) / 2 / mmPerUnit,
        ]
      : [plotted.minX - (left + offsetX) / mmPerUnit, plotted.minY - (bottom + offsetY) / mmPerUnit];
  return {
    ...paper,
    box: { minX, minY, maxX: minX + widthMm / mmPerUnit, maxY: minY + heightMm / mmPerUnit },
  };
}

/** The area a plot of limits, extents or a window plots, when the settings and the layout give it. */
function plottedArea(plot: ReadonlyMap<number, number>, area: LayoutArea): CadBox | undefined {
  const type = Math.trunc(plot.get(74) ?? -1);
  if (type === PLOT_LIMITS) return validBox(area.limits) ? area.limits : undefined;
  if (type === PLOT_EXTENTS) return validBox(area.extents) ? area.extents : undefined;
  if (type !== PLOT_WINDOW) return undefined;
  const window = {
    minX: Math.min(plot.get(48) ?? NaN, plot.get(140) ?? NaN),
    minY: Math.min(plot.get(49) ?? NaN, plot.get(141) ?? NaN),
    maxX: Math.max(plot.get(48) ?? NaN, plot.get(140) ?? NaN),
    maxY: Math.max(plot.get(49) ?? NaN, plot.get(141) ?? NaN),
  };
  return validBox(window) ? window : undefined;
}

/** A standard sheet the paper is (within a millimetre), as a plotter's paper list names it. */
export interface NamedPaper {
  /** « A1 », « ANSI D », « ARCH D ». */
  readonly name: string;
  readonly orientation: 'landscape' | 'portrait';
  /** The standard's own size, as the paper is laid (width along the sheet's width), in mm. */
  readonly widthMm: number;
  readonly heightMm: number;
}

/**
 * Standard papers, short side × long side in mm: ISO 216 A0–A4 (what French offices plot on), then ANSI and ARCH
 * (American drawings). A plotter's media size is stored with its driver's rounding (`gh44`'s A1: 841.04 × 594.06).
 */
const STANDARD_PAPERS: readonly (readonly [string, number, number])[] = [
  ['A0', 841, 1189],
  ['A1', 594, 841],
  ['A2', 420, 594],
  ['A3', 297, 420],
  ['A4', 210, 297],
  ['ANSI A', 215.9, 279.4],
  ['ANSI B', 279.4, 431.8],
  ['ANSI C', 431.8, 558.8],
  ['ANSI D', 558.8, 863.6],
  ['ANSI E', 863.6, 1117.6],
  ['ARCH A', 228.6, 304.8],
  ['ARCH B', 304.8, 457.2],
  ['ARCH C', 457.2, 609.6],
  ['ARCH D', 609.6, 914.4],
  ['ARCH E1', 762, 1066.8],
  ['ARCH E', 914.4, 1219.2],
];
/** How far a paper may be from a standard one and still be named after it, mm on each side. */
const NAMED_TOLERANCE_MM = 1;

/** The standard paper a layout's paper is, or null (a custom size, or a square one). */
export function namedPaper(widthMm: number, heightMm: number): NamedPaper | null {
  if (!(widthMm > 0 && heightMm > 0) || widthMm === heightMm) return null;
  const short = Math.min(widthMm, heightMm);
  const long = Math.max(widthMm, heightMm);
  const landscape = widthMm > heightMm;
  for (const [name, s, l] of STANDARD_PAPERS) {
    if (Math.abs(short - s) <= NAMED_TOLERANCE_MM && Math.abs(long - l) <= NAMED_TOLERANCE_MM) {
      return {
        name,
        orientation: landscape ? 'landscape' : 'portrait',
        widthMm: landscape ? l : s,
        heightMm: landscape ? s : l,
      };
    }
  }
  return null;
}
