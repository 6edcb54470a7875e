/**
 * The plan de repérage's pages, laid out: which pages (one per sheet, or one per sheet × lot that has measurements),
 * and on each the measurements as vector marks in page points, their labels placed without covering each other
 * (../labels: labelAnchor, placeLabels, the person's labelOffset kept), the legend and the title block in the band
 * beside the plan (paper.ts says why a band). Pure: the writer measures text with its font through `measure`.
 */
import { labelAnchor } from '../labels/anchor';
import { planName } from '../labels/name';
import { placeLabels, type LabelRequest } from '../labels/placement';
import { symbolOutline, symbolTextCenter } from '../labels/symbols';
import { signedArea } from '../takeoff/geometry';
import { quantityOnSheet, UNIT_OF_KIND, type Unit } from '../takeoff/quantity';
import type { Measurement, Point, Rect, Ring, SheetRow } from '../takeoff/types';
import type {
  InkColor,
  LegendRow,
  MeasureText,
  PageItem,
  PageModel,
  PageSpec,
  ReperageArticle,
  ReperageCopy,
  ReperageInput,
  ReperageLot,
  ReperageOptions,
  TitleRow,
} from './model';
import { fitPage, type PageFit } from './paper';
import { measurementStyle } from './style';
import { printable } from './text';

/** Fills `{name}` placeholders; a missing value is a bug in the copy. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Missing value for {${key}} in "${template}"`);
    return String(value);
  });
}

/** At most this many pages in one file: past it the dialog asks for fewer sheets (a PDF of A1 pages grows fast). */
export const MAX_PAGES = 60;

/** The articles a measurement feeds, in its links' order, restricted to a lot when one is given. */
function articlesOf(input: ReperageInput, m: Measurement, lot: ReperageLot | null): ReperageArticle[] {
  const out: ReperageArticle[] = [];
  for (const link of input.links.get(m.id) ?? []) {
    const article = input.articles.get(link.articleId);
    if (!article || (lot && article.lotId !== lot.id)) continue;
    if (!out.includes(article)) out.push(article);
  }
  return out;
}

const byCode = (a: ReperageLot, b: ReperageLot) =>
  a.code.localeCompare(b.code, 'fr', { numeric: true }) || a.title.localeCompare(b.title, 'fr');

/** The pages a choice makes, in order; every sheet gets a page when split by sheet, even one without measurements. */
export function planPages(input: ReperageInput, options: Pick<ReperageOptions, 'split'>): PageSpec[] {
  const bySheet = new Map<string, Measurement[]>();
  for (const m of input.measurements) {
    const list = bySheet.get(m.sheetId);
    if (list) list.push(m);
    else bySheet.set(m.sheetId, [m]);
  }
  const pages: PageSpec[] = [];
  for (const sheet of input.sheets) {
    const measurements = bySheet.get(sheet.id) ?? [];
    if (options.split === 'sheet') {
      pages.push({ sheet, lot: null, measurements });
      continue;
    }
    const lots = new Set<ReperageLot>();
    for (const m of measurements) {
      for (const article of articlesOf(input, m, null)) {
        const lot = input.lots.get(article.lotId);
        if (lot) lots.add(lot);
      }
    }
    for (const lot of [...lots].sort(byCode)) {
      pages.push({
        sheet,
        lot,
        measurements: measurements.filter((m) => articlesOf(input, m, lot).length > 0),
      });
    }
    // What no lot takes has its own page after the sheet's lots: nothing measured disappears from the file.
    const unassigned = measurements.filter((m) => articlesOf(input, m, null).length === 0);
    if (unassigned.length > 0) pages.push({ sheet, lot: null, unassigned: true, measurements: unassigned });
  }
  return pages;
}

/** `YYYY-MM-DD` → « 29/11/2026 ». */
export function frenchDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

/**
 * The scale as printed: « 1:100 », « Non étalonné », or when the plan was scaled to fit the paper « Échelle d’origine
 * 1:100 – réduit à 71 % »: the nominal scale no longer holds on paper, and the page says so.
 */
