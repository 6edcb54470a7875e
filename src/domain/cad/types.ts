/**
 * CAD plans (issue 28): the shapes every layer of the CAD import shares.
 *
 * Two readers produce one neutral drawing, `CadDrawing`, in the file's own units (y up, as CAD draws):
 * - DXF, in the browser's CAD worker (workers/cad): dxf-parser (MIT) plus our own reading of what it drops (HATCH
 *   boundaries, ATTRIB, dynamic blocks' effective names, MINSERT);
 * - DWG, on the project's own server (server/cad): LibreDWG (GPL-3.0) in a separate process, never in a browser
 *   bundle; the server sends back this same JSON.
 * From it, domain/cad builds the sheet: a PDF page drawn from the vectors (one optional content group per CAD layer,
 * so that the viewer, the layers panel, snapping, the marked-up plan and the comparison work on it unchanged) and a
 * `CadSheetModel`: the blocks with their references and each layer's lengths and areas, in sheet space and SI, the
 * data the « Blocs » panel and the layer totals read. Counts come from INSERTs, never from pictures.
 *
 * Everything here is plain, structured-clone-friendly data (postMessage, JSON over HTTP, IndexedDB).
 */
import type { Point, Rect, Ring } from '../takeoff/types';

export type CadFormat = 'dxf' | 'dwg';

/** The units a CAD file can state that Metr takes (`$INSUNITS`); any other asks the person once. */
export const CAD_UNITS = ['mm', 'cm', 'm', 'inch', 'foot'] as const;
export type CadUnit = (typeof CAD_UNITS)[number];

/** Metres per drawing unit. */
export const UNIT_METRES: Readonly<Record<CadUnit, number>> = {
  mm: 0.001,
  cm: 0.01,
  m: 1,
  inch: 0.0254,
  foot: 0.3048,
};

/** `$INSUNITS` codes of the units above (AutoCAD's table: 1 inch, 2 foot, 4 mm, 5 cm, 6 m). */
export const INSUNITS_CODES: Readonly<Record<number, CadUnit>> = { 1: 'inch', 2: 'foot', 4: 'mm', 5: 'cm', 6: 'm' };

/** A point in drawing units, y up (model space, or a block's own space for a block's entities). */
export interface CadPoint {
  readonly x: number;
  readonly y: number;
}

/** A polyline vertex; `bulge` is tan(θ/4) of the arc to the next vertex (0: a straight segment). */
export interface CadVertex extends CadPoint {
  readonly bulge: number;
}

/**
 * A colour as the viewer draws it: '#rrggbb' (an AutoCAD Colour Index resolved through the standard palette, or a
 * true colour). ACI 7 (white/black) is resolved to black, as on paper.
 */
export type CadColor = string;

export interface CadLayer {
  readonly name: string;
  readonly color: CadColor;
  /** Millimetres; null: the default line weight. */
  readonly lineweight: number | null;
  /** False when the layer is off (a negative colour number in DXF). */
  readonly visible: boolean;
  readonly frozen: boolean;
}

/**
 * What every entity has. Colour and line weight absent mean « ByLayer »; `byBlock` means they come from the INSERT
 * that draws the block the entity is in. Layer « 0 » inside a block takes the INSERT's layer, as in AutoCAD.
 */
interface CadEntityBase {
  /** The entity's handle (hex), unique in the file; '' when the file has none. */
  readonly handle: string;
  /** The DXF type as the file names it (LINE, LWPOLYLINE, POLYLINE, ARC, HATCH, INSERT, MTEXT…). */
  readonly type: string;
  readonly layer: string;
  readonly color?: CadColor;
  readonly byBlock?: true;
  /** Millimetres. */
  readonly lineweight?: number;
  /**
   * Drawn and snapped to, never measured or counted: an MLINE's end caps, joints and fill, which AutoCAD draws from
   * its style (domain/cad/mline.ts) but which are no run of wall (layers.ts leaves them out of lengths, areas, counts).
   */
  readonly decoration?: true;
}

export interface CadLine extends CadEntityBase {
  readonly kind: 'line';
  readonly a: CadPoint;
  readonly b: CadPoint;
}

