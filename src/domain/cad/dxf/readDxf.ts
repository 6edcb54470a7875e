/**
 * A DXF file to the neutral drawing (CadDrawing, ../types.ts), in the CAD worker.
 *
 * dxf-parser (MIT) walks the file once: its scanner, sections, blocks and header. Every entity type goes through a
 * handler of ours (entities.ts), registered in that same pass, so that what dxf-parser drops or reads partly — HATCH
 * boundaries, ATTRIB after INSERT, MINSERT, true colours, line weights, extrusions, unknown types for `skipped` — is
 * read from the groups themselves. What dxf-parser does not keep of the tables (layers' line weights and true colours,
 * BLOCK_RECORD xdata naming a dynamic block's anonymous copies) and of the objects (INSERTs' extension dictionaries)
 * is read by a small group reader of ours over those sections only (groups.ts).
 */
import DxfParser from 'dxf-parser';
import type DxfArrayScanner from 'dxf-parser/dist/DxfArrayScanner';
import type IGeometry from 'dxf-parser/dist/entities/geomtry';
import type { IEntity } from 'dxf-parser';
import { MAX_PAGE_OPERATORS } from '../../pdf/importCheck';
import { CadReadError } from '../errors';
import { CertainOperators, certainBlocks } from '../certain';
import type { MlineStyle } from '../mline';
import { paperOf, PLOT_GROUPS, type LayoutArea } from '../paper';
import { clipOutline } from '../geometry';
import {
  type CadPaper,
  CAD_LIMITS,
  INSUNITS_CODES,
  type CadBlock,
  type CadDrawing,
  type CadEntity,
  type CadLayer,
  type CadLayout,
  type CadViewport,
} from '../types';
import {
  aciColor,
  buildEntity,
  DRAWN_TYPES,
  SKIPPED_TYPES,
  trueColor,
  type EntityContext,
  type Groups,
  type GroupValue,
  type RawViewport,
  type ReadEntity,
  VIEWPORT_NON_RECTANGULAR,
  VIEWPORT_OFF,
} from './entities';
import { findSection, GroupReader } from './groups';
import { decodeDxfBytes, dxfEncoding } from './text';
import { clipLookup } from './xclip';

export interface ReadDxfOptions {
  /** Called as the file is read: lines done out of lines in the file. */
  onProgress?(done: number, total: number): void;
  /** Characters of ENTITIES or BLOCKS read at once (DXF_PIECE_CHARS); smaller in tests, to cut many pieces. */
  pieceChars?: number;
  /**
   * The PDF engine's operator limit for a page (MAX_PAGE_OPERATORS): the read stops with `tooManyOperators` at the
   * model space entity where what its sheet costs for certain passes it (../certain.ts).
   */
  maxPageOperators?: number;
}

/** Group types dxf-parser's sections end on, or that only make sense after another entity. */
const STRUCTURAL = new Set(['EOF', 'ENDSEC', 'ENDBLK', 'SECTION', 'BLOCK', 'TABLE', 'ENDTAB']);
const FOLLOWERS = new Set(['SEQEND', 'VERTEX', 'ATTRIB']);

/**
 * The drawing in a DXF: its bytes (decoded by the header's $ACADVER and $DWGCODEPAGE), or text already decoded.
 * Throws a CadReadError: notCad, unsupportedVersion (binary DXF), truncated, tooLarge, tooComplex, emptyModel.
 */
