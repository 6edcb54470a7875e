/**
 * The plan de repérage as data: what goes in (the chosen sheets, their measurements, the articles and lots they are
 * counted under, the engine's link quantities) and what comes out — one laid-out page per sheet or per sheet × lot,
 * every mark already placed in page points, so the PDF writer (src/workers/reperage) only paints.
 *
 * Page space: PDF points, origin at the page's top-left corner, y down (the sheet space's convention); the writer
 * flips y. Colours are names (palette keys and a few roles), mapped to print colours once, in the writer.
 */
import type { Unit } from '../takeoff/quantity';
import type { CountSymbol, Measurement, PaletteKey, Point, Ring, Scale, SheetRow } from '../takeoff/types';
import type { SymbolOutline } from '../labels/symbols';
import type { Paper } from './paper';

export type PageSplit = 'sheet' | 'lot';

export interface ReperageArticle {
  readonly id: string;
  /** « 02.03.01 ». */
  readonly number: string;
  readonly designation: string;
  readonly unit: Unit;
  readonly lotId: string;
  readonly color?: PaletteKey;
  readonly symbol?: CountSymbol;
}

export interface ReperageLot {
  readonly id: string;
  readonly code: string;
  readonly title: string;
}

/** One link of a measurement as the quantity engine computed it; `value` null when it gives no quantity. */
export interface ReperageLink {
  readonly articleId: string;
  readonly value: number | null;
}

export interface ReperageInput {
  readonly projectName: string;
  /** The sheets to print, in the order of the pages. */
  readonly sheets: readonly SheetRow[];
  /** The measurements of those sheets (others are ignored). */
  readonly measurements: readonly Measurement[];
  readonly articles: ReadonlyMap<string, ReperageArticle>;
  readonly lots: ReadonlyMap<string, ReperageLot>;
  /** By measurement id: its links' quantities, in its links' order. Absent: no link. */
  readonly links: ReadonlyMap<string, readonly ReperageLink[]>;
  /**
   * By sheet id: the PDF layers (pdf.js optional content group ids, « 12R ») the person hid in the viewer (the sheet
   * view's `hiddenLayers`). Absent for a sheet: the file's own default visibility, as the viewer opens it.
   */
  readonly hiddenLayers?: ReadonlyMap<string, readonly string[]>;
}

export interface ReperageOptions {
  readonly paper: Paper;
  readonly split: PageSplit;
  /** « Établi par »; empty prints « – ». */
  readonly author: string;
  /** `YYYY-MM-DD`, the local day of the export. */
  readonly date: string;
}

/** What a page shows before it is laid out: a sheet, and the lot it is restricted to. */
export interface PageSpec {
  readonly sheet: SheetRow;
  readonly lot: ReperageLot | null;
  /**
   * Split by lot only: the sheet's page of measurements linked to no article (« Mesures non affectées »), so that
   * nothing measured disappears from a per-lot file. `lot` is null on it.
   */
  readonly unassigned?: boolean;
  readonly measurements: readonly Measurement[];
}

export type InkColor = PaletteKey | 'ink' | 'muted' | 'rule' | 'paper';

export type PageItem =
  | {
      readonly kind: 'path';
      /** Closed rings (outer counter-clockwise on screen, holes the other way, so the non-zero rule cuts them). */
      readonly rings: readonly Ring[];
      readonly closed: boolean;
      readonly stroke: InkColor | null;
      readonly lineWidth: number;
      /** Filled with the colour at the measured surfaces' translucency. */
      readonly fill: InkColor | null;
      readonly translucent: boolean;
      readonly dash?: readonly number[];
    }
  | {
      readonly kind: 'symbol';
      readonly outline: SymbolOutline;
      readonly color: InkColor;
      readonly lineWidth: number;
    }
  | {
      readonly kind: 'text';
      /** The baseline's start (or end, right-aligned). */
      readonly at: Point;
      readonly text: string;
      readonly size: number;
      readonly bold: boolean;
      readonly color: InkColor;
      readonly align: 'left' | 'center' | 'right';
    }
  | {
      readonly kind: 'box';
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
      readonly stroke: InkColor | null;
      readonly fill: InkColor | null;
      readonly lineWidth: number;
    }
  | {
      readonly kind: 'line';
      readonly from: Point;
      readonly to: Point;
      readonly color: InkColor;
      readonly lineWidth: number;
    };

