/**
 * What a CAD file holds that Metr does not draw (issue 28), grouped for a person: the readers count every entity type
 * they leave out (`skipped`), and a plan missing its raster base plan, its AutoCAD Architecture walls or its 3D
 * solids must say so rather than look whole. Types that a plotted plan does not show either are left out of it:
 * construction lines (RAY, XLINE: infinite, for drawing), attribute definitions (ATTDEF: shown through their
 * references' attributes) and the readers' own bookkeeping.
 */

/** The groups a person is told about, in the order they are listed (what most likely hides plan content first). */
export const UNSHOWN_KINDS = [
  'image',
  'underlay',
  'proxy',
  'solid',
  'ole',
  'table',
  'annotation',
  'wipeout',
  'other',
] as const;
export type UnshownKind = (typeof UNSHOWN_KINDS)[number];

export interface UnshownGroup {
  readonly kind: UnshownKind;
  /** How many entities of the group the file holds (model space, layouts and block definitions). */
  readonly count: number;
  /** The file's entity types in the group, by decreasing count, at most MAX_NAMED_TYPES (for « other », what is named). */
  readonly types: readonly string[];
  /** The group's types past MAX_NAMED_TYPES, not named: a file can make up any number of type names. */
  readonly moreTypes: number;
}

/** Types named per group: the rest are counted. */
export const MAX_NAMED_TYPES = 6;

/** Types left out of what is said: not plan content, or not entities a person sees. */
const NOT_SAID = new Set(['RAY', 'XLINE', 'ATTDEF', 'SEQEND', 'VERTEX', 'ENDBLK', 'VIEWPORT', 'REPEAT', 'ENDREP']);

const KIND_OF: Readonly<Record<string, UnshownKind>> = {
  IMAGE: 'image',
  PDFUNDERLAY: 'underlay',
  DWFUNDERLAY: 'underlay',
  DGNUNDERLAY: 'underlay',
  UNDERLAY: 'underlay',
  ACAD_PROXY_ENTITY: 'proxy',
  '3DSOLID': 'solid',
  REGION: 'solid',
  BODY: 'solid',
  MESH: 'solid',
  SURFACE: 'solid',
  PLANESURFACE: 'solid',
  EXTRUDEDSURFACE: 'solid',
  LOFTEDSURFACE: 'solid',
  REVOLVEDSURFACE: 'solid',
  SWEPTSURFACE: 'solid',
  NURBSURFACE: 'solid',
  POLYLINE: 'solid',
  OLE2FRAME: 'ole',
  OLEFRAME: 'ole',
  ACAD_TABLE: 'table',
  TABLE: 'table',
  LEADER: 'annotation',
  MULTILEADER: 'annotation',
  MLEADER: 'annotation',
  TOLERANCE: 'annotation',
  ARC_DIMENSION: 'annotation',
  WIPEOUT: 'wipeout',
};

/**
 * The entity types a reader skipped, grouped and counted; empty when there is nothing to say. A skipped POLYLINE is
 * a polyface or polygon mesh (the readers draw every other kind of POLYLINE); an AutoCAD Architecture or MEP object
 * (`AEC_…`) is an application's object, as a proxy is.
 */
export function unshownGroups(skipped: Readonly<Record<string, number>>): UnshownGroup[] {
  const groups = new Map<UnshownKind, Map<string, number>>();
  for (const [type, count] of Object.entries(skipped)) {
    if (!(count > 0) || NOT_SAID.has(type.toUpperCase())) continue;
    const upper = type.toUpperCase();
    const kind = KIND_OF[upper] ?? (upper.startsWith('AEC') || upper.startsWith('AECB') ? 'proxy' : 'other');
    const types = groups.get(kind) ?? new Map<string, number>();
    types.set(type, (types.get(type) ?? 0) + count);
    groups.set(kind, types);
  }
  return UNSHOWN_KINDS.flatMap((kind) => {
    const types = groups.get(kind);
    if (!types) return [];
    const sorted = [...types].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    return [
      {
        kind,
        count: sorted.reduce((sum, [, n]) => sum + n, 0),
        types: sorted.slice(0, MAX_NAMED_TYPES).map(([t]) => t),
        moreTypes: Math.max(0, sorted.length - MAX_NAMED_TYPES),
      },
    ];
  });
}