export function printedScale(sheet: Pick<SheetRow, 'scale'>, fitScale: number, copy: ReperageCopy): string {
  const labels = copy.words;
  const scale = sheet.scale.default;
  // Within half a percent the print is at its scale (rounding of paper sizes, not a change anyone can measure).
  const fitted = Math.abs(fitScale - 1) > 0.005;
  const nominal = scale === null ? labels.uncalibrated : copy.scale(scale);
  // The default scale, then each region's (« 1:100 ; Détail A : 1:20 »): a plan with details states them all, and
  // the reduction applies to every one of them.
  const scales = sheet.scale.regions.reduce(
    (text, region) =>
      fill(labels.regionScale, {
        scales: text,
        label: region.label.trim() || labels.unnamed,
        scale: copy.scale(region.scale),
      }),
    nominal,
  );
  if (scale === null && sheet.scale.regions.length === 0) return labels.uncalibrated;
  if (!fitted) return fill(labels.scaleOnly, { scale: scales });
  return fill(labels.scaleFitted, {
    scale: scales,
    change: fitScale < 1 ? labels.reduced : labels.enlarged,
    percent: copy.whole(Math.round(fitScale * 100)),
  });
}

/** « Ch. 144 – sol · 15,24 m² »: the label and the measurement's own quantity, either alone when the other is missing. */
export function labelText(m: Measurement, sheet: Pick<SheetRow, 'scale'>, copy: ReperageCopy): string {
  const quantity = quantityOnSheet(m, sheet.scale);
  const parts = [planName(m), quantity.ok ? copy.quantity(quantity.value.value, quantity.value.unit) : ''];
  return parts.filter((p) => p !== '').join(' · ');
}

function swatchOf(m: Measurement, symbol: LegendRow['swatch'] | null): LegendRow['swatch'] {
  if (symbol) return symbol;
  switch (m.kind) {
    case 'area':
    case 'volume':
      return 'surface';
    case 'wallArea':
      return 'wall';
    case 'length':
      return 'line';
    case 'count':
      return 'circle';
  }
}

/**
 * The legend of a page: one row per article its measurements feed (within the page's lot), its total the sum of
 * those links' quantities on this page; then, on a page per sheet, one row per group of measurements without an
 * article (same label, colour and unit), its total their own quantities.
 */
export function legendRows(input: ReperageInput, spec: PageSpec, copy: ReperageCopy): LegendRow[] {
  const labels = copy.words;
  const articleRows = new Map<string, { article: ReperageArticle; row: Omit<LegendRow, 'total'>; values: number[] }>();
  const groups = new Map<string, { row: Omit<LegendRow, 'total'>; unit: Unit; values: number[] }>();
  for (const m of spec.measurements) {
    const articles = spec.unassigned ? [] : articlesOf(input, m, spec.lot);
    if (articles.length === 0) {
      if (spec.lot) continue;
      const unit = UNIT_OF_KIND[m.kind];
      const style = measurementStyle(m, undefined);
      const title = m.label.trim() || labels.unnamed;
      const key = `m\u0000${title}\u0000${style.color}\u0000${unit}\u0000${style.symbol ?? ''}`;
      const q = quantityOnSheet(m, spec.sheet.scale);
      const group = groups.get(key) ?? {
        row: { key, color: style.color, swatch: swatchOf(m, style.symbol), title },
        unit,
        values: [],
      };
      if (q.ok) group.values.push(q.value.value);
      groups.set(key, group);
      continue;
    }
    for (const article of articles) {
      const style = measurementStyle(m, article);
      const entry = articleRows.get(article.id) ?? {
        article,
        row: {
          key: `a\u0000${article.id}`,
          color: style.color,
          swatch: swatchOf(m, style.symbol),
          title: `${article.number} ${article.designation}`.trim(),
        },
        values: [],
      };
      for (const link of input.links.get(m.id) ?? []) {
        if (link.articleId === article.id && link.value !== null && Number.isFinite(link.value))
          entry.values.push(link.value);
      }
      articleRows.set(article.id, entry);
    }
  }
  const total = (values: readonly number[], unit: Unit) =>
    values.length === 0
      ? null
      : copy.quantity(
          values.reduce((s, v) => s + v, 0),
          unit,
        );
  const rows: LegendRow[] = [...articleRows.values()]
    .sort((a, b) => a.article.number.localeCompare(b.article.number, 'fr', { numeric: true }))
    .map((e) => ({ ...e.row, total: total(e.values, e.article.unit) }));
  const unlinked = [...groups.values()]
    .sort((a, b) => a.row.title.localeCompare(b.row.title, 'fr', { numeric: true }))
    .map((g) => ({ ...g.row, total: total(g.values, g.unit) }));
  return [...rows, ...unlinked];
}