/** LWPOLYLINE and 2D POLYLINE (3D polylines are projected on the plan). */
export interface CadPolyline extends CadEntityBase {
  readonly kind: 'polyline';
  readonly vertices: readonly CadVertex[];
  readonly closed: boolean;
}

/** Counter-clockwise from `start` to `end`, radians (the OCS already applied: an extrusion of -Z mirrors it). */
export interface CadArc extends CadEntityBase {
  readonly kind: 'arc';
  readonly center: CadPoint;
  readonly radius: number;
  readonly start: number;
  readonly end: number;
}

export interface CadCircle extends CadEntityBase {
  readonly kind: 'circle';
  readonly center: CadPoint;
  readonly radius: number;
}

/** `majorAxis` from the centre; `ratio` minor/major; parameters in radians (0 and 2π for a whole ellipse). */
export interface CadEllipse extends CadEntityBase {
  readonly kind: 'ellipse';
  readonly center: CadPoint;
  readonly majorAxis: CadPoint;
  readonly ratio: number;
  readonly start: number;
  readonly end: number;
}

/** A spline, flattened by the reader (fit points or the control polygon's curve) to a polyline. */
export interface CadSpline extends CadEntityBase {
  readonly kind: 'spline';
  readonly points: readonly CadPoint[];
  readonly closed: boolean;
}

/** TEXT, MTEXT and ATTRIB: plain text (formatting codes removed, %%c → ⌀…), one line per '\n'. */
export interface CadText extends CadEntityBase {
  readonly kind: 'text';
  /** The baseline's left end of the first line, after alignment. */
  readonly position: CadPoint;
  readonly height: number;
  /** Radians, counter-clockwise. */
  readonly rotation: number;
  readonly text: string;
}

/**
 * INSERT (and MINSERT: `columns` × `rows` references at the spacings, in the block's rotated frame). Attribute values
 * are its ATTRIB entities.
 */
export interface CadInsert extends CadEntityBase {
  readonly kind: 'insert';
  /** The block's name as the file references it (an anonymous `*U12` for a dynamic block's copy). */
  readonly block: string;
  readonly position: CadPoint;
  readonly scale: CadPoint;
  readonly rotation: number;
  readonly columns: number;
  readonly rows: number;
  readonly columnSpacing: number;
  readonly rowSpacing: number;
  readonly attributes: readonly CadText[];
  /** Its XCLIP (domain/cad/xclip.ts): only the part of the block inside (or, inverted, outside) is drawn and counted. */
  readonly clip?: CadInsertClip;
}

/**
 * A block reference's clip (AutoCAD's XCLIP: a SPATIAL_FILTER in the INSERT's extension dictionary), enabled: a
 * disabled one (group 71 = 0) is not read. The boundary is in the block's own coordinates (those of its entities), so
 * that the reference's matrix places it as it places them.
 */
export interface CadInsertClip {
  /** A closed polygon, at least 3 points (a 2-point rectangle arrives as its 4 corners). */
  readonly boundary: readonly CadPoint[];
  /** An inverted clip (AutoCAD 2015+): what is inside the boundary is hidden, the rest shown. */
  readonly inverted: boolean;
}

/** A hatch's boundary loop: closed, as vertices with bulges (edges of lines and arcs converted; ellipses/splines flattened). */
export interface CadLoop {
  readonly vertices: readonly CadVertex[];
  /** DXF boundary path flag 1 (external) — informational; areas use even-odd nesting. */
  readonly external: boolean;
}

export interface CadHatch extends CadEntityBase {
  readonly kind: 'hatch';
  readonly loops: readonly CadLoop[];
  readonly solid: boolean;
  readonly pattern: string;
}

/** SOLID, TRACE and 3DFACE's outline: 3 or 4 corners in drawing order (DXF's 1-2-4-3 already reordered). */
export interface CadSolid extends CadEntityBase {
  readonly kind: 'solid';
  readonly points: readonly CadPoint[];
}

export interface CadPointEntity extends CadEntityBase {
  readonly kind: 'point';
  readonly position: CadPoint;
}

