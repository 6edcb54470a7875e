/**
 * What a backup may hold, checked row by row before anything of it is written (backup.ts reads the file twice: this
 * check, then the load). A restored row is read by the whole workspace as its type says it is; a row that lies (a
 * `createdAt` that is `{}`, a name of 20 MB) used to go in as it was and then break every page that showed it.
 *
 * Every table has a schema: types, finite numbers, valid dates, ids, closed lists of values, and sizes bounded to what
 * the app can create with a wide margin (a name the project form caps at 200 characters may be 2 000 here; a
 * polyline may have 100 000 vertices). Objects are loose: a field this code does not know is let through (a row
 * from a version of the app that added an optional field), but the whole row's line is bounded in size. After the
 * rows, the references between tables are checked: a sheet's project and file, a measurement's sheet, a lot's
 * library… (see `checkReferences` for which, and why some are not).
 *
 * The problems are data (table, row, field, code, sizes): the UI words them in French (src/i18n/backupReport.fr.ts).
 */
import { COMMAND_TYPES, isVariableName } from '../domain/takeoff/commands';
import { UNITS } from '../domain/takeoff/quantity';
import {
  COUNT_SYMBOLS,
  DETECTION_MAX_PROPOSALS,
  PALETTE_KEYS,
  PLAN_ELEMENT_METHODS,
  TABLE_NAMES,
  type TableName,
} from '../domain/takeoff/types';
import { VAT_RATES } from '../domain/library/types';
import { ALIGNMENT_METHODS, CARRY_REVIEWS, CHANGE_KINDS, CHANGE_STATUSES } from '../domain/comparison/types';
import { CAD_UNITS } from '../domain/cad/types';
import { WORKS_NATURES } from '../domain/projects/typologies';
import { STORED_NAME_MAX, isIsoDate } from '../domain/storedValues';
import { z } from '../domain/validation/z';
import type { BackupProblem, BackupProblemCode } from './errors';
import type { StoredRow } from './schema';

/**
 * The sizes a backup may hold. Each is what the app can create, with a margin: rows written by older versions (or
 * imported from other tools) may be longer than today's forms allow, and refusing a person's own backup is worse than
 * accepting a long name. A 20 MB name is far past any of them.
 */
export const BACKUP_LIMITS = {
  /** Ids: random UUIDs (36), or version 4's legacy tree ids, which carry the lot's and chapter's texts. */
  id: 2_000,
  /** Codes, units, media types, hashes, a scope, a command type. */
  short: 200,
  /** Names, labels, titles, a client, an address, a file name (the forms cap them at 200 or less). */
  name: STORED_NAME_MAX,
  /** An e-mail address (254 at most by RFC 5321), with a margin. */
  email: 320,
  /** An article's designation, a formula (library files bring long ones). */
  designation: 20_000,
  /** Descriptions and comments (a CCTP paragraph pasted in). */
  text: 200_000,
  /** Vertices of one ring or polyline; points of one count. */
  points: 100_000,
  /** Holes of an area, openings of a wall, regions of a sheet, links and tags of a row, hidden layers. */
  items: 10_000,
  /**
   * Proposals of an assisted count, and the ids it rejected: the app keeps DETECTION_MAX_PROPOSALS of those not
   * accepted (accepted ones are never dropped, so a count may hold a few more).
   */
  proposals: DETECTION_MAX_PROPOSALS * 10,
  /** Rows inside one journal entry or one version's snapshot (a deleted project carries all its rows). */
  rows: 1_000_000,
  /** Pages of one file. */
  pages: 100_000,
  /** Bytes of a plan file (the import refuses more than 200 MB) and of a thumbnail. */
  fileBytes: 1_000_000_000,
  thumbnailBytes: 50_000_000,
  /** Any coordinate, in PDF points (a sheet is at most 14 400 pt wide). */
  coordinate: 1e9,
  /** Characters of one line of the file (one row, or one blob part of 1.4 MB). */
  lineChars: 256 * 1024 * 1024,
} as const;