export function titleRows(
  input: ReperageInput,
  spec: PageSpec,
  options: ReperageOptions,
  fit: Pick<PageFit, 'plan'>,
  copy: ReperageCopy,
): TitleRow[] {
  const labels = copy.words;
  const rows: TitleRow[] = [
    { label: labels.project, value: input.projectName || labels.none },
    { label: labels.sheet, value: spec.sheet.name || labels.none },
  ];
  if (spec.lot) {
    rows.push({ label: labels.lot, value: `${spec.lot.code} – ${spec.lot.title}` });
  } else if (spec.unassigned) {
    rows.push({ label: labels.lot, value: labels.unassigned });
  }
  rows.push(
    { label: labels.revision, value: spec.sheet.revision?.trim() || labels.none },
    { label: labels.scale, value: printedScale(spec.sheet, fit.plan.scale, copy) },
    { label: labels.date, value: frenchDate(options.date) },
    { label: labels.author, value: options.author.trim() || labels.none },
  );
  return rows;
}

/** A ring's vertices in the orientation asked (signed area > 0 or < 0 in y-down page space). */
function oriented(ring: Ring, positive: boolean): Ring {
  return signedArea(ring) > 0 === positive ? ring : [...ring].reverse();
}

/** Cuts `text` to `width` with an ellipsis. */
function fitText(text: string, width: number, size: number, bold: boolean, measure: MeasureText): string {
  if (measure(text, size, bold) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && measure(`${chars.join('')}…`, size, bold) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/** Greedy word wrap to `width`, at most `maxLines` (the last cut with an ellipsis). */
function wrapText(
  text: string,
  width: number,
  size: number,
  bold: boolean,
  measure: MeasureText,
  maxLines: number,
): string[] {
  // Breaks at ordinary spaces only: a no-break space (« 15,24 m² », « : ») keeps its words together.
  const words = text.split(/[ \t\n\r]+/).filter((w) => w !== '');
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = line ? `${line} ${word}` : word;
    if (measure(next, size, bold) <= width || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines - 1) {
      line = words.slice(i).join(' ');
      break;
    }
  }
  if (line) lines.push(line);
  return lines.map((l, i) => (i === lines.length - 1 ? fitText(l, width, size, bold, measure) : l));
}

interface PageEnv {
  readonly measure: MeasureText;
  /** Text as the font can print it (text.ts printable with the font's glyphs). */
  readonly print: (text: string) => string;
  readonly copy: ReperageCopy;
  readonly pageNumber: number;
  readonly pageCount: number;
}

/** Sizes at factor 1 (A3): what stays legible printed there. */
const SIZES = {
  label: 6,
  symbolRadius: 5,
  symbolNumber: 5,
  lineWidth: 1.2,
  wallWidth: 3,
  outlineWidth: 0.8,
  text: 7,
  heading: 9,
  small: 6,
};

function drawMeasurement(
  m: Measurement,
  color: InkColor,
  symbol: ReturnType<typeof measurementStyle>['symbol'],
  toPage: (p: Point) => Point,
  k: number,
  marks: PageItem[],
  symbols: PageItem[],
  obstacles: Rect[],
): void {
  switch (m.kind) {
    case 'area':
    case 'volume': {
      // y-down page space: the outer ring one way, holes the other, so that the non-zero fill leaves them empty.
      const rings = [oriented(m.points.map(toPage), true), ...m.holes.map((h) => oriented(h.map(toPage), false))];
      marks.push({
        kind: 'path',
        rings,
        closed: true,
        stroke: color,
        lineWidth: SIZES.outlineWidth * k,
        fill: color,
        translucent: true,
        ...(m.kind === 'volume' && { dash: [4 * k, 2 * k] }),
      });
      return;
    }
    case 'length':
      marks.push({
        kind: 'path',
        rings: [m.points.map(toPage)],
        closed: m.closed,
        stroke: color,
        lineWidth: SIZES.lineWidth * k,
        fill: null,
        translucent: false,
      });
      return;
    case 'wallArea':
      // A wall: a broad translucent band under a thin line, as the canvas draws it.
      marks.push(
        {
          kind: 'path',
          rings: [m.points.map(toPage)],
          closed: m.closed,
          stroke: color,
          lineWidth: SIZES.wallWidth * k,
          fill: null,
          translucent: true,
        },
        {
          kind: 'path',
          rings: [m.points.map(toPage)],
          closed: m.closed,
          stroke: color,
          lineWidth: SIZES.outlineWidth * k,
          fill: null,
          translucent: false,
        },
      );
      return;
    case 'count': {
      const r = SIZES.symbolRadius * k;
      m.points.forEach((point, i) => {
        const at = toPage(point);
        const shape = symbol ?? 'circle';
        symbols.push(
          { kind: 'symbol', outline: symbolOutline(shape, at, r), color, lineWidth: SIZES.outlineWidth * k },
          {
            kind: 'text',
            at: (() => {
              const c = symbolTextCenter(shape, at, r);
              // The baseline sits about a third of the size below the number's middle.
              return { x: c.x, y: c.y + SIZES.symbolNumber * k * 0.35 };
            })(),
            text: String(i + 1),
            size: SIZES.symbolNumber * k * (i + 1 >= 100 ? 0.7 : i + 1 >= 10 ? 0.85 : 1),
            bold: true,
            color: 'ink',
            align: 'center',
          },
        );
        obstacles.push({ minX: at.x - r * 1.3, minY: at.y - r * 1.3, maxX: at.x + r * 1.3, maxY: at.y + r * 1.3 });
      });
      return;
    }
  }
}

/** Surfaces first (largest first), so that their labels get the best places; then lines, then counts. */
function labelPriority(m: Measurement): number {
  if (m.kind === 'area' || m.kind === 'volume') return -Math.abs(signedArea(m.points));
  return m.kind === 'count' ? 1 : 0;
}

export function layoutPage(input: ReperageInput, spec: PageSpec, options: ReperageOptions, env: PageEnv): PageModel {
  const { measure, copy } = env;
  const fit = fitPage(options.paper, spec.sheet);
  const k = fit.factor;
  const { x: ox, y: oy, scale } = fit.plan;
  const toPage = (p: Point): Point => ({ x: ox + scale * p.x, y: oy + scale * p.y });
  const planRect: Rect = {
    minX: ox,
    minY: oy,
    maxX: ox + scale * spec.sheet.width,
    maxY: oy + scale * spec.sheet.height,
  };

  const surfaces: PageItem[] = [];
  const symbols: PageItem[] = [];
  const obstacles: Rect[] = [];
  const requests: (LabelRequest & { text: string; color: InkColor })[] = [];
  const labelSize = SIZES.label * k;
  const pad = 1.5 * k;
  const ordered = [...spec.measurements].sort((a, b) => labelPriority(a) - labelPriority(b));
  for (const m of ordered) {
    const article = spec.unassigned ? undefined : articlesOf(input, m, spec.lot)[0];
    const style = measurementStyle(m, article);
    drawMeasurement(m, style.color, style.symbol, toPage, k, surfaces, symbols, obstacles);
    // An assisted count that counts nothing yet (issue 25) has no place for a label.
    if (m.points.length === 0) continue;
    const text = env.print(labelText(m, spec.sheet, copy));
    if (text === '') continue;
    const anchor = toPage(labelAnchor(m));
    // A count's label sits beside its first symbol, not on it.
    const width = measure(text, labelSize, false) + 2 * pad;
    const height = labelSize * 1.2 + 2 * pad;
    const offset = m.labelOffset ? { x: m.labelOffset.x * scale, y: m.labelOffset.y * scale } : undefined;
    requests.push({ id: m.id, anchor, width, height, ...(offset && { offset }), text, color: style.color });
  }
  const placed = placeLabels(requests, { obstacles, bounds: planRect, gap: labelSize / 2 });
  const leaders: PageItem[] = [];
  const boxes: PageItem[] = [];
  placed.forEach((p, i) => {
    const request = requests[i];
    if (!request) return;
    const { rect } = p;
    if (p.displaced) {
      // From the anchor to the nearest point of the box.
      const to = {
        x: Math.min(Math.max(request.anchor.x, rect.minX), rect.maxX),
        y: Math.min(Math.max(request.anchor.y, rect.minY), rect.maxY),
      };
      leaders.push({ kind: 'line', from: request.anchor, to, color: request.color, lineWidth: 0.5 * k });
    }
    boxes.push(
      {
        kind: 'box',
        x: rect.minX,
        y: rect.minY,
        width: rect.maxX - rect.minX,
        height: rect.maxY - rect.minY,
        stroke: request.color,
        fill: 'paper',
        lineWidth: 0.5 * k,
      },
      {
        kind: 'text',
        at: { x: rect.minX + pad, y: rect.maxY - pad - labelSize * 0.25 },
        text: request.text,
        size: labelSize,
        bold: false,
        color: 'ink',
        align: 'left',
      },
    );
  });

  const legend = legendRows(input, spec, copy);
  const title = titleRows(input, spec, options, fit, copy);
  return {
    sheetId: spec.sheet.id,
    lotId: spec.lot?.id ?? null,
    unassigned: spec.unassigned === true,
    width: fit.width,
    height: fit.height,
    plan: fit.plan,
    marks: [...surfaces, ...leaders, ...symbols, ...boxes],
    band: layoutBand(fit, legend, title, spec, env),
    legend,
    title,
    labels: requests.map((r) => r.text),
  };
}

/** The band: the legend from its top, the title block at its foot (where a plan's cartouche is looked for). */
function layoutBand(
  fit: PageFit,
  legend: readonly LegendRow[],
  title: readonly TitleRow[],
  spec: PageSpec,
  env: PageEnv,
): PageItem[] {
  const { measure } = env;
  const labels = env.copy.words;
  const k = fit.factor;
  const { x, y, width, height } = fit.band;
  const pad = 5 * k;
  const text = SIZES.text * k;
  const small = SIZES.small * k;
  const line = text * 1.3;
  const items: PageItem[] = [];
  const inner = width - 2 * pad;

  // The title block: a heading, then « label  value » rows, framed.
  const titleLines: { label: string; value: string[] }[] = title.map((row) => ({
    label: env.print(row.label),
    // The scale row may list several regions: it gets more lines than the others.
    value: wrapText(env.print(row.value), inner * 0.64, text, true, measure, row.label === labels.scale ? 4 : 2),
  }));
  const pageLine = fill(labels.page, { page: env.pageNumber, total: env.pageCount });
  const titleHeight =
    pad * 2 + SIZES.heading * k * 1.6 + titleLines.reduce((s, r) => s + r.value.length * line, 0) + line;
  const titleTop = y + height - titleHeight;
  items.push({
    kind: 'box',
    x,
    y: titleTop,
    width,
    height: titleHeight,
    stroke: 'ink',
    fill: 'paper',
    lineWidth: 0.8 * k,
  });
  let cy = titleTop + pad + SIZES.heading * k;
  items.push({
    kind: 'text',
    at: { x: x + pad, y: cy },
    text: env.print(labels.title),
    size: SIZES.heading * k,
    bold: true,
    color: 'ink',
    align: 'left',
  });
  cy += SIZES.heading * k * 0.6;
  items.push({ kind: 'line', from: { x, y: cy }, to: { x: x + width, y: cy }, color: 'rule', lineWidth: 0.5 * k });
  for (const row of titleLines) {
    cy += line;
    items.push({
      kind: 'text',
      at: { x: x + pad, y: cy },
      text: row.label,
      size: small,
      bold: false,
      color: 'muted',
      align: 'left',
    });
    row.value.forEach((value, i) => {
      items.push({
        kind: 'text',
        at: { x: x + pad + inner * 0.36, y: cy + i * line },
        text: value,
        size: text,
        bold: true,
        color: 'ink',
        align: 'left',
      });
    });
    cy += (row.value.length - 1) * line;
  }
  cy += line;
  items.push({
    kind: 'text',
    at: { x: x + width - pad, y: cy },
    text: env.print(pageLine),
    size: small,
    bold: false,
    color: 'muted',
    align: 'right',
  });

  // The legend, from the band's top down to the title block; rows that do not fit are counted on a last line.
  const legendBottom = titleTop - pad;
  let ly = y + SIZES.heading * k;
  items.push({
    kind: 'text',
    at: { x, y: ly },
    text: env.print(
      spec.lot
        ? `${labels.legend} – ${fill(labels.lotHeading, { code: spec.lot.code, title: spec.lot.title })}`
        : spec.unassigned
          ? `${labels.legend} – ${labels.unassigned}`
          : labels.legend,
    ),
    size: SIZES.heading * k * (spec.lot || spec.unassigned ? 0.85 : 1),
    bold: true,
    color: 'ink',
    align: 'left',
  });
  ly += line * 0.6;
  const swatch = 12 * k;
  const textX = x + swatch + 4 * k;
  const textWidth = width - (textX - x);
  for (let i = 0; i < legend.length; i++) {
    const row = legend[i] as LegendRow;
    const lines = wrapText(env.print(row.title), textWidth, text, false, measure, 2);
    const rowHeight = (lines.length + (row.total ? 1 : 0)) * line + 3 * k;
    const remaining = legend.length - i;
    if (ly + rowHeight + (remaining > 1 ? line : 0) > legendBottom) {
      items.push({
        kind: 'text',
        at: { x, y: ly + line },
        text: env.print(remaining === 1 ? labels.moreRow : fill(labels.moreRows, { count: remaining })),
        size: small,
        bold: false,
        color: 'muted',
        align: 'left',
      });
      break;
    }
    const top = ly + 3 * k;
    items.push(...swatchItems(row, { x, y: top, size: swatch }, k));
    lines.forEach((l, j) => {
      items.push({
        kind: 'text',
        at: { x: textX, y: top + text + j * line },
        text: l,
        size: text,
        bold: false,
        color: 'ink',
        align: 'left',
      });
    });
    if (row.total) {
      items.push({
        kind: 'text',
        at: { x: x + width, y: top + text + lines.length * line },
        text: env.print(`${labels.legendTotal} ${row.total}`),
        size: text,
        bold: true,
        color: 'ink',
        align: 'right',
      });
    }
    ly += rowHeight;
  }
  return items;
}

function swatchItems(row: LegendRow, at: { x: number; y: number; size: number }, k: number): PageItem[] {
  const { x, y, size } = at;
  const mid = y + size / 2;
  switch (row.swatch) {
    case 'surface':
      return [
        {
          kind: 'box',
          x,
          y,
          width: size,
          height: size * 0.8,
          stroke: row.color,
          fill: null,
          lineWidth: SIZES.outlineWidth * k,
        },
        {
          kind: 'path',
          rings: [
            [
              { x, y },
              { x: x + size, y },
              { x: x + size, y: y + size * 0.8 },
              { x, y: y + size * 0.8 },
            ],
          ],
          closed: true,
          stroke: null,
          lineWidth: 0,
          fill: row.color,
          translucent: true,
        },
      ];
    case 'line':
      return [
        {
          kind: 'line',
          from: { x, y: mid },
          to: { x: x + size, y: mid },
          color: row.color,
          lineWidth: SIZES.lineWidth * k,
        },
      ];
    case 'wall':
      return [
        {
          kind: 'path',
          rings: [
            [
              { x, y: mid },
              { x: x + size, y: mid },
            ],
          ],
          closed: false,
          stroke: row.color,
          lineWidth: SIZES.wallWidth * k,
          fill: null,
          translucent: true,
        },
        {
          kind: 'line',
          from: { x, y: mid },
          to: { x: x + size, y: mid },
          color: row.color,
          lineWidth: SIZES.outlineWidth * k,
        },
      ];
    default:
      return [
        {
          kind: 'symbol',
          outline: symbolOutline(row.swatch, { x: x + size / 2, y: mid }, size * 0.38),
          color: row.color,
          lineWidth: SIZES.outlineWidth * k,
        },
      ];
  }
}

/** Every page of a choice, laid out; `onPage` is told after each (the worker's progress). */
export function layoutPages(
  input: ReperageInput,
  options: ReperageOptions,
  measure: MeasureText,
  copy: ReperageCopy,
  print: (text: string) => string = (text) => printable(text),
): { readonly specs: readonly PageSpec[]; layout(index: number): PageModel } {
  const specs = planPages(input, options);
  return {
    specs,
    layout: (index) => {
      const spec = specs[index];
      if (!spec) throw new RangeError(`no page ${index}`);
      return layoutPage(input, spec, options, {
        measure,
        print,
        copy,
        pageNumber: index + 1,
        pageCount: specs.length,
      });
    },
  };
}