/** A dimension is drawn by its anonymous block (`*D…`); null when the file has none (nothing is drawn). */
export interface CadDimension extends CadEntityBase {
  readonly kind: 'dimension';
  readonly block: string | null;
}

export type CadEntity =
  | CadLine
  | CadPolyline
  | CadArc
  | CadCircle
  | CadEllipse
  | CadSpline
  | CadText
  | CadInsert
  | CadHatch
  | CadSolid
  | CadPointEntity
  | CadDimension;

export type CadEntityKind = CadEntity['kind'];

export interface CadBlock {
  /** The name INSERTs reference (`*U12`, `PORTE_90`). */
  readonly name: string;
  /**
   * The name a person knows it by: a dynamic block's anonymous copy (`*U12`) takes its dynamic block's name (from the
   * BLOCK_RECORD's `AcDbBlockRepBTag` xdata, or the INSERT's extension dictionary); every other block its own name.
   */
  readonly effectiveName: string;
  readonly base: CadPoint;
  readonly entities: readonly CadEntity[];
  /** A `*`-name (anonymous: dimensions `*D`, hatches `*X`, dynamic copies `*U`, tables `*T`). */
  readonly anonymous: boolean;
  /** An external reference (its geometry is not in this file). */
  readonly xref: boolean;
  /** An external reference's path as the file saved it (DXF: the BLOCK's group 1; DWG: its record's `xref_pname`). */
  readonly xrefPath?: string;
  /**
   * An xref overlay (BLOCK flag 8), not an attachment: drawn in its own drawing, but not when that drawing is itself
   * referenced by another (AutoCAD's rule: overlays do not nest).
   */
  readonly xrefOverlay?: true;
  /**
   * An external reference drawn from the file of that name (domain/cad/xrefs.ts bindXrefs): its entities are the
   * referenced file's model space, its layers and blocks named `XREF|NAME`. Absent: not drawn (missing).
   */
  readonly xrefFile?: string;
  /** Why a referenced file that was found could not be drawn (bindXrefs); absent when none was found. */
  readonly xrefProblem?: CadXrefProblem;
}

/**
 * Why an external reference whose file was given is still not drawn: the file could not be read (it has its own
 * error in the import), it references itself (a cycle), it is nested deeper than MAX_XREF_DEPTH, or drawing it would
 * pass CAD_LIMITS' entities.
 */
export type CadXrefProblem = 'unreadable' | 'cycle' | 'tooDeep' | 'tooComplex';

export interface CadDrawing {
  readonly format: CadFormat;
  /** `$ACADVER` (AC1015 = AutoCAD 2000…); '' when absent. */
  readonly version: string;
  /** `$INSUNITS` as one of CAD_UNITS; null when unitless (0), absent, or a unit Metr does not take. */
  readonly units: CadUnit | null;
  /** The raw `$INSUNITS` code (null when absent), so that the question can say what the file said. */
  readonly insUnits: number | null;
  readonly layers: readonly CadLayer[];
  /** Block definitions, model and paper space blocks excluded. */
  readonly blocks: readonly CadBlock[];
  /** Model space's entities, in file order. */
  readonly modelSpace: readonly CadEntity[];
  /** Entity types read but not drawn or counted (3DSOLID, REGION, WIPEOUT, IMAGE…), with how many of each. */
  readonly skipped: Readonly<Record<string, number>>;
  /**
   * The paper-space layouts (LAYOUT objects other than « Model »), in tab order; absent or empty when the file has
   * none (a DWG from the server, an R12 DXF). Each may become a sheet of the import (domain/cad/layout.ts).
   */
  readonly layouts?: readonly CadLayout[];
  /**
   * Paper-space layouts with content that could not be read (a DWG whose LAYOUT objects LibreDWG could not decode):
   * not imported, and the import says so. Absent when every layout was read.
   */
  readonly unreadableLayouts?: number;
}

/**
 * A paper-space layout: its own entities (title block, annotations), in paper units (the drawing's units, y up), and
 * its viewports onto model space.
 */