export function readDxf(data: ArrayBuffer | Uint8Array | string, options: ReadDxfOptions = {}): CadDrawing {
  const size = typeof data === 'string' ? data.length : data.byteLength;
  if (size > CAD_LIMITS.dxfBytes) throw new CadReadError('tooLarge', `${size} bytes`);
  let text = typeof data === 'string' ? checkedString(data) : decode(data);
  // A byte-order mark (UTF-8's, also when the header says a single-byte code page) is not part of the first group.
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  else if (text.startsWith('\u00EF\u00BB\u00BF')) text = text.slice(3);
  // Blank lines before the first group would put every code and value out of step.
  if (/^[ \t]*\r?\n/.test(text)) text = text.replace(/^(?:[ \t]*\r?\n)+/, '');
  // Old Mac files end their lines with \r alone: the readers split on \n.
  if (text.indexOf('\n') < 0 && text.indexOf('\r') >= 0) text = text.replace(/\r/g, '\n');
  checkStructure(text);
  checkEnd(text);

  const tables = readTables(text);
  const exact = new Set(tables.layers.map((l) => l.name));
  const spelling = new Map(tables.layers.map((l) => [l.name.toUpperCase(), l.name]));
  let mlineStyles: Map<string, MlineStyle> | null = null;
  const ctx: EntityContext = {
    defaultLineweight: headerLineweight(text),
    layerName: (name) => (exact.has(name) ? name : (spelling.get(name.toUpperCase()) ?? name)),
    // Read on the first MLINE only: most files have none.
    mlineStyle: (handle, name) => {
      mlineStyles ??= readMlineStyles(text);
      return mlineStyles.get(`#${handle.toUpperCase()}`) ?? mlineStyles.get(name.toUpperCase());
    },
  };
  const parser = new DxfParser();
  // Whether any INSERT may be clipped (XCLIP): a file without a SPATIAL_FILTER object has none.
  const mayClip = text.includes('SPATIAL_FILTER');
  const progress = progressReporter(options.onProgress);
  const budget: ModelBudget = {
    counting: false,
    count: new CertainOperators(),
    limit: options.maxPageOperators ?? MAX_PAGE_OPERATORS,
  };
  const reused = { codes: [] as number[], values: [] as GroupValue[] };
  const read = (scanner: DxfArrayScanner, type: string): ReadEntity => {
    progress(scanner);
    // The entity's own groups go into arrays reused from one entity to the next: they are read before the next
    // entity is (its VERTEX/ATTRIB children get arrays of their own), and a large file has millions of groups.
    const groups = collect(scanner, type, reused);
    const children: Groups[] = [];
    if (type === 'POLYLINE') {
      while (isZero(scanner, 'VERTEX')) children.push(collect(scanner, 'VERTEX'));
      if (isZero(scanner, 'SEQEND')) collect(scanner, 'SEQEND');
    } else if (type === 'INSERT' || type === 'MINSERT') {
      while (isZero(scanner, 'ATTRIB')) children.push(collect(scanner, 'ATTRIB'));
      if (children.length > 0 && isZero(scanner, 'SEQEND')) collect(scanner, 'SEQEND');
    }
    if (FOLLOWERS.has(type)) {
      return { handle: 'none', type, paperSpace: false, entity: null, skippedType: undefined, xdict: undefined };
    }
    const built = buildEntity(groups, children, ctx);
    if (budget.counting && built.entity && !built.paperSpace) {
      // An INSERT with an extension dictionary may be clipped (XCLIP), which the OBJECTS section, read later, says.
      budget.count.add(built.entity, mayClip && built.entity.kind === 'insert' && built.xdict !== undefined);
      if (built.more) budget.count.addAll(built.more);
      checkBudget(budget, scanner);
    }
    return built;
  };
  const handlerClass = (type: string) =>
    class implements IGeometry {
      ForEntityName = type as IGeometry['ForEntityName'];
      parseEntity(scanner: DxfArrayScanner): IEntity {
        return read(scanner, type) as unknown as IEntity;
      }
    };
  for (const type of [...DRAWN_TYPES, ...SKIPPED_TYPES, ...FOLLOWERS]) parser.registerEntityHandler(handlerClass(type));
  // Any other entity type dxf-parser would skip silently: read it too, so that `skipped` says it was there. dxf-parser
  // looks its handlers up by type name in this (private) table; a proxy answers for the names it does not know.
  const internals = parser as unknown as { _entityHandlers: Record<string, IGeometry> };
  const known = internals._entityHandlers;
  const fallbacks = new Map<string, IGeometry>();
  internals._entityHandlers = new Proxy(known, {
    get(target, name) {
      if (typeof name !== 'string' || name in target || STRUCTURAL.has(name) || !/^[A-Z0-9_]+$/.test(name)) {
        return (target as Record<string | symbol, unknown>)[name];
      }
      let handler = fallbacks.get(name);
      if (!handler) {
        const Handler = handlerClass(name);
        handler = new Handler();
        fallbacks.set(name, handler);
      }
      return handler;
    },
  });

  let parsed: Parsed;
  try {
    parsed = parseInPieces(parser, text, progress, budget, options.pieceChars);
  } catch (error) {
    if (error instanceof CadReadError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    // dxf-parser throws when the groups run out before EOF (a section cut short).
    if (/end of input|after EOF/i.test(message)) throw new CadReadError('truncated', message, { cause: error });
    // Its own reading of the tables (line types, viewports) trips on records it does not expect; ours reads what
    // Metr needs of them (readTables), so a second pass with that section hidden from it is enough.
    const retry = withoutTables(text);
    if (retry === null) throw new CadReadError('notCad', message, { cause: error });
    try {
      parsed = parseInPieces(parser, retry, progress, budget, options.pieceChars);
    } catch (again) {
      const second = again instanceof Error ? again.message : String(again);
      throw new CadReadError(/end of input|after EOF/i.test(second) ? 'truncated' : 'notCad', second, { cause: again });
    }
  }
  if (!parsed || (!parsed.entities && !parsed.blocks))
    throw new CadReadError('notCad', 'no ENTITIES nor BLOCKS section');

  const header = parsed.header ?? {};
  const version = typeof header.$ACADVER === 'string' ? header.$ACADVER : '';
  const insUnits = typeof header.$INSUNITS === 'number' ? header.$INSUNITS : null;

  // Model space: the ENTITIES section's entities not flagged 67=1, and whatever *Model_Space's block holds.
  const skipped: Record<string, number> = {};
  const layerNames = new Set<string>();
  const clipOf = clipLookup(text);
  const keep = (list: readonly ReadEntity[] | undefined): CadEntity[] => {
    const out: CadEntity[] = [];
    for (const r of list ?? []) {
      if (r.skippedType) skipped[r.skippedType] = (skipped[r.skippedType] ?? 0) + 1;
      if (r.entity) {
        const clip = r.xdict && r.entity.kind === 'insert' ? clipOf(r.xdict) : null;
        out.push(clip && r.entity.kind === 'insert' ? { ...r.entity, clip } : r.entity);
        layerNames.add(r.entity.layer);
      }
      if (r.more) out.push(...r.more);
    }
    return out;
  };
  const rawBlocks = Object.values(parsed.blocks ?? {});
  const modelBlock = rawBlocks.find((b) => /^[*$]model_space$/i.test(b.name ?? ''));
  const modelReads = [...(parsed.entities ?? []).filter((r) => !r.paperSpace), ...(modelBlock?.entities ?? [])];
  const modelSpace = keep(modelReads);

  const blocks: CadBlock[] = [];
  const xdicts = new Map<string, string>();
  for (const r of [...modelReads, ...rawBlocks.flatMap((b) => b.entities ?? [])]) {
    if (r.xdict && r.entity?.kind === 'insert') xdicts.set(r.entity.block, xdicts.get(r.entity.block) ?? r.xdict);
  }
  let objects: Map<string, DxfObject> | null = null;
  for (const raw of rawBlocks) {
    const name = raw.name ?? '';
    if (name === '' || /^[*$](model|paper)_space/i.test(name)) continue;
    const flags = typeof raw.type === 'number' ? raw.type : 0;
    const anonymous = name.startsWith('*');
    let effectiveName = name;
    if (anonymous) {
      const record = tables.records.get(name);
      let dynamic = record?.repHandle ? tables.handleNames.get(record.repHandle.toUpperCase()) : undefined;
      const xdict = xdicts.get(name);
      // Only a dynamic block's copies (*U) can name their block through the INSERT's extension dictionary.
      if (!dynamic && xdict && /^\*U/i.test(name)) {
        objects ??= readObjects(text);
        dynamic = dynamicFromXdict(objects, xdict, tables.handleNames);
      }
      if (dynamic) effectiveName = dynamic;
    }
    blocks.push({
      name,
      effectiveName,
      base: { x: raw.position?.x ?? 0, y: raw.position?.y ?? 0 },
      entities: keep(raw.entities),
      anonymous,
      xref: (flags & (4 | 8)) !== 0 || (raw.xrefPath ?? '') !== '',
      ...((flags & 8) !== 0 ? { xrefOverlay: true as const } : {}),
      ...(raw.xrefPath ? { xrefPath: raw.xrefPath } : {}),
    });
  }

  // Paper space: the ENTITIES section's 67=1 entities are the active layout's (*Paper_Space), the others' are in their
  // *Paper_SpaceN blocks. Each LAYOUT object names one of those blocks through its block record.
  const paperReads = new Map<string, ReadEntity[]>();
  for (const raw of rawBlocks) {
    if (/^[*$]paper_space/i.test(raw.name ?? ''))
      paperReads.set((raw.name ?? '').toUpperCase(), [...(raw.entities ?? [])]);
  }
  const activePaper = (parsed.entities ?? []).filter((r) => r.paperSpace);
  if (activePaper.length > 0) {
    paperReads.set('*PAPER_SPACE', [...activePaper, ...(paperReads.get('*PAPER_SPACE') ?? [])]);
  }
  const layouts = readLayouts(text, tables, paperReads, (list) => {
    const out: CadEntity[] = [];
    for (const r of list) {
      if (!r.entity) continue;
      out.push(r.entity);
      if (r.more) out.push(...r.more);
      layerNames.add(r.entity.layer);
    }
    return out;
  });

  matchBlockNames(modelSpace, blocks);
  for (const layout of layouts) matchBlockNames(layout.entities, blocks, false);

  const layers: CadLayer[] = [...tables.layers];
  const listed = new Set(layers.map((l) => l.name));
  for (const name of layerNames) {
    if (!listed.has(name)) {
      layers.push({ name, color: '#000000', lineweight: null, visible: true, frozen: false });
      listed.add(name);
    }
  }

  checkSize(modelSpace, blocks, layouts);
  progress.finish();
  return {
    format: 'dxf',
    version,
    units: insUnits === null ? null : (INSUNITS_CODES[insUnits] ?? null),
    insUnits,
    layers,
    blocks,
    modelSpace,
    skipped,
    layouts,
  };
}

interface RawBlock {
  name?: string;
  type?: number;
  xrefPath?: string;
  position?: { x: number; y: number };
  entities?: ReadEntity[];
}

// ───────────────────────────── Bytes and structure ─────────────────────────────

const latin1 = new TextDecoder('latin1');

function decode(data: ArrayBuffer | Uint8Array): string {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const head = latin1.decode(bytes.subarray(0, Math.min(bytes.length, 64 * 1024)));
  sniff(head);
  const version = headerValue(head, '$ACADVER') ?? '';
  const codePage = headerValue(head, '$DWGCODEPAGE') ?? 'ANSI_1252';
  const encoding = dxfEncoding(version, codePage);
  // Most DXFs are pure ASCII, which every code page above decodes alike: UTF-8's decoder is the fastest path
  // (the single-byte code pages' decoders run at a fraction of its speed).
  return decodeDxfBytes(
    bytes,
    encoding !== 'utf-8' && encoding !== 'windows-1252' && isAscii(bytes) ? 'utf-8' : encoding,
  );
}

function isAscii(bytes: Uint8Array): boolean {
  // Eight bytes at a time where the buffer's alignment allows it.
  const whole = bytes.byteOffset % 4 === 0 ? Math.floor(bytes.length / 8) * 2 : 0;
  if (whole > 0) {
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, whole);
    for (let i = 0; i < words.length; i += 2) {
      if (((words[i] as number) | (words[i + 1] as number)) & 0x80808080) return false;
    }
  }
  for (let i = whole * 4; i < bytes.length; i++) if ((bytes[i] as number) & 0x80) return false;
  return true;
}