// Custom checks carry their problem code as their message (the only text a custom issue has).
const date = z.custom<string>(isIsoDate, 'notADate');
const optionalDate = date.optional();
const id = z.string().min(1).max(BACKUP_LIMITS.id);
const text = (max: number) => z.string().max(max);
const name = text(BACKUP_LIMITS.name);
const short = text(BACKUP_LIMITS.short);
const finite = z.number();
const coordinate = z.number().min(-BACKUP_LIMITS.coordinate).max(BACKUP_LIMITS.coordinate);
const positive = z.number().positive();
const nonNegative = z.number().min(0);
const count = (max: number) => z.number().int().min(0).max(max);
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max);

const point = z.looseObject({ x: coordinate, y: coordinate });
const ring = list(point, BACKUP_LIMITS.points);
const rect = z.looseObject({ minX: coordinate, minY: coordinate, maxX: coordinate, maxY: coordinate });

const scale = z.looseObject({
  metresPerUnit: positive,
  source: z.discriminatedUnion('kind', [
    z.looseObject({ kind: z.literal('ratio'), denominator: positive }),
    z.looseObject({ kind: z.literal('calibration'), from: point, to: point, metres: positive }),
    z.looseObject({
      kind: z.literal('file'),
      unit: z.enum(CAD_UNITS),
      unitSource: z.enum(['file', 'person']),
      denominator: positive,
    }),
  ]),
});

// --- Plan comparison (issue 27): a sheet's indice, its alignment and changes; a measurement's carry-over ---------
/** A PDF rectangle (x, y, width, height), as the comparison engine gives a changed region's box. */
const pdfRect = z.looseObject({
  x: coordinate,
  y: coordinate,
  width: nonNegative.max(BACKUP_LIMITS.coordinate),
  height: nonNegative.max(BACKUP_LIMITS.coordinate),
});
const alignment = z.looseObject({
  matrix: z.tuple([finite, finite, finite, finite, finite, finite]),
  method: z.enum(ALIGNMENT_METHODS),
  confidence: z.number().min(0).max(1),
  residual: nonNegative,
  pairs: list(z.tuple([point, point]), BACKUP_LIMITS.items).optional(),
});
const changeRegion = z.looseObject({
  id,
  box: pdfRect,
  kind: z.enum(CHANGE_KINDS),
  added: nonNegative,
  removed: nonNegative,
  status: z.enum(CHANGE_STATUSES),
});
const carried = z.looseObject({
  measurementId: id,
  sheetId: id,
  review: z.enum(CARRY_REVIEWS),
  regionIds: list(id, BACKUP_LIMITS.items),
  checkedAt: optionalDate,
});
// --- end of the plan comparison block ----------------------------------------------------------------------------

const project = z.looseObject({
  id,
  name,
  createdAt: date,
  updatedAt: optionalDate,
  client: name.optional(),
  reference: name.optional(),
  type: name.optional(),
  worksNature: z.enum(WORKS_NATURES).optional(),
  address: name.optional(),
  deliveryDate: optionalDate,
});

const sheet = z.looseObject({
  id,
  projectId: id,
  fileId: id,
  pageIndex: count(BACKUP_LIMITS.pages),
  name,
  width: positive.max(BACKUP_LIMITS.coordinate),
  height: positive.max(BACKUP_LIMITS.coordinate),
  scale: z.looseObject({
    default: scale.nullable(),
    regions: list(
      z.looseObject({
        id,
        label: name,
        shape: z.discriminatedUnion('kind', [
          z.looseObject({ kind: z.literal('rect'), rect }),
          z.looseObject({ kind: z.literal('polygon'), points: ring }),
        ]),
        scale,
      }),
      BACKUP_LIMITS.items,
    ),
  }),
  revision: short.optional(),
  previousSheetId: id.optional(),
  indice: short.min(1).optional(),
  alignment: alignment.optional(),
  changes: list(changeRegion, BACKUP_LIMITS.items).optional(),
  createdAt: date,
  updatedAt: date,
});