export interface CadLayout {
  /** The layout's name as its tab shows it (LAYOUT group 1: « A1 - RDC »). */
  readonly name: string;
  /** The tab order (LAYOUT group 71). */
  readonly tabOrder: number;
  /** The paper space block it draws (`*Paper_Space`, `*Paper_Space0`…). */
  readonly block: string;
  /** Its entities, VIEWPORTs excluded. */
  readonly entities: readonly CadEntity[];
  /** Its viewports onto model space, the layout's own overall viewport excluded, in file order. */
  readonly viewports: readonly CadViewport[];
  /** VIEWPORT entities whose numbers could not be read (a missing or non-finite size, centre or view height). */
  readonly unreadableViewports: number;
  /**
   * The paper its plot settings name (DXF: the LAYOUT object's AcDbPlotSettings groups; DWG: LibreDWG's PLOTSETTINGS,
   * read by the server), when they give a size: the sheet is then that paper. Absent (no size, or settings that
   * could not be read): the sheet is sized to what the layout draws.
   */
  readonly paper?: CadPaper;
}

/**
 * A layout's paper, from its plot settings: groups 44/45 (the paper's size, millimetres whatever group 72 says),
 * 40–43 (its unprintable margins), 46/47 (the plot origin's offset), 73 (the plot's rotation: 0–3 quarter turns).
 */
export interface CadPaper {
  /** The paper as the layout shows it, millimetres: 44 × 45, or 45 × 44 for a plot turned a quarter. */
  readonly widthMm: number;
  readonly heightMm: number;
  /**
   * The paper's lower-left corner in paper space, millimetres: the plot origin sits at the printable area's corner
   * plus its offset, so the paper starts (margin + offset) before it on each axis (the margins turned with the plot).
   */
  readonly cornerMm: CadPoint;
  /** The plot's rotation, degrees counter-clockwise. */
  readonly rotation: 0 | 90 | 180 | 270;
  /**
   * The paper in paper-space units, when the plot places an area of the layout at a scale (its limits, extents or a
   * window, « ajusté au papier » included: domain/cad/paper.ts). Absent: the paper is at 1:1, from `cornerMm`.
   */
  readonly box?: CadBox;
}

/** An axis-aligned box, in the units of what it bounds. */
export interface CadBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/**
 * A VIEWPORT: a rectangle of paper showing model space. A model point P is drawn at
 * centre + (viewHeight ⇢ height scale) × (R(twist)·(P − target) − viewCentre), clipped to the rectangle (DXF: the
 * view centre is in display coordinates, the target's frame turned by the twist).
 */
export interface CadViewport {
  readonly handle: string;
  /** Group 69 (1: the layout's overall viewport, never listed here). */
  readonly id: number;
  /** The rectangle's centre on paper. */
  readonly center: CadPoint;
  /** The rectangle's size on paper. */
  readonly width: number;
  readonly height: number;
  /** The view's centre, in display coordinates (group 12/22). */
  readonly viewCenter: CadPoint;
  /** The view's target point in model space (group 17/27). */
  readonly viewTarget: CadPoint;
  /** Model units shown over the rectangle's height (group 45). */
  readonly viewHeight: number;
  /** Radians, counter-clockwise (group 51, degrees in the file). */
  readonly twist: number;
  /** Layers frozen in this viewport only (groups 331/341, handles resolved to names). */
  readonly frozenLayers: readonly string[];
  /** Frozen-layer handles the layer table does not name. */
  readonly unknownFrozenLayers: number;
  /**
   * A non-rectangular clip (group 90 bit 0x10000 with a 340 boundary): drawn clipped to the boundary's outline
   * (`clipOutline`) inside the rectangle; when the boundary cannot be read, to the rectangle alone, which contains it.
   */
  readonly nonRectangularClip: boolean;
  /**
   * The clip boundary entity (a closed polyline, a circle…) as a polygon on paper, when it could be read: model space
   * is then clipped to it as well as to the rectangle (domain/cad/layout.ts). Absent with a rectangular clip.
   */
  readonly clipOutline?: readonly CadPoint[];
  /** Not a plan view (view direction other than +Z): drawn as a plan view from above anyway. */
  readonly notPlanView: boolean;
}

/**
 * Why a CAD file was not imported. Each has a French message naming the file (i18n/cad.fr.ts); nothing of the file is
 * saved, the rest of the batch goes on.
 */