function checkedString(text: string): string {
  sniff(text.slice(0, 64));
  return text;
}

function sniff(head: string): void {
  if (head.startsWith('AutoCAD Binary DXF')) throw new CadReadError('unsupportedVersion', 'binary DXF');
  // A DWG starts with its version: AC1015, AC1032… (and AC1.50, AC2.10 for the oldest).
  if (/^AC[12][.0-9]\d/.test(head)) throw new CadReadError('notCad', 'a DWG, not a DXF');
}

/** A header variable's value, read as the group after `9 name` (enough for $ACADVER and $DWGCODEPAGE). */
function headerValue(head: string, name: string): string | null {
  const at = head.indexOf('\n' + name);
  if (at < 0) return null;
  const reader = new GroupReader(head, head.indexOf('\n', at + 1) + 1);
  return reader.next() ? reader.value : null;
}

function headerLineweight(text: string): number {
  const value = headerValue(text.slice(0, 256 * 1024), '$LWDEFAULT');
  const lw = value === null ? NaN : Number(value);
  return lw >= 0 ? lw / 100 : 0.25;
}

/** The first groups (comments aside) must open a section: `0 SECTION`, `2 <name>`. */
function checkStructure(text: string): void {
  const reader = new GroupReader(text, 0, Math.min(text.length, 64 * 1024));
  for (let i = 0; i < 64; i++) {
    if (!reader.next()) break;
    if (reader.code === 999) continue;
    if (reader.code !== 0 || reader.value !== 'SECTION' || !reader.next()) break;
    if ((reader.code as number) === 2) return;
    break;
  }
  throw new CadReadError('notCad', 'no SECTION at the start');
}