/** Version 2's plans: a name only. The workspace's sheets are the rows with a `fileId`. */
const legacyPlan = z.looseObject({ id, projectId: id, name });

const file = z.looseObject({
  id,
  projectId: id,
  name,
  mediaType: short,
  size: count(BACKUP_LIMITS.fileBytes),
  hash: short,
  pageCount: count(BACKUP_LIMITS.pages),
  revisionOf: id.optional(),
  cad: z
    .looseObject({
      format: z.enum(['dxf', 'dwg']),
      version: short,
      unit: z.enum(CAD_UNITS),
      unitSource: z.enum(['file', 'person']),
    })
    .optional(),
  createdAt: date,
});

/** Where a measurement is (issue 24): each part a non-empty string of a name's length at most, both optional. */
const localisation = z.looseObject({ level: name.min(1).optional(), zone: name.min(1).optional() });

const measurementBase = {
  id,
  projectId: id,
  sheetId: id,
  label: name,
  color: z.enum(PALETTE_KEYS),
  createdAt: date,
  updatedAt: date,
  origin: z.enum(['manual', 'detected', 'validated', 'corrected']).optional(),
  articleId: id.optional(),
  links: list(
    z.looseObject({ articleId: id, formula: text(BACKUP_LIMITS.designation), pse: name.optional() }),
    BACKUP_LIMITS.items,
  ).optional(),
  localisation: localisation.optional(),
  labelOffset: point.optional(),
  element: z
    .looseObject({
      method: z.enum(PLAN_ELEMENT_METHODS),
      source: z.enum(['vectors', 'raster']),
      layers: list(name, BACKUP_LIMITS.items),
      gap: z.number().min(0).max(100).optional(),
      name: name.optional(),
    })
    .optional(),
  carried: carried.optional(),
  cad: z
    .discriminatedUnion('kind', [
      z.looseObject({
        kind: z.literal('block'),
        block: name,
        references: list(text(BACKUP_LIMITS.id), BACKUP_LIMITS.points),
      }),
      z.looseObject({
        kind: z.literal('layer'),
        layer: name,
        pieces: list(text(BACKUP_LIMITS.id), BACKUP_LIMITS.points),
      }),
    ])
    .optional(),
};
const holes = list(ring, BACKUP_LIMITS.items);

/** A matcher's score: 0…1. */
const score = z.number().min(0).max(1);
/** Where a counted point came from (issue 25): by hand, or a detection accepted (its box, template and score). */
const countOrigin = z.discriminatedUnion('kind', [
  z.looseObject({ kind: z.literal('manual') }),
  z.looseObject({
    kind: z.literal('detected'),
    proposalId: id,
    templateId: id,
    box: rect,
    score,
    corrected: z.boolean(),
  }),
]);
const countDetection = z.looseObject({
  templates: list(z.looseObject({ id, sheetId: id, box: rect }), BACKUP_LIMITS.items),
  proposals: list(
    z.looseObject({
      id,
      templateId: id,
      center: point,
      box: rect,
      rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
      mirrored: z.boolean(),
      score,
    }),
    BACKUP_LIMITS.proposals,
  ),
  rejected: list(id, BACKUP_LIMITS.proposals),
  thresholds: z.looseObject({ show: score, autoAccept: score }),
});