export type CadErrorCode =
  /** Neither a DXF (text or binary) nor a DWG by its first bytes. */
  | 'notCad'
  /** A DXF cut short (no EOF, a section never ended) or a DWG LibreDWG cannot read to the end. */
  | 'truncated'
  /** A DWG version LibreDWG does not read (before R13, or newer than it knows), or a binary DXF. */
  | 'unsupportedVersion'
  /** Over CAD_LIMITS' bytes. */
  | 'tooLarge'
  /** Over CAD_LIMITS' entities or references once blocks are expanded. */
  | 'tooComplex'
  /**
   * A sheet's page would have more drawing operators than the PDF engine draws (MAX_PAGE_OPERATORS): refused by the
   * CAD worker as soon as it is certain (while the file is read, when the drawing is kept, or as the page is drawn).
   */
  | 'tooManyOperators'
  /** Nothing drawable, in model space nor in any layout (a DWG from the server: in model space). */
  | 'emptyModel'
  /** The DWG conversion failed (LibreDWG crashed or returned nothing). */
  | 'conversionFailed'
  /** The Metr server did not answer (offline, or no server behind the site). */
  | 'serverUnreachable'
  /** The Metr server is converting as many DWG files as it takes at once: try again in a moment (HTTP 503 / 429). */
  | 'serverBusy'
  /** Over a time limit (the DWG process, or the build in the worker). */
  | 'timeout'
  | 'cancelled'
  /** The CAD worker itself failed (could not start, or crashed — most often out of memory). */
  | 'workerFailed';

/** Every CadErrorCode, once (a Record so that a code added above must be added here: the type says so). */
const ERROR_CODES: Readonly<Record<CadErrorCode, true>> = {
  notCad: true,
  truncated: true,
  unsupportedVersion: true,
  tooLarge: true,
  tooComplex: true,
  tooManyOperators: true,
  emptyModel: true,
  conversionFailed: true,
  serverUnreachable: true,
  serverBusy: true,
  timeout: true,
  cancelled: true,
  workerFailed: true,
};

export function isCadErrorCode(value: unknown): value is CadErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

export const CAD_LIMITS = {
  /** A DXF larger than this is refused unread (the PDF limit, decimal MB as file managers show it). */
  dxfBytes: 200_000_000,
  /** A DWG larger than this is refused before upload (the server checks it again). */
  dwgBytes: 50_000_000,
  /** Entities drawn once blocks are expanded (every reference's copy counted). */
  entities: 2_000_000,
  /** Block references, nested ones included. */
  references: 200_000,
  /** The DWG process is killed after this long. */
  dwgTimeoutMs: 30_000,
  /** Reading or building one file in the CAD worker. */
  workerTimeoutMs: 60_000,
} as const;

// ───────────────────────────── The sheet made from a drawing ─────────────────────────────

/**
 * How the drawing sits on its sheet: sheet = (x · k + dx, −y · k + dy) in PDF points, k = unitMetres / denominator /
 * POINT_METRES. The denominator is the smallest of CAD_SHEET_DENOMINATORS that fits the drawing's extents on the
 * largest sheet (CAD_SHEET_MAX_PT), so the plan prints at a scale an économiste recognises.
 */
export interface CadPlacement {
  readonly unit: CadUnit;
  /** Where the unit came from: the file's `$INSUNITS`, or the person's answer. */
  readonly unitSource: 'file' | 'person';
  readonly denominator: number;
  /** Points per drawing unit. */
  readonly k: number;
  readonly dx: number;
  readonly dy: number;
}

/** Metres per PDF point. */
export const POINT_METRES = 0.0254 / 72;
export const CAD_SHEET_DENOMINATORS = [
  1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000,
] as const;
/** The longest sheet side: A0's long side plus a margin (1189 mm ≈ 3370 pt), then CAD_SHEET_MARGIN_PT around. */
export const CAD_SHEET_MAX_PT = 3370;
export const CAD_SHEET_MARGIN_PT = 36;

export interface CadLayerSummary {
  readonly name: string;
  readonly color: CadColor;
  readonly lineweight: number | null;
  readonly visible: boolean;
  readonly frozen: boolean;
  /** Entities of model space on the layer, block references' contents included. */
  readonly entityCount: number;
}