/** The last groups must be `0 EOF`: a file cut short has none. */
function checkEnd(text: string): void {
  // Old DOS files may end with a Ctrl-Z, some writers pad with NULs.
  let end = text.length;
  while (end > 0 && (text.charCodeAt(end - 1) <= 32 || text.charCodeAt(end - 1) === 0x1a)) end--;
  const tail = text.slice(Math.max(0, end - 1024), end);
  const lines = tail.split(/\r?\n/);
  const last = lines[lines.length - 1]?.trim();
  const before = lines[lines.length - 2]?.trim();
  if (last !== 'EOF' || before !== '0') throw new CadReadError('truncated', 'no 0/EOF at the end');
}

/** The text with its TABLES section renamed, so that dxf-parser skips it as a section it does not know. */
function withoutTables(text: string): string | null {
  const section = findSection(text, 'TABLES');
  if (!section) return null;
  const at = text.lastIndexOf('TABLES', section.start);
  return at < 0 ? null : text.slice(0, at) + 'TABLEZ' + text.slice(at + 6);
}

// ───────────────────────────── Scanning ─────────────────────────────

/** The groups up to the next 0-group, into `into`'s arrays (emptied first) or new ones. */
function collect(scanner: DxfArrayScanner, type: string, into?: { codes: number[]; values: GroupValue[] }): Groups {
  const codes = into ? into.codes : [];
  const values = into ? into.values : [];
  codes.length = 0;
  values.length = 0;
  let group = scanner.next();
  while (group.code !== 0) {
    codes.push(group.code);
    values.push(group.value);
    group = scanner.next();
  }
  return { type, codes, values };
}

function isZero(scanner: DxfArrayScanner, value: string): boolean {
  const last = scanner.lastReadGroup;
  return last.code === 0 && last.value === value;
}

interface Progress {
  (scanner: DxfArrayScanner): void;
  /** The text dxf-parser reads next: `length` characters from `offset` in the whole text of `total`. */
  piece(offset: number, length: number, total: number): void;
  /** `done` characters of the whole text read (a piece's end). */
  reached(done: number): void;
  /** The last call: the whole text done. */
  finish(): void;
}

/** Progress in characters of the whole text, from dxf-parser's line index within the piece it is reading. */
function progressReporter(onProgress: ReadDxfOptions['onProgress']): Progress {
  let calls = 0;
  let offset = 0;
  let length = 0;
  let total = 1;
  const tick = (scanner: DxfArrayScanner): void => {
    if (!onProgress || ++calls % 2048 !== 1) return;
    // dxf-parser's scanner keeps its line index private; it is the only measure of how far the pass has gone.
    const internals = scanner as unknown as { _pointer?: number; _data?: unknown[] };
    if (typeof internals._pointer === 'number' && internals._data && internals._data.length > 0) {
      const within = Math.min(1, internals._pointer / internals._data.length);
      onProgress(Math.min(total, Math.round(offset + within * length)), total);
    }
  };
  return Object.assign(tick, {
    piece: (at: number, size: number, all: number) => {
      offset = at;
      length = size;
      total = Math.max(1, all);
    },
    reached: (done: number) => onProgress?.(Math.min(done, total), total),
    finish: () => onProgress?.(total, total),
  });
}

// ───────────────────────────── dxf-parser, a piece at a time ─────────────────────────────

type Parsed = { header?: Record<string, unknown>; entities?: ReadEntity[]; blocks?: Record<string, RawBlock> };

/**
 * What model space's sheet costs for certain, counted as the ENTITIES section is read (../certain.ts: texts, pattern
 * hatches, paths, the blocks its references draw — BLOCKS is read first for them).
 */
interface ModelBudget {
  /** Set while an ENTITIES piece is read. */
  counting: boolean;
  count: CertainOperators;
  readonly limit: number;
}

/**
 * Counts model space's sheet from here with the blocks read (as the drawing will have them: neither model nor paper
 * space's own blocks), *Model_Space's own entities first.
 */