const measurement = z.discriminatedUnion('kind', [
  z
    .looseObject({
      ...measurementBase,
      kind: z.literal('count'),
      points: ring,
      symbol: z.enum(COUNT_SYMBOLS).optional(),
      origins: list(countOrigin, BACKUP_LIMITS.points).optional(),
      detection: countDetection.optional(),
    })
    // The origins say where each point came from, in the points' order: one each, or the count reads wrong.
    .refine((m) => m.origins === undefined || m.origins.length === m.points.length, {
      path: ['origins'],
      message: 'invalid',
    }),
  z.looseObject({ ...measurementBase, kind: z.literal('length'), points: ring, closed: z.boolean() }),
  z.looseObject({ ...measurementBase, kind: z.literal('area'), points: ring, holes }),
  z.looseObject({
    ...measurementBase,
    kind: z.literal('wallArea'),
    points: ring,
    closed: z.boolean(),
    height: nonNegative,
    heightVariable: z.string().refine(isVariableName).optional(),
    openings: list(
      z.looseObject({
        width: nonNegative,
        height: nonNegative,
        count: count(1_000_000),
        label: name.optional(),
      }),
      BACKUP_LIMITS.items,
    ),
  }),
  z.looseObject({ ...measurementBase, kind: z.literal('volume'), points: ring, holes, thickness: nonNegative }),
]);
const library = z.looseObject({
  id,
  name,
  createdAt: date,
  updatedAt: optionalDate,
  description: text(BACKUP_LIMITS.text).optional(),
  origin: z
    .discriminatedUnion('kind', [
      z.looseObject({ kind: z.literal('starter'), edition: count(1_000_000) }),
      z.looseObject({ kind: z.literal('import'), fileName: name }),
    ])
    .optional(),
});
const lot = z.looseObject({ id, libraryId: id, code: short, title: name, createdAt: date, updatedAt: date });
const chapter = lot.extend({ lotId: id });
const article = z.looseObject({
  id,
  bibliotheque_id: id,
  lot: id,
  subCategory: id,
  code: short,
  designation: text(BACKUP_LIMITS.designation),
  unite: z.enum(UNITS),
  prix_unitaire: nonNegative.max(1e12),
  vatRate: z.union(VAT_RATES.map((rate) => z.literal(rate))),
  actif: z.boolean(),
  description: text(BACKUP_LIMITS.text).optional(),
  tags: list(name, BACKUP_LIMITS.items),
  fichier_joint: text(BACKUP_LIMITS.designation).optional(),
  createdAt: date,
  updatedAt: date,
  legacyUnit: name.optional(),
  color: z.enum(PALETTE_KEYS).optional(),
  symbol: z.enum(COUNT_SYMBOLS).optional(),
});
const variable = z.looseObject({
  id,
  projectId: id,
  name,
  value: finite,
  unit: short,
  comment: text(BACKUP_LIMITS.text).optional(),
  createdAt: date,
  updatedAt: date,
});

/** The model's rows by the journal's table names (the model's `sheets` are the `plans` table's rows). */
const MODEL_ROWS: Readonly<Record<TableName, z.ZodType>> = {
  projects: project,
  files: file,
  sheets: sheet,
  measurements: measurement,
  variables: variable,
  libraries: library,
  libraryLots: lot,
  libraryChapters: chapter,
  libraryItems: article,
};

const scopeId = z.custom<string>(
  (value) =>
    typeof value === 'string' &&
    value.length <= BACKUP_LIMITS.id &&
    (value === 'projects' || value === 'libraries' || /^project:.+$/s.test(value)),
  'invalid',
);

const changeOf = (table: TableName) =>
  z.looseObject({
    table: z.literal(table),
    id,
    before: MODEL_ROWS[table].nullable(),
    after: MODEL_ROWS[table].nullable(),
  });
const [firstTable = 'projects', ...otherTables] = TABLE_NAMES;
const change = z.discriminatedUnion('table', [changeOf(firstTable), ...otherTables.map(changeOf)]);