/** One reference of a block on the sheet: top level, nested (inside another block's reference), or a MINSERT cell. */
export interface CadReference {
  /**
   * The INSERT's handle; for a nested one the chain from the top-level INSERT, joined by '/' ('2F/1A3'); a MINSERT
   * cell adds '#row.column' ('2F#0.3'). Unique on the sheet.
   */
  readonly id: string;
  /** The insertion point, in sheet space. */
  readonly point: Point;
  /** The reference's drawn extent, in sheet space (its point alone when the block draws nothing). */
  readonly box: Rect;
  /** The INSERT's layer (for a nested one, its own layer, « 0 » resolved to its parent's). */
  readonly layer: string;
  readonly nested: boolean;
}

export interface CadBlockSummary {
  /** The effective name (what « Blocs » lists and COUNT groups by). */
  readonly name: string;
  /** The names the file references it by (the block itself and its dynamic copies `*U…`), sorted. */
  readonly rawNames: readonly string[];
  /** The layers its references are on, sorted. */
  readonly layers: readonly string[];
  readonly topLevel: number;
  readonly nested: number;
  /** Every reference, top level first then nested, each in file order. */
  readonly references: readonly CadReference[];
}

/** A line, polyline (bulges as arcs), arc, circle, ellipse or spline of a layer, flattened for the plan. */
export interface CadLengthPiece {
  /** The entity's reference on the sheet, as CadReference.id for entities inside blocks ('2F/1A3'), else its handle. */
  readonly id: string;
  readonly type: string;
  /** Flattened (chord error ≤ CAD_FLATTEN_RELATIVE of the length), in sheet space. */
  readonly points: readonly Point[];
  readonly closed: boolean;
  /** The exact length (arcs as arcs), metres. */
  readonly metres: number;
}

/** A closed polyline, circle, ellipse, hatch or solid of a layer: its area, holes deducted (even-odd nesting). */
export interface CadAreaPiece {
  readonly id: string;
  readonly type: string;
  readonly outer: Ring;
  readonly holes: readonly Ring[];
  /** Exact (bulges as circular segments), square metres, holes deducted. */
  readonly squareMetres: number;
}

/** The most relative length error flattening may add (the 0.01 %, with a margin). */
export const CAD_FLATTEN_RELATIVE = 2e-5;

export interface CadLayerGeometry {
  readonly layer: string;
  /** Sum of `lengths[].metres`. */
  readonly metres: number;
  /** Sum of `areas[].squareMetres`. */
  readonly squareMetres: number;
  readonly lengths: readonly CadLengthPiece[];
  readonly areas: readonly CadAreaPiece[];
}

/** What the sheet of a CAD file knows of its drawing; stored with the file (db table cadModels), never journalled. */
export interface CadSheetModel {
  readonly version: 1;
  readonly format: CadFormat;
  /** `$ACADVER`. */
  readonly fileVersion: string;
  readonly placement: CadPlacement;
  /** Sheet size, PDF points. */
  readonly width: number;
  readonly height: number;
  readonly layers: readonly CadLayerSummary[];
  /** Sorted by name (French collation). */
  readonly blocks: readonly CadBlockSummary[];
  /** One per layer that has any length or area, sorted by name. */
  readonly geometry: readonly CadLayerGeometry[];
  readonly skipped: Readonly<Record<string, number>>;
  /**
   * The paper-space layouts that became sheets, in tab order, each at its `pageIndex` of the file's PDF: page i + 1 is
   * `layouts[i]` — or page i when `paperOnly`.
   */
  readonly layouts?: readonly CadLayoutSheetModel[];
  /**
   * Model space draws nothing (a plan drawn on paper only): the file has no model space sheet, its layouts are its
   * sheets from page 0, and the fields above are page 0's — its first layout's (domain/cad/layout.ts paperOnlyModel).
   */
  readonly paperOnly?: true;
  /** The drawing's layouts that could not be read (CadDrawing.unreadableLayouts): shown on its first sheet. */
  readonly unreadableLayouts?: number;
  /**
   * External references the drawing places but does not contain (domain/cad/xrefs.ts): nothing of them is drawn,
   * counted or measured, and every sheet of the file says so. Absent when there are none.
   */
  readonly missingXrefs?: readonly CadMissingXref[];
  /** External references drawn from files given with it (domain/cad/xrefs.ts). Absent when there are none. */
  readonly drawnXrefs?: readonly CadDrawnXref[];
  /** References drawn clipped (XCLIP), by effective block name, top level first. Absent when there are none. */
  readonly clippedReferences?: readonly CadClippedReference[];
}