function startBudget(budget: ModelBudget, raw: Record<string, RawBlock> | undefined): void {
  const entitiesOf = (reads: readonly ReadEntity[] | undefined) => {
    const out: CadEntity[] = [];
    for (const r of reads ?? []) {
      if (r.entity) out.push(r.entity);
      if (r.more) out.push(...r.more);
    }
    return out;
  };
  const all = Object.values(raw ?? {});
  const blocks = all
    .filter((b) => (b.name ?? '') !== '' && !/^[*$](model|paper)_space/i.test(b.name ?? ''))
    .map((b) => ({
      name: b.name ?? '',
      base: { x: b.position?.x ?? 0, y: b.position?.y ?? 0 },
      entities: entitiesOf(b.entities),
    }));
  budget.count = new CertainOperators(certainBlocks(blocks, true));
  const model = all.find((b) => /^[*$]model_space$/i.test(b.name ?? ''));
  budget.count.addAll(entitiesOf(model?.entities));
}

/** Refuses the drawing as soon as what its model space's sheet costs for certain passes the limit. */
function checkBudget(budget: ModelBudget, scanner: DxfArrayScanner): void {
  if (budget.count.operators <= budget.limit) return;
  // dxf-parser's scanner keeps its line index private: only said in the message.
  const line = (scanner as unknown as { _pointer?: number })._pointer;
  throw new CadReadError(
    'tooManyOperators',
    `model space's sheet costs at least ${budget.count.operators} pdf.js operators by line ${line ?? '?'} of its piece: over ${budget.limit}`,
  );
}

/**
 * Characters of the ENTITIES or BLOCKS section given to dxf-parser at once. dxf-parser splits its whole input into an
 * array of lines before reading it: for a 195 MB file that is some 40 million strings, more than a gigabyte beside the
 * text. Given those two sections a piece at a time, only one piece's lines are alive at once.
 */
export const DXF_PIECE_CHARS = 4_000_000;

/**
 * dxf-parser's reading of the text, the large sections in pieces: first the rest (header, tables, objects) with
 * ENTITIES and BLOCKS emptied, then each section's body cut at groups where a new entity (ENTITIES; never before its
 * VERTEX, SEQEND or ATTRIB followers) or a new block (BLOCKS) starts, each piece wrapped as a section of its own.
 * The entities come out in the file's order and the blocks by name, as one pass over the whole text gives them.
 */
function parseInPieces(
  parser: DxfParser,
  text: string,
  progress: Progress,
  budget: ModelBudget,
  pieceChars = DXF_PIECE_CHARS,
): Parsed {
  budget.count = new CertainOperators();
  // BLOCKS first, whatever the file's order: model space's references are counted with what their blocks draw.
  const sections = [
    { name: 'BLOCKS', body: sectionBody(text, 'BLOCKS') },
    { name: 'ENTITIES', body: sectionBody(text, 'ENTITIES') },
  ];
  const cuts = sections.flatMap((s) => (s.body ? [s.body] : [])).sort((a, b) => a.start - b.start);
  let rest = '';
  let at = 0;
  for (const cut of cuts) {
    rest += text.slice(at, cut.start);
    at = cut.end;
  }
  rest += text.slice(at);
  progress.piece(0, rest.length, text.length);
  const parsed = parser.parseSync(rest) as unknown as Parsed;
  let done = rest.length;
  for (const { name, body } of sections) {
    if (name === 'ENTITIES') startBudget(budget, parsed.blocks);
    if (!body) continue;
    const startsPiece =
      name === 'ENTITIES' ? (type: string) => !FOLLOWERS.has(type) : (type: string) => type === 'BLOCK';
    let from = body.start;
    while (from < body.end) {
      const to = pieceEnd(text, from, body.end, pieceChars, startsPiece);
      progress.piece(done, to - from, text.length);
      budget.counting = name === 'ENTITIES';
      let piece: Parsed;
      try {
        piece = parser.parseSync(
          `0\nSECTION\n2\n${name}\n${text.slice(from, to)}0\nENDSEC\n0\nEOF\n`,
        ) as unknown as Parsed;
      } finally {
        budget.counting = false;
      }
      if (name === 'ENTITIES') {
        const into = (parsed.entities ??= []);
        for (const entity of piece.entities ?? []) into.push(entity);
      } else {
        parsed.blocks = Object.assign(parsed.blocks ?? {}, piece.blocks);
      }
      done += to - from;
      from = to;
      progress.reached(done);
    }
  }
  return parsed;
}

/**
 * A section's groups between its `2 NAME` group and the `0` group before its ENDSEC, or null when the section is
 * absent or has no ENDSEC (then the whole text is read at once, as before, and dxf-parser says what is wrong).
 */
function sectionBody(text: string, name: string): { start: number; end: number } | null {
  const section = findSection(text, name);
  if (!section || section.end >= text.length) return null;
  // `end` is where the ENDSEC line starts; the line before it is the `0` code.
  const end = text.lastIndexOf('\n', section.end - 2) + 1;
  return end > section.start ? { start: section.start, end } : null;
}

/**
 * Where the piece starting at `from` ends: at the first `0` group at or after `from + size` whose value starts a
 * piece, or at `end`. A line « 0 » followed by a line that is a name (letters, digits, `_`, starting with a letter or
 * `_`) is a group code 0 and its value: a value line is always followed by a code line, and codes are numbers.
 */