const journal = z.looseObject({
  id,
  projectId: id.optional(),
  seq: z.number().int().min(1),
  at: date,
  /** A user's id, or their e-mail address when no account was open. */
  by: text(BACKUP_LIMITS.email),
  type: z.enum(COMMAND_TYPES),
  changes: list(change, BACKUP_LIMITS.rows),
  scope: scopeId,
  status: z.enum(['done', 'undone', 'discarded']),
  fileIds: list(id, BACKUP_LIMITS.items).optional(),
  irreversibleAt: optionalDate,
  irreversibleWhy: z.enum(['deletedForTeam', 'byColleague', 'unshared']).optional(),
  versionId: id.optional(),
  undoneAt: optionalDate,
  discardedAt: optionalDate,
});

const version = z.looseObject({
  id,
  projectId: id,
  name,
  createdAt: date,
  by: text(BACKUP_LIMITS.email),
  snapshot: z.looseObject({
    sheets: list(sheet, BACKUP_LIMITS.rows),
    measurements: list(measurement, BACKUP_LIMITS.rows),
    variables: list(variable, BACKUP_LIMITS.rows),
    files: list(file, BACKUP_LIMITS.rows),
    library: z
      .looseObject({
        declaredLibraryIds: list(id, BACKUP_LIMITS.items),
        lots: list(lot, BACKUP_LIMITS.rows),
        chapters: list(chapter, BACKUP_LIMITS.rows),
        articles: list(article, BACKUP_LIMITS.rows),
      })
      .optional(),
  }),
});

/**
 * A local account. Validated (an account restored from a backup must be readable) but never reshaped here: how
 * accounts are stored belongs to src/db/users.ts.
 */
const user = z.looseObject({
  id,
  email: text(BACKUP_LIMITS.email).min(1),
  firstName: name,
  lastName: name,
  isBetaUser: z.boolean(),
  createdAt: date,
  lastLoginAt: date.nullable(),
  company: name.optional(),
  profession: name.optional(),
  experience: name.optional(),
});

/** Which fields of each table are blobs, and how large each may be. */
export const BLOB_FIELDS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  fileBlobs: { blob: BACKUP_LIMITS.fileBytes },
  thumbnails: { blob: BACKUP_LIMITS.thumbnailBytes },
  cadModels: { model: BACKUP_LIMITS.fileBytes, source: BACKUP_LIMITS.fileBytes },
};

/** Every table of the current schema with the schema of its rows (blob fields are checked apart). */
/** Each table's row schema, by table (the report's test walks their fields: each must have French words). */
export const BACKUP_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  dbSources: z.looseObject({ id, name, type: name }),
  usageLinks: z.looseObject({ id, dbSourceId: id, projectId: id }),
  projects: project,
  plans: z.unknown(), // sheet or legacy plan: chosen by the row's own fields (see rowSchema)
  libraryItems: article,
  libraries: library,
  libraryLots: lot,
  libraryChapters: chapter,
  variables: variable,
  users: user,
  files: file,
  fileBlobs: z.looseObject({ id }),
  thumbnails: z.looseObject({ id, fileId: id }),
  cadModels: z.looseObject({ id }),
  measurements: measurement,
  journal,
  scopes: z.looseObject({ id: scopeId, changedAt: date }),
  sheetViews: z.looseObject({
    id,
    fileId: id,
    zoom: positive.optional(),
    centre: point.optional(),
    hiddenLayers: list(text(BACKUP_LIMITS.id), BACKUP_LIMITS.items).optional(),
    updatedAt: date,
  }),
  versions: version,
};

/**
 * Tables left out of every backup: caches, made again when missing (the comparisons kept to be shown again, issue 27:
 * several MB of pictures rebuilt by the first comparison after a restore).
 */
export const NOT_BACKED_UP: ReadonlySet<string> = new Set(['comparisons']);

/** The tables a backup of this schema may hold. */
export const BACKUP_TABLES: readonly string[] = Object.keys(BACKUP_SCHEMAS);

/**
 * A table of the database this check has no schema for (one a later change adds before its schema is written here:
 * the test « covers every table of the schema » then fails): its rows are checked for an id only, rather than a
 * person's whole backup refused.
 */