/** A block or xref reference drawn clipped: only the part inside its boundary is drawn, measured and counted. */
export interface CadClippedReference {
  /** The effective name; an xref's block name. */
  readonly name: string;
  readonly xref: boolean;
  /** How many references of it are clipped. */
  readonly count: number;
  /** Whether at least one of them hides the inside (an inverted clip). */
  readonly inverted: boolean;
}

/** An external reference drawn from a referenced file given with the drawing. */
export interface CadDrawnXref {
  /** Its block's name (nested ones: `HOST|NAME`); its layers are named `NAME|LAYER`. */
  readonly name: string;
  /** The file it was drawn from, as it was given (« PLAN RDC.dxf »). */
  readonly file: string;
  /** The path the drawing saved for it (« ..\ARCHI\PLAN RDC.dwg »), when it gave one. */
  readonly path?: string;
  /** How many times the drawing places it (model space, layouts and blocks). */
  readonly references: number;
}

/** An external reference (xref) placed in a drawing that does not contain it. */
export interface CadMissingXref {
  /** Its block's name (usually the referenced file's name without its extension). */
  readonly name: string;
  /** The path the drawing saved for it, when it gave one: the file to ask for. */
  readonly path?: string;
  /** How many times the drawing places it (model space, layouts and blocks). */
  readonly references: number;
  /** Its file was given but could not be drawn, and why. */
  readonly problem?: CadXrefProblem;
}

/** A viewport as its layout sheet has it: its rectangle in sheet space and the scale measurements take inside it. */
export interface CadViewportRegion {
  readonly handle: string;
  /** Sheet space (PDF points, y down), axis-aligned (a viewport's rectangle is, whatever its twist). */
  readonly rect: Rect;
  /** Model metres per sheet point inside it, as a file scale's denominator: POINT_METRES × denominator. */
  readonly denominator: number;
  /** Drawing units on paper per model unit (height / view height): 0.02 for 1:50 when both are mm. */
  readonly ratio: number;
  readonly twist: number;
  readonly frozenLayers: readonly string[];
  /** Clipped by a boundary Metr could not read: shown in its whole rectangle (a boundary read clips the drawing). */
  readonly nonRectangularClip: boolean;
}

/**
 * A layout's sheet: its model is the layout's own entities (title block, annotations) — blocks, layers and totals of
 * paper space only; model space seen through its viewports is counted on the model space's sheet, once.
 */
export interface CadLayoutSheetModel extends Omit<
  CadSheetModel,
  'layouts' | 'paperOnly' | 'unreadableLayouts' | 'missingXrefs' | 'drawnXrefs'
> {
  /** The layout's name (the sheet's name). */
  readonly name: string;
  readonly tabOrder: number;
  /** The sheet's page in the file's PDF (model space is 0, unless the file is `paperOnly`). */
  readonly pageIndex: number;
  readonly viewports: readonly CadViewportRegion[];
  /** Viewports not shown: their data could not be read. */
  readonly unreadableViewports: number;
  /**
   * The paper the sheet is (CadLayout.paper), when the plot settings gave one; absent, the sheet is sized to what the
   * layout draws plus the usual margin. `grown`: something is drawn off the paper, so the sheet takes it in too.
   */
  readonly paper?: { readonly widthMm: number; readonly heightMm: number; readonly grown: boolean };
}

/** What a measurement made from CAD data keeps of where it came from (« bloc CAO : PORTE_90 »). */
export type CadOrigin =
  | { readonly kind: 'block'; readonly block: string; readonly references: readonly string[] }
  | { readonly kind: 'layer'; readonly layer: string; readonly pieces: readonly string[] };