function pieceEnd(
  text: string,
  from: number,
  end: number,
  size: number,
  startsPiece: (type: string) => boolean,
): number {
  if (end - from <= size) return end;
  let line = text.indexOf('\n', from + size) + 1;
  while (line > 0 && line < end) {
    const next = text.indexOf('\n', line) + 1;
    if (next <= 0 || next >= end) break;
    if (text.slice(line, next).trim() === '0') {
      const after = text.indexOf('\n', next);
      const value = text.slice(next, after < 0 ? end : after).trim();
      if (/^[A-Z_][A-Z0-9_]*$/.test(value) && startsPiece(value)) return line;
    }
    line = next;
  }
  return end;
}

// ───────────────────────────── Tables ─────────────────────────────

interface Tables {
  layers: CadLayer[];
  /** BLOCK_RECORD by name: its handle and, for a dynamic block's anonymous copy, the dynamic block's record handle. */
  records: Map<string, { handle: string; repHandle?: string }>;
  /** Block record handles (upper case) to names. */
  handleNames: Map<string, string>;
  /** Layer handles (upper case) to names (a viewport's frozen layers are given by handle). */
  layerHandles: Map<string, string>;
}

function readTables(text: string): Tables {
  const out: Tables = { layers: [], records: new Map(), handleNames: new Map(), layerHandles: new Map() };
  const section = findSection(text, 'TABLES');
  if (!section) return out;
  const reader = new GroupReader(text, section.start, section.end);
  let kind = '';
  let rec: Record<string, string> = {};
  let app = '';
  let in102 = false;
  const flush = () => {
    if (kind === 'LAYER' && rec.name !== undefined) {
      const aci = Number(rec.color ?? 7);
      const lw = rec.lineweight === undefined ? -3 : Number(rec.lineweight);
      out.layers.push({
        name: rec.name,
        color: rec.trueColor !== undefined ? trueColor(Number(rec.trueColor)) : aciColor(aci),
        lineweight: lw >= 0 ? lw / 100 : null,
        visible: aci >= 0,
        frozen: (Number(rec.flags ?? 0) & 1) !== 0,
      });
      if (rec.handle) out.layerHandles.set(rec.handle.toUpperCase(), rec.name);
    } else if (kind === 'BLOCK_RECORD' && rec.name !== undefined) {
      const handle = rec.handle ?? '';
      out.records.set(rec.name, { handle, ...(rec.rep ? { repHandle: rec.rep } : {}) });
      if (handle) out.handleNames.set(handle.toUpperCase(), rec.name);
    }
  };
  while (reader.next()) {
    const { code, value } = reader;
    if (code === 0) {
      flush();
      kind = value;
      rec = {};
      app = '';
      in102 = false;
      continue;
    }
    if (code === 102) {
      in102 = value.startsWith('{');
      continue;
    }
    if (in102) continue;
    if (code === 1001) {
      app = value;
      continue;
    }
    if (code >= 1000) {
      if (app === 'AcDbBlockRepBTag' && code === 1005) rec.rep = value;
      continue;
    }
    if (code === 2) rec.name = value;
    else if (code === 5 || code === 105) rec.handle = value;
    else if (code === 62) rec.color = value;
    else if (code === 420) rec.trueColor = value;
    else if (code === 370) rec.lineweight = value;
    else if (code === 70) rec.flags = value;
  }
  flush();
  return out;
}

// ───────────────────────────── Layouts ─────────────────────────────

interface LayoutObject {
  name: string;
  tabOrder: number;
  /** The paper space block record's handle (the 330 after `100 AcDbLayout`). */
  record: string;
  /** AcDbPlotSettings' numbers by group code (domain/cad/paper.ts PLOT_GROUPS). */
  plot: Map<number, number>;
  /** AcDbLayout's limits and extents by group code. */
  area: Map<number, number>;
}

/** The groups of AcDbLayout that bound it: limits (10/20, 11/21) and extents (14/24, 15/25). */
const AREA_GROUPS = new Set([10, 20, 11, 21, 14, 24, 15, 25]);

/** The layout's limits and extents from its AcDbLayout groups (a box left out when a corner is missing). */
function layoutArea(groups: ReadonlyMap<number, number>): LayoutArea {
  const box = (lo: number, hi: number) => {
    const [minX, minY, maxX, maxY] = [groups.get(lo), groups.get(lo + 10), groups.get(hi), groups.get(hi + 10)];
    return minX === undefined || minY === undefined || maxX === undefined || maxY === undefined
      ? undefined
      : { minX, minY, maxX, maxY };
  };
  const limits = box(10, 11);
  const extents = box(14, 15);
  return { ...(limits ? { limits } : {}), ...(extents ? { extents } : {}) };
}

/** The LAYOUT objects of the OBJECTS section (« Model » included), in file order. */
export function readLayoutObjects(text: string): LayoutObject[] {
  const out: LayoutObject[] = [];
  let current: LayoutObject | null = null;
  let inLayout = false;
  let inPlot = false;
  const flush = () => {
    if (current && current.record !== '') out.push(current);
    current = null;
  };
  scanObjects(
    text,
    (type) => {
      flush();
      if (type === 'LAYOUT') current = { name: '', tabOrder: 0, record: '', plot: new Map(), area: new Map() };
      inLayout = false;
      inPlot = false;
    },
    (code, value) => {
      if (!current) return;
      if (code === 100) {
        inLayout = value === 'AcDbLayout';
        inPlot = value === 'AcDbPlotSettings';
      } else if (inPlot) {
        if (PLOT_GROUPS.has(code)) current.plot.set(code, Number(value));
      } else if (!inLayout) return;
      else if (AREA_GROUPS.has(code)) current.area.set(code, Number(value));
      else if (code === 1) current.name = value;
      else if (code === 71) current.tabOrder = Number(value) || 0;
      else if (code === 330) current.record = value.toUpperCase();
    },
  );
  flush();
  return out;
}