const anyRow = z.looseObject({ id });

function rowSchema(table: string, row: StoredRow): z.ZodType {
  if (table === 'plans') return 'fileId' in row ? sheet : legacyPlan;
  return BACKUP_SCHEMAS[table] ?? anyRow;
}

const typeCode = (expected: string): BackupProblemCode => {
  switch (expected) {
    case 'string':
      return 'notText';
    case 'number':
      return 'notANumber';
    case 'int':
      return 'notAnInteger';
    case 'boolean':
      return 'notABoolean';
    case 'array':
      return 'notAList';
    case 'object':
      return 'notAnObject';
    default:
      return 'invalid';
  }
};

function valueAt(row: unknown, path: readonly PropertyKey[]): unknown {
  let value = row;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const sizeOf = (value: unknown) => (typeof value === 'string' || Array.isArray(value) ? value.length : undefined);

/** A zod issue as a backup problem: what is wrong, in the codes the French report words. */
function problemOf(issue: z.core.$ZodIssue, row: unknown, table: string, index: number): BackupProblem {
  const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
  const field = path.length > 0 ? path.join('.') : null;
  const base = { table, row: index, field };
  const value = valueAt(row, path);
  if (value === undefined && path.length > 0) return { ...base, code: 'missing' };
  switch (issue.code) {
    case 'invalid_type':
      return { ...base, code: typeCode(issue.expected) };
    case 'too_big': {
      const found = sizeOf(value);
      if (issue.origin === 'string') return { ...base, code: 'tooLong', found, max: Number(issue.maximum) };
      if (issue.origin === 'array') return { ...base, code: 'tooMany', found, max: Number(issue.maximum) };
      return { ...base, code: 'outOfRange' };
    }
    case 'too_small':
      return { ...base, code: issue.origin === 'string' ? 'empty' : 'outOfRange' };
    case 'not_multiple_of':
      return { ...base, code: 'notAnInteger' };
    case 'custom':
      return { ...base, code: issue.message === 'notADate' ? 'notADate' : 'invalid' };
    default:
      return { ...base, code: 'invalid' };
  }
}

/** The problems of one row, at most `limit` of them (a row of a thousand bad points is one problem too many). */
export function checkRow(table: string, row: unknown, index: number, limit = 3): BackupProblem[] {
  if (row === null || typeof row !== 'object' || Array.isArray(row)) {
    return [{ table, row: index, field: null, code: 'notAnObject' }];
  }
  const schema = rowSchema(table, row as StoredRow);
  const result = schema.safeParse(row);
  if (result.success) return [];
  return result.error.issues.slice(0, limit).map((issue) => problemOf(issue, row, table, index));
}

/** How many problems are kept to show; the others are only counted. */
export const SHOWN_PROBLEMS = 5;

interface Reference {
  readonly table: string;
  readonly row: number;
  readonly field: string;
  readonly target: string;
  readonly id: string;
  /** The referenced row may also be one a journal entry still needs (a deleted file kept for undo). */
  readonly orJournalled?: boolean;
}

/**
 * Collects a backup's problems while its rows go by, then checks the references between them. Memory grows with the
 * number of rows (their ids), never with their content.
 */
export class BackupChecker {
  private readonly kept: BackupProblem[] = [];
  private total = 0;
  private readonly positions = new Map<string, number>();
  private readonly ids = new Map<string, Set<string>>();
  private readonly references: Reference[] = [];
  private readonly journalledFiles = new Set<string>();
  private readonly emails = new Set<string>();

  constructor(
    /** The schema version that made the backup: library references are checked from version 4 on (see below). */
    private readonly sourceVersion: number,
  ) {}

  get problemCount(): number {
    return this.total;
  }

  get problems(): readonly BackupProblem[] {
    return this.kept;
  }

  add(problem: BackupProblem): void {
    this.total += 1;
    if (this.kept.length < SHOWN_PROBLEMS) this.kept.push(problem);
  }

  /** The next row of `table` (as the current schema stores it); returns its position among the table's rows. */
  row(table: string, row: unknown): number {
    const index = (this.positions.get(table) ?? 0) + 1;
    this.positions.set(table, index);
    const problems = checkRow(table, row, index);
    for (const problem of problems) this.add(problem);
    // A damaged row's id still counts when it is one: its problem is said once, not again by every row naming it.
    const rowId = (row as StoredRow | null)?.['id'];
    if (typeof rowId === 'string' && rowId !== '') {
      const ids = this.ids.get(table) ?? new Set<string>();
      this.ids.set(table, ids);
      if (ids.has(rowId)) this.add({ table, row: index, field: 'id', code: 'duplicateId' });
      ids.add(rowId);
    }
    if (problems.length === 0) this.collectReferences(table, row as StoredRow, index);
    return index;
  }

  private refer(table: string, row: number, field: string, target: string, value: unknown, orJournalled = false) {
    this.references.push({ table, row, field, target, id: value as string, orJournalled });
  }

  private collectReferences(table: string, row: StoredRow, index: number) {
    const refer = (field: string, target: string, orJournalled = false) =>
      this.refer(table, index, field, target, row[field], orJournalled);
    switch (table) {
      case 'plans':
        // Version 2's plans (no file) belong to an app that kept no such guarantee, and the workspace ignores them.
        if ('fileId' in row) {
          refer('projectId', 'projects');
          refer('fileId', 'files');
        }
        break;
      case 'files':
      case 'variables':
        refer('projectId', 'projects');
        break;
      case 'measurements':
        refer('projectId', 'projects');
        refer('sheetId', 'plans');
        break;
      case 'fileBlobs':
      case 'cadModels':
        // A deleted file's bytes stay while the journal can bring the file back (files.ts, the blob policy).
        refer('id', 'files', true);
        break;
      case 'thumbnails':
      case 'sheetViews':
        refer('fileId', 'files', true);
        break;
      case 'journal':
        for (const fileId of (row['fileIds'] as string[] | undefined) ?? []) this.journalledFiles.add(fileId);
        break;
      case 'users': {
        const email = row['email'] as string;
        if (this.emails.has(email)) this.add({ table, row: index, field: 'email', code: 'duplicateEmail' });
        this.emails.add(email);
        break;
      }
      default:
        // Before version 4, articles named their lot and chapter as free text; the upgrade builds the tree from
        // them after the load (schema.ts), so their references exist only from then on.
        if (this.sourceVersion >= 4) {
          if (table === 'libraryLots') refer('libraryId', 'libraries');
          if (table === 'libraryChapters') {
            refer('libraryId', 'libraries');
            refer('lotId', 'libraryLots');
          }
          if (table === 'libraryItems') {
            refer('bibliotheque_id', 'libraries');
            refer('lot', 'libraryLots');
            refer('subCategory', 'libraryChapters');
          }
        }
    }
    // Not checked: a sheet's previous indice and a carried measurement's source (both may have been deleted since:
    // the history stops there, ../domain/comparison/indices.ts), a measurement's articles (a link may outlive its
    // article), a file's previous revision, a
    // version's or a journal entry's project (both outlive a deleted project, whose deletion is undoable), version
    // 2's usage links.
  }

  /** Checks the references once every row has gone by. */
  finish(): void {
    for (const reference of this.references) {
      const ids = this.ids.get(reference.target);
      if (ids?.has(reference.id)) continue;
      if (reference.orJournalled && this.journalledFiles.has(reference.id)) continue;
      this.add({
        table: reference.table,
        row: reference.row,
        field: reference.field,
        code: 'missingReference',
        target: reference.target,
      });
    }
    this.references.length = 0;
  }
}