export interface LegendRow {
  readonly key: string;
  readonly color: PaletteKey;
  /** The swatch: a surface, a line, a wall or a count's symbol. */
  readonly swatch: 'surface' | 'line' | 'wall' | CountSymbol;
  /** « 02.03.01 Chape ciment » or the measurement group's label. */
  readonly title: string;
  /** « 15,24 m² », or null when nothing on the page gives a quantity (no scale). */
  readonly total: string | null;
}

export interface TitleRow {
  readonly label: string;
  readonly value: string;
}

export interface PageModel {
  readonly sheetId: string;
  readonly lotId: string | null;
  readonly unassigned: boolean;
  readonly width: number;
  readonly height: number;
  /** Where the sheet's page goes: page = (x + scale × sheetX, y + scale × sheetY). */
  readonly plan: { readonly x: number; readonly y: number; readonly scale: number };
  /** Drawn over the plan, in order: surfaces, lines, symbols, leaders, labels. */
  readonly marks: readonly PageItem[];
  /** The legend and the title block, beside the plan. */
  readonly band: readonly PageItem[];
  readonly legend: readonly LegendRow[];
  readonly title: readonly TitleRow[];
  /** Every label printed on the plan (« Ch. 144 – sol · 15,24 m² »), for the tests and the accessible summary. */
  readonly labels: readonly string[];
}

/** Text width in points for a size, with the standard font the writer uses (Helvetica, or its bold). */
export type MeasureText = (text: string, size: number, bold: boolean) => number;

/** The words printed on the PDF (src/i18n/reperage.fr.ts `pdf`); `{name}` placeholders are filled here. */
export interface ReperageWords {
  readonly title: string;
  readonly project: string;
  readonly sheet: string;
  readonly revision: string;
  readonly scale: string;
  readonly date: string;
  readonly author: string;
  readonly lot: string;
  /** {page} {total} */
  readonly page: string;
  readonly none: string;
  readonly uncalibrated: string;
  /** {scale} {change} {percent} */
  readonly scaleFitted: string;
  readonly reduced: string;
  readonly enlarged: string;
  /** {scale} */
  readonly scaleOnly: string;
  readonly legend: string;
  readonly legendTotal: string;
  readonly unnamed: string;
  /** {count} */
  /** « … et 1 autre ligne »: the legend's rows left out when exactly one is. */
  readonly moreRow: string;
  readonly moreRows: string;
  /** {code} {title} */
  readonly lotHeading: string;
  /** The title of a per-lot file's page of measurements linked to no article. */
  readonly unassigned: string;
  /** The scales so far and a region's, in the title block: {scales} {label} {scale}. */
  readonly regionScale: string;
  readonly fileName: string;
}

/** The copy and the French formatting the layout needs, handed in (the domain imports no copy): src/i18n/reperage.ts. */
export interface ReperageCopy {
  readonly words: ReperageWords;
  /** « 15,24 m² ». */
  quantity(value: number, unit: Unit): string;
  /** « 1:100 », « ≈ 1:98 ». */
  scale(scale: Scale): string;
  /** A whole number: « 71 ». */
  whole(value: number): string;
}

/** Print colours by ink name (`#rrggbb`), from the design tokens (src/theme/print.ts), and a surface's fill opacity. */
export interface PrintPalette {
  readonly colours: Readonly<Record<InkColor, string>>;
  readonly fillOpacity: number;
}

/** Why a page could not be made: its file gone from the browser, unreadable, password-protected, or its page gone. */
export type PageFailureCode = 'missingFile' | 'unreadableFile' | 'encryptedFile' | 'missingPage';

/** A page left out of the file (the others are written). */
export interface PageFailure {
  readonly sheetId: string;
  readonly sheetName: string;
  /** One-based page number in the sheet's file. */
  readonly page: number;
  readonly code: PageFailureCode;
}