/**
 * The OBJECTS section's groups, object by object: `onObject` at each object's `0` group with its type, `onGroup` for
 * each of its groups outside the `102 {…}` application groups (a reactor's 330 there is no reference of the object).
 */
function scanObjects(
  text: string,
  onObject: (type: string) => void,
  onGroup: (code: number, value: string) => void,
): void {
  const section = findSection(text, 'OBJECTS');
  if (!section) return;
  const reader = new GroupReader(text, section.start, section.end);
  let in102 = false;
  while (reader.next()) {
    const { code, value } = reader;
    if (code === 0) {
      in102 = false;
      onObject(value);
    } else if (code === 102) in102 = value.startsWith('{');
    else if (!in102) onGroup(code, value);
  }
}

/**
 * The layouts with their entities and viewports, in tab order. A layout's overall viewport (id 1; in a layout that was
 * never active, where ids are 0, the first VIEWPORT, as AutoCAD writes it) is its paper, not a view of model space.
 * Viewports that are off, and layouts whose block cannot be found, are left out. A file without LAYOUT objects (R12)
 * gives its one paper space as « Layout1 », as AutoCAD names it on opening.
 */
function readLayouts(
  text: string,
  tables: Tables,
  paperReads: Map<string, ReadEntity[]>,
  keep: (list: readonly ReadEntity[]) => CadEntity[],
): CadLayout[] {
  const objects = readLayoutObjects(text);
  const named: { name: string; tabOrder: number; block: string; paper?: CadPaper }[] = [];
  for (const o of objects) {
    const block = tables.handleNames.get(o.record);
    if (!block || !/^[*$]paper_space/i.test(block)) continue;
    const paper = paperOf(o.plot, layoutArea(o.area));
    named.push({ name: o.name || block, tabOrder: o.tabOrder, block, ...(paper ? { paper } : {}) });
  }
  if (objects.length === 0 && (paperReads.get('*PAPER_SPACE')?.length ?? 0) > 0) {
    named.push({ name: 'Layout1', tabOrder: 1, block: '*Paper_Space' });
  }
  named.sort((a, b) => a.tabOrder - b.tabOrder);
  const layouts: CadLayout[] = [];
  for (const { name, tabOrder, block, paper } of named) {
    const reads = paperReads.get(block.toUpperCase()) ?? [];
    const raws: (RawViewport | null)[] = [];
    for (const r of reads) if (r.viewport !== undefined) raws.push(r.viewport);
    const readable = raws.filter((v): v is RawViewport => v !== null);
    const overall = readable.find((v) => v.id === 1) ?? (readable.some((v) => v.id > 1) ? undefined : readable[0]);
    const viewports: CadViewport[] = [];
    for (const v of readable) {
      if (v === overall || v.status === 0 || (v.flags & VIEWPORT_OFF) !== 0) continue;
      const frozenLayers: string[] = [];
      let unknown = 0;
      for (const h of v.frozenHandles) {
        const layer = tables.layerHandles.get(h);
        if (layer === undefined) unknown++;
        else frozenLayers.push(layer);
      }
      const nonRectangularClip = (v.flags & VIEWPORT_NON_RECTANGULAR) !== 0 && v.clipBoundary !== undefined;
      const boundary = nonRectangularClip
        ? reads.find((r) => r.entity?.handle.toUpperCase() === v.clipBoundary)?.entity
        : undefined;
      const outline = clipOutline(boundary ?? undefined);
      viewports.push({
        handle: v.handle,
        id: v.id,
        center: v.center,
        width: v.width,
        height: v.height,
        viewCenter: v.viewCenter,
        viewTarget: v.viewTarget,
        viewHeight: v.viewHeight,
        twist: v.twist,
        frozenLayers,
        unknownFrozenLayers: unknown,
        nonRectangularClip,
        ...(outline ? { clipOutline: outline } : {}),
        notPlanView: !v.planView,
      });
    }
    layouts.push({
      name,
      tabOrder,
      block,
      entities: keep(reads),
      viewports,
      unreadableViewports: raws.length - readable.length,
      ...(paper ? { paper } : {}),
    });
  }
  return layouts;
}

// ───────────────────────────── Objects ─────────────────────────────

interface DxfObject {
  type: string;
  /** A dictionary's entries: name → handle. */
  entries: Map<string, string>;
  /** ACDB_BLOCKREPRESENTATION_DATA's pointer to the dynamic block's record. */
  ref?: string;
}

/**
 * The MLINESTYLE objects, by handle ('#' and the handle, upper case) and by name (upper case). Groups after the
 * AcDbMlineStyle marker: 2 the name, 70 the flags, 62 the fill colour, then per element 49 its offset and 62 its
 * colour (0 ByBlock, 256 ByLayer; MLINESTYLE has no true colours in DXF).
 */
export function readMlineStyles(text: string): Map<string, MlineStyle> {
  const out = new Map<string, MlineStyle>();
  let current: {
    handle: string;
    name: string;
    flags: number;
    fill: number;
    elements: { offset: number; color: { index: number } }[];
  } | null = null;
  const flush = () => {
    if (!current) return;
    const style: MlineStyle = {
      name: current.name,
      flags: current.flags,
      fillColor: { index: current.fill },
      elements: current.elements,
    };
    if (current.handle) out.set(`#${current.handle.toUpperCase()}`, style);
    if (current.name && !out.has(current.name.toUpperCase())) out.set(current.name.toUpperCase(), style);
    current = null;
  };
  scanObjects(
    text,
    (type) => {
      flush();
      if (type === 'MLINESTYLE') current = { handle: '', name: '', flags: 0, fill: 256, elements: [] };
    },
    (code, value) => {
      if (!current) return;
      const element = current.elements[current.elements.length - 1];
      if (code === 5) current.handle = value;
      else if (code === 2) current.name = value;
      else if (code === 70) current.flags = Math.trunc(Number(value)) || 0;
      else if (code === 49) current.elements.push({ offset: Number(value), color: { index: 0 } });
      else if (code === 62) {
        const index = Math.trunc(Number(value));
        if (element) element.color = { index };
        else current.fill = index;
      }
    },
  );
  flush();
  return out;
}

function readObjects(text: string): Map<string, DxfObject> {
  const out = new Map<string, DxfObject>();
  let current: DxfObject | null = null;
  let entryName: string | null = null;
  scanObjects(
    text,
    (type) => {
      current = { type, entries: new Map() };
      entryName = null;
    },
    (code, value) => {
      if (!current) return;
      if (code === 5) out.set(value.toUpperCase(), current);
      else if (code === 3) entryName = value;
      else if ((code === 350 || code === 360) && entryName !== null) {
        current.entries.set(entryName, value.toUpperCase());
        entryName = null;
      } else if (code === 340 && current.ref === undefined) current.ref = value.toUpperCase();
    },
  );
  return out;
}

/** INSERT's extension dictionary → AcDbBlockRepresentation → AcDbRepData → the dynamic block's record → its name. */
function dynamicFromXdict(
  objects: Map<string, DxfObject>,
  xdict: string,
  handleNames: Map<string, string>,
): string | undefined {
  const dict = objects.get(xdict.toUpperCase());
  const repDict = objects.get(dict?.entries.get('AcDbBlockRepresentation') ?? '');
  const data = objects.get(repDict?.entries.get('AcDbRepData') ?? '');
  return data?.ref ? handleNames.get(data.ref) : undefined;
}

/**
 * References to a block by another spelling of its name (AutoCAD's names are case-insensitive: « porte » draws
 * « PORTE ») take the definition's spelling, so that every later step finds the block by its name.
 */
function matchBlockNames(modelSpace: readonly CadEntity[], blocks: readonly CadBlock[], withBlocks = true): void {
  const exact = new Set(blocks.map((b) => b.name));
  const spelling = new Map(blocks.map((b) => [b.name.toUpperCase(), b.name]));
  const fix = (entities: readonly CadEntity[]) => {
    for (const e of entities) {
      if ((e.kind !== 'insert' && e.kind !== 'dimension') || e.block === null || exact.has(e.block)) continue;
      const name = spelling.get(e.block.toUpperCase());
      // The entity was made by this reader a moment ago: correcting it here is cheaper than a second object.
      if (name !== undefined) (e as { block: string }).block = name;
    }
  };
  fix(modelSpace);
  if (withBlocks) for (const b of blocks) fix(b.entities);
}

// ───────────────────────────── Limits ─────────────────────────────

/**
 * Refuses a drawing that draws nothing, in model space nor in any layout (a file whose plan is drawn on paper only is
 * imported: its layouts are its sheets), and one over CAD_LIMITS once every reference's copy is counted, model space's
 * and the layouts' own entities together (each is drawn).
 */
function checkSize(modelSpace: readonly CadEntity[], blocks: readonly CadBlock[], layouts: readonly CadLayout[]): void {
  const byName = new Map(blocks.map((b) => [b.name, b]));
  const memo = new Map<string, { leaves: number; refs: number }>();
  const visiting = new Set<string>();
  const measure = (entities: readonly CadEntity[]): { leaves: number; refs: number } => {
    let leaves = 0;
    let refs = 0;
    for (const e of entities) {
      if (e.kind === 'insert') {
        const copies = e.columns * e.rows;
        const inner = ofBlock(e.block);
        leaves += copies * (inner.leaves + e.attributes.length);
        refs += copies * (1 + inner.refs);
      } else if (e.kind === 'dimension') {
        if (e.block) leaves += ofBlock(e.block).leaves;
      } else leaves++;
      if (leaves > CAD_LIMITS.entities || refs > CAD_LIMITS.references) break;
    }
    return { leaves, refs };
  };
  const ofBlock = (name: string): { leaves: number; refs: number } => {
    const known = memo.get(name);
    if (known) return known;
    const block = byName.get(name);
    // A block that references itself (a broken file) draws nothing more.
    if (!block || visiting.has(name)) return { leaves: 0, refs: 0 };
    visiting.add(name);
    const result = measure(block.entities);
    visiting.delete(name);
    memo.set(name, result);
    return result;
  };
  const total = measure(modelSpace);
  for (const layout of layouts) {
    if (total.leaves > CAD_LIMITS.entities || total.refs > CAD_LIMITS.references) break;
    const paper = measure(layout.entities);
    total.leaves += paper.leaves;
    total.refs += paper.refs;
  }
  if (total.leaves > CAD_LIMITS.entities || total.refs > CAD_LIMITS.references) {
    throw new CadReadError('tooComplex', `${total.leaves} entities, ${total.refs} references once blocks are expanded`);
  }
  if (total.leaves === 0) throw new CadReadError('emptyModel', 'nothing drawable in model space nor in any layout');
}
