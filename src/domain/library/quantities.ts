/**
 * The quantities of a project: every measurement's links to articles, each formula compiled once, evaluated against
 * the measurement's quantities and the project's variables, summed per article, priced, and totalled per chapter,
 * lot and VAT rate — what the quantities panel and the exports read.
 *
 * Incremental. The engine keeps, per link, its compiled formula and its last value, and two indexes: which links name
 * each variable (the dependency index, by the formula's names, unknown ones included so that creating HSP later
 * brings its formulas to life) and which links feed each article. Editing a variable's value re-runs only the
 * formulas that name it and re-sums only the articles they feed; a change of a variable's unit, its creation or its
 * deletion recompiles those formulas (their unit check may change). A measurement edited recomputes its own links.
 * The panel's totals are then rebuilt from the per-article sums, which are few.
 *
 * Indices (issue 27): a measurement on a superseded sheet (one a newer indice names as its previous one:
 * ../comparison/indices.ts) stays readable — its links keep their values — but feeds no article's total, no
 * `linksOfArticle` and no unfiltered panel; a panel filtered by sheets counts exactly the sheets asked for, a previous
 * indice included (how the deltas read the previous indices).
 */
import {
  compileFormula,
  formulaReading,
  nameKey,
  type CompiledFormula,
  type VariableBinding,
} from '../formula/compile';
import { deriveFormula } from '../formula/derive';
import type { FormulaDerivation } from '../formula/derivation';
import { isBlocking, type FormulaError } from '../formula/errors';
import { MEASURED_NAMES, measuredDerivation, measuredValues, type MeasuredName } from '../formula/measured';
import type { QuantityIssue, Unit } from '../takeoff/quantity';
import type { Measurement, SheetRow, TakeoffState } from '../takeoff/types';
import { replacedSheetIds } from '../comparison/indices';
import { eurosToCents, lineAmount, vatAmount, billedQuantity, type Cents } from './money';
import { joinNumber } from './numbering';
import { libraryOutline } from './outline';
import { LineSum } from './rounding';
import type { ArticleRow, ChapterRow, LotRow, MeasurementLink, VariableRow, VatRate } from './types';
import { heightLookup, variableValue } from './variables';

/** The articles a measurement feeds: its links, or its articleId with its own quantity (formula `Q`). */
export function linksOf(m: Measurement): readonly MeasurementLink[] {
  if (m.links) return m.links;
  return m.articleId === undefined ? [] : [{ articleId: m.articleId, formula: 'Q' }];
}

/** Why a link gives no quantity. */
export type LinkProblem =
  | { readonly kind: 'measurement'; readonly issue: QuantityIssue }
  | { readonly kind: 'formula'; readonly errors: readonly FormulaError[] }
  | { readonly kind: 'missingArticle' }
  | UnitProblem;

// --- Units are never priced silently wrong (issue 24, item 5) ------------------------------------------------------
/**
 * A formula whose unit is not its article's (m² for an article in ml): an error, not a note. Its value is not added to
 * the article's quantity (it is not priced); it is kept in the formula's own unit (`unit`, e.g. « m² ») so that the
 * sheet, the quantities page and the export dialog can show « 15,24 m² — l’article est en ml ».
 */
export interface UnitProblem {
  readonly kind: 'unit';
  readonly error: Extract<FormulaError, { code: 'unitMismatch' }>;
  /** The formula's result in its own unit (SI base units of its dimensions). */
  readonly value: number;
  /** The formula's unit as written by formatDims (« m² », « m³ », « m·kg »). */
  readonly unit: string;
}

export const isUnitProblem = (problem: LinkProblem | null): problem is UnitProblem => problem?.kind === 'unit';
// --- end of the unit-error block ----------------------------------------------------------------------------------

export interface LinkResult {
  readonly measurementId: string;
  readonly sheetId: string;
  readonly articleId: string;
  readonly formula: string;
  /** In the article's unit; null when the link gives no quantity (a unit error included: see UnitProblem). */
  readonly value: number | null;
  readonly problem: LinkProblem | null;
  /** The unit mismatch, also given as the link's 'unit' problem; its value no longer counts (issue 24). */
  readonly warning: FormulaError | null;
  /** The PSE the link is priced in (MeasurementLink.pse); absent for the base. */
  readonly pse?: string;
}

interface Link {
  readonly measurement: Measurement;
  readonly link: MeasurementLink;
  /** The measurement's quantities (null when it has none: an uncalibrated sheet). */
  readonly measured: Float64Array | null;
  /** False on a superseded sheet: the link keeps its value but feeds no current total (issue 27). */
  readonly counted: boolean;
  compiled: CompiledFormula | null;
  /** What compiling found that no value can change: an article missing, a formula in error, no quantities. */
  blocked: LinkProblem | null;
  /** Base units → the article's unit. */
  divisor: number;
  value: number | null;
  problem: LinkProblem | null;
  warning: FormulaError | null;
}

interface MeasurementEntry {
  readonly measurement: Measurement;
  readonly values: Float64Array | null;
  readonly issue: QuantityIssue | null;
  readonly links: Link[];
}

interface VariableSlot {
  readonly slot: number;
  readonly row: VariableRow;
  readonly binding: VariableBinding | undefined;
}

export interface ArticleTotal {
  /**
   * The sum of the base links' values each rounded to the unit's decimals (rounding.ts), in the article's unit: what
   * the detail lines add up to. Links priced in a PSE are not in it.
   */
  readonly quantity: number;
  readonly linkCount: number;
  readonly problemCount: number;
  readonly warningCount: number;
}

export interface QuantitiesFilter {
  /** Only measurements on these sheets. */
  readonly sheetIds?: ReadonlySet<string>;
  /** Only these lots (by lot row id). */
  readonly lotIds?: ReadonlySet<string>;
}

export interface ArticleLine {
  readonly article: ArticleRow;
  readonly number: string;
  /** Rounded to the unit's decimals, as the line is priced. */
  readonly quantity: number;
  readonly amountCents: Cents;
  readonly linkCount: number;
  readonly problemCount: number;
  readonly warningCount: number;
}

export interface ChapterGroup {
  readonly chapter: ChapterRow;
  readonly number: string;
  readonly articles: readonly ArticleLine[];
  readonly amountCents: Cents;
}

export interface LotGroup {
  readonly lot: LotRow;
  readonly number: string;
  readonly chapters: readonly ChapterGroup[];
  readonly amountCents: Cents;
}

export interface VatLine {
  readonly rate: VatRate;
  readonly baseCents: Cents;
  readonly vatCents: Cents;
}

export interface QuantitiesPanelData {
  readonly lots: readonly LotGroup[];
  readonly totalHtCents: Cents;
  /** One line per rate in use, highest rate first. */
  readonly vat: readonly VatLine[];
  readonly totalTtcCents: Cents;
  /** Measurements that feed no article (in the filter's sheets). */
  readonly unlinked: readonly Measurement[];
  /** Links that give no quantity: a formula in error, an uncalibrated sheet, an article deleted. */
  readonly problems: readonly LinkResult[];
}

export interface QuantityInput {
  readonly measurements: Iterable<Measurement>;
  readonly sheets: Iterable<SheetRow>;
  readonly variables: Iterable<VariableRow>;
  readonly library: Pick<TakeoffState, 'libraryLots' | 'libraryChapters' | 'libraryItems'>;
}

const add = <K, V>(map: Map<K, Set<V>>, key: K, value: V) => {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
};

export class QuantityEngine {
  private sheets = new Map<string, SheetRow>();
  /** The sheets a newer indice names as their previous one: their measurements are not counted. */
  private superseded = new Set<string>();
  private library: QuantityInput['library'];
  private readonly entries = new Map<string, MeasurementEntry>();
  private readonly variables = new Map<string, VariableSlot>();
  private values = new Float64Array(16);
  private nextSlot = 0;
  /** Variable key → the links whose formula names it. */
  private readonly byVariable = new Map<string, Set<Link>>();
  /** Article id → the links that feed it (on the current sheets). */
  private readonly byArticle = new Map<string, Set<Link>>();
  /** Article id → the links that feed it from a superseded sheet: not counted, read when their sheet is asked for. */
  private readonly supersededByArticle = new Map<string, Set<Link>>();
  private readonly totals = new Map<string, ArticleTotal>();
  /** Each article's priced line, kept while its total (replaced on every re-sum) and its row are the same. */
  private readonly lines = new Map<string, { readonly total: ArticleTotal; readonly line: ArticleLine }>();
  /** Lots, chapters and articles in number order, by id: the panel sorts by these integers, not by strings. */
  private order: Map<string, number> | null = null;

  /** The walls' heights bound to a variable (HSP) read the variables as they are now. */
  private readonly heights = (name: string): number | undefined => {
    const row = this.variables.get(nameKey(name))?.row;
    return row ? heightLookup([row])(name) : undefined;
  };

  constructor(input: QuantityInput) {
    this.library = input.library;
    for (const sheet of input.sheets) this.sheets.set(sheet.id, sheet);
    this.superseded = replacedSheetIds(this.sheets.values());
    for (const row of input.variables) this.putVariable(row);
    for (const m of input.measurements) this.putMeasurement(m);
    for (const articleId of this.byArticle.keys()) this.resum(articleId);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Changes
  // -------------------------------------------------------------------------------------------------------------

  /**
   * Takes the project's variables as they are now. Only what differs is redone: a value that changed re-runs the
   * formulas naming it; a unit changed, a variable created or deleted recompiles them. Returns the articles whose
   * quantity was recomputed.
   */
  setVariables(rows: Iterable<VariableRow>): Set<string> {
    // The walls whose height follows a variable, and that height now: those whose height changes are measured again.
    const followers = this.heightFollowers();
    const next = new Map<string, VariableRow>();
    for (const row of rows) next.set(nameKey(row.name), row);
    const rerun = new Set<Link>();
    const recompile = new Set<Link>();
    for (const [key, current] of this.variables) {
      const row = next.get(key);
      if (!row) {
        this.variables.delete(key);
        this.byVariable.get(key)?.forEach((l) => recompile.add(l));
      } else if (row.unit !== current.row.unit) {
        this.putVariable(row);
        this.byVariable.get(key)?.forEach((l) => recompile.add(l));
      } else if (row.value !== current.row.value) {
        this.putVariable(row);
        this.byVariable.get(key)?.forEach((l) => rerun.add(l));
      } else if (row !== current.row) {
        this.variables.set(key, { ...current, row });
      }
    }
    for (const [key, row] of next) {
      if (this.variables.has(key)) continue;
      this.putVariable(row);
      this.byVariable.get(key)?.forEach((l) => recompile.add(l));
    }
    const touched = new Set<string>();
    for (const link of recompile) {
      this.compile(link);
      this.evaluate(link);
      touched.add(link.link.articleId);
    }
    for (const link of rerun) {
      if (recompile.has(link)) continue;
      this.evaluate(link);
      touched.add(link.link.articleId);
    }
    for (const articleId of touched) this.resum(articleId);
    const moved = followers.filter(({ name, height }) => this.heights(name) !== height).map(({ m }) => m);
    if (moved.length > 0) this.putMeasurements(moved).forEach((id) => touched.add(id));
    return touched;
  }

  /** The walls whose height follows a variable, with that variable and the height it gives now. */
  private heightFollowers() {
    const followers: { m: Measurement; name: string; height: number | undefined }[] = [];
    for (const { measurement: m } of this.entries.values()) {
      if (m.kind === 'wallArea' && m.heightVariable !== undefined) {
        followers.push({ m, name: m.heightVariable, height: this.heights(m.heightVariable) });
      }
    }
    return followers;
  }

  /** A measurement created or changed (its geometry, its links); returns the articles recomputed. */
  putMeasurements(measurements: Iterable<Measurement>): Set<string> {
    const touched = new Set<string>();
    for (const m of measurements) {
      this.dropMeasurement(m.id, touched);
      this.putMeasurement(m).links.forEach((l) => touched.add(l.link.articleId));
    }
    for (const articleId of touched) this.resum(articleId);
    return touched;
  }

  removeMeasurements(ids: Iterable<string>): Set<string> {
    const touched = new Set<string>();
    for (const id of ids) this.dropMeasurement(id, touched);
    for (const articleId of touched) this.resum(articleId);
    return touched;
  }

  /** A sheet's scale changed, or a sheet became (or stopped being) a previous indice: its measurements change. */
  putSheets(sheets: Iterable<SheetRow>): Set<string> {
    const changed = new Set<string>();
    for (const sheet of sheets) {
      if (this.sheets.get(sheet.id)?.scale !== sheet.scale) changed.add(sheet.id);
      this.sheets.set(sheet.id, sheet);
    }
    const superseded = replacedSheetIds(this.sheets.values());
    for (const id of superseded) if (!this.superseded.has(id)) changed.add(id);
    for (const id of this.superseded) if (!superseded.has(id)) changed.add(id);
    this.superseded = superseded;
    const measurements = [...this.entries.values()]
      .filter((e) => changed.has(e.measurement.sheetId))
      .map((e) => e.measurement);
    return this.putMeasurements(measurements);
  }

  /** The library changed (an article's unit, price, place): every link is recompiled against it. */
  setLibrary(library: QuantityInput['library']): void {
    this.library = library;
    this.totals.clear();
    this.lines.clear();
    this.order = null;
    for (const entry of this.entries.values()) {
      for (const link of entry.links) {
        this.compile(link);
        this.evaluate(link);
      }
    }
    for (const articleId of this.byArticle.keys()) this.resum(articleId);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Reads
  // -------------------------------------------------------------------------------------------------------------

  /** The sum of an article's links (every current sheet: not the previous indices). */
  articleTotal(articleId: string): ArticleTotal | undefined {
    return this.totals.get(articleId);
  }

  /** The links whose formula names a variable (case aside): what editing it recomputes. */
  dependents(variableName: string): LinkResult[] {
    return [...(this.byVariable.get(nameKey(variableName)) ?? [])].map(result);
  }

  /** Every link of a measurement, with its value or its problem. */
  linksOfMeasurement(measurementId: string): LinkResult[] {
    return (this.entries.get(measurementId)?.links ?? []).map(result);
  }

  /**
   * Every link feeding an article on the current sheets: its measurements, for « highlight on the plans ». Given
   * sheets, the links on those sheets, a previous indice's included (a panel filtered by sheets counts them).
   */
  linksOfArticle(articleId: string, sheetIds?: ReadonlySet<string>): LinkResult[] {
    const counted = [...(this.byArticle.get(articleId) ?? [])];
    if (!sheetIds) return counted.map(result);
    const all = [...counted, ...(this.supersededByArticle.get(articleId) ?? [])];
    return all.filter((l) => sheetIds.has(l.measurement.sheetId)).map(result);
  }

  /** How a link's quantity was obtained, built on demand; null when the formula or the measurement fails. */
  derivation(measurementId: string, articleId: string): FormulaDerivation | null {
    const entry = this.entries.get(measurementId);
    const link = entry?.links.find((l) => l.link.articleId === articleId);
    const sheet = entry && this.sheets.get(entry.measurement.sheetId);
    if (!entry || !link?.compiled?.ast || !sheet || link.value === null) return null;
    const m = entry.measurement;
    return deriveFormula(link.compiled.ast, {
      kind: m.kind,
      measured: (name: MeasuredName) => {
        const d = measuredDerivation(m, sheet.scale, name, this.heights);
        return d.ok ? d.value : { op: 'term', value: Number.NaN, unit: null };
      },
      variable: (key) => {
        const v = this.variables.get(key)?.row;
        return v && { name: v.name, value: v.value, unit: v.unit };
      },
    });
  }

  /** The panel: lot → chapitre → article with quantities and amounts, totals, VAT per rate, what is unlinked. */
  panel(filter: QuantitiesFilter = {}): QuantitiesPanelData {
    const { libraryLots, libraryChapters, libraryItems } = this.library;
    const bySheet = filter.sheetIds !== undefined;
    // Per-article sums: the cached ones, or one pass over the links of the sheets asked for.
    const sums = bySheet ? this.sumsForSheets(filter.sheetIds as ReadonlySet<string>) : this.totals;
    const order = this.rank();
    const rankOf = (id: string) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
    const chapters = new Map<string, ArticleLine[]>();
    for (const [articleId, total] of sums) {
      const article = libraryItems.get(articleId);
      if (!article || total.linkCount === 0) continue;
      if (filter.lotIds && !filter.lotIds.has(article.lot)) continue;
      const cached = bySheet ? undefined : this.lines.get(articleId);
      let line = cached && cached.total === total && cached.line.article === article ? cached.line : null;
      if (!line) {
        const chapter = libraryChapters.get(article.subCategory);
        const lot = libraryLots.get(article.lot);
        if (!chapter || !lot) continue;
        const quantity = billedQuantity(total.quantity, article.unite);
        line = {
          article,
          number: joinNumber([lot.code, chapter.code, article.code]),
          quantity,
          amountCents: lineAmount(quantity, article.unite, eurosToCents(article.prix_unitaire) ?? 0),
          linkCount: total.linkCount,
          problemCount: total.problemCount,
          warningCount: total.warningCount,
        };
        if (!bySheet) this.lines.set(articleId, { total, line });
      }
      const list = chapters.get(article.subCategory) ?? [];
      list.push(line);
      chapters.set(article.subCategory, list);
    }
    const lots = new Map<string, ChapterGroup[]>();
    for (const [chapterId, articles] of chapters) {
      const chapter = libraryChapters.get(chapterId) as ChapterRow;
      const lot = libraryLots.get(chapter.lotId) as LotRow;
      articles.sort((a, b) => rankOf(a.article.id) - rankOf(b.article.id));
      const group: ChapterGroup = {
        chapter,
        number: joinNumber([lot.code, chapter.code]),
        articles,
        amountCents: articles.reduce((sum, a) => sum + a.amountCents, 0),
      };
      const list = lots.get(lot.id) ?? [];
      list.push(group);
      lots.set(lot.id, list);
    }
    const lotGroups: LotGroup[] = [...lots].map(([lotId, groups]) => {
      groups.sort((a, b) => rankOf(a.chapter.id) - rankOf(b.chapter.id));
      const lot = libraryLots.get(lotId) as LotRow;
      return { lot, number: lot.code, chapters: groups, amountCents: groups.reduce((s, g) => s + g.amountCents, 0) };
    });
    lotGroups.sort((a, b) => rankOf(a.lot.id) - rankOf(b.lot.id));
    const bases = new Map<VatRate, Cents>();
    for (const lot of lotGroups) {
      for (const chapter of lot.chapters) {
        for (const line of chapter.articles) {
          bases.set(line.article.vatRate, (bases.get(line.article.vatRate) ?? 0) + line.amountCents);
        }
      }
    }
    const vat = [...bases]
      .sort(([a], [b]) => b - a)
      .map(([rate, baseCents]) => ({ rate, baseCents, vatCents: vatAmount(baseCents, rate) }));
    const totalHtCents = lotGroups.reduce((s, l) => s + l.amountCents, 0);
    const inSheets = (m: Measurement) =>
      bySheet ? (filter.sheetIds as ReadonlySet<string>).has(m.sheetId) : !this.superseded.has(m.sheetId);
    const unlinked: Measurement[] = [];
    const problems: LinkResult[] = [];
    for (const entry of this.entries.values()) {
      if (!inSheets(entry.measurement)) continue;
      if (entry.links.length === 0) unlinked.push(entry.measurement);
      for (const link of entry.links) if (link.problem) problems.push(result(link));
    }
    return {
      lots: lotGroups,
      totalHtCents,
      vat,
      totalTtcCents: totalHtCents + vat.reduce((s, v) => s + v.vatCents, 0),
      unlinked,
      problems,
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Internals
  // -------------------------------------------------------------------------------------------------------------

  /** The number order of every lot, chapter and article, computed once per library. */
  private rank(): Map<string, number> {
    if (this.order) return this.order;
    const order = new Map<string, number>();
    let i = 0;
    for (const lot of libraryOutline(this.library, null)) {
      order.set(lot.lot.id, i++);
      for (const chapter of lot.chapters) {
        order.set(chapter.chapter.id, i++);
        for (const article of chapter.articles) order.set(article.article.id, i++);
      }
    }
    return (this.order = order);
  }

  private putVariable(row: VariableRow): void {
    const key = nameKey(row.name);
    const existing = this.variables.get(key);
    const slot = existing?.slot ?? this.nextSlot++;
    if (slot >= this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    const parsed = variableValue(row);
    this.values[slot] = parsed?.value ?? Number.NaN;
    this.variables.set(key, { slot, row, binding: parsed ? { slot, dims: parsed.dims } : undefined });
  }

  private putMeasurement(m: Measurement): MeasurementEntry {
    const sheet = this.sheets.get(m.sheetId);
    const measured = sheet ? measuredValues(m, sheet.scale, this.heights) : null;
    const counted = !this.superseded.has(m.sheetId);
    const entry: MeasurementEntry = {
      measurement: m,
      values: measured?.ok ? measured.value : null,
      issue: measured && !measured.ok ? measured.error : measured ? null : { code: 'uncalibrated' },
      links: linksOf(m).map((link): Link => ({
        measurement: m,
        link,
        measured: measured?.ok ? measured.value : null,
        counted,
        compiled: null,
        blocked: null,
        divisor: 1,
        value: null,
        problem: null,
        warning: null,
      })),
    };
    this.entries.set(m.id, entry);
    for (const link of entry.links) {
      add(counted ? this.byArticle : this.supersededByArticle, link.link.articleId, link);
      this.compile(link);
      this.evaluate(link);
    }
    return entry;
  }

  private dropMeasurement(id: string, touched: Set<string>): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    for (const link of entry.links) {
      this.byArticle.get(link.link.articleId)?.delete(link);
      this.supersededByArticle.get(link.link.articleId)?.delete(link);
      for (const key of link.compiled?.names ?? []) this.byVariable.get(key)?.delete(link);
      touched.add(link.link.articleId);
    }
  }

  private compile(link: Link): void {
    for (const key of link.compiled?.names ?? []) this.byVariable.get(key)?.delete(link);
    const article = this.library.libraryItems.get(link.link.articleId);
    const compiled = compileFormula(link.link.formula, {
      kind: link.measurement.kind,
      target: article?.unite ?? null,
      variable: (key) => this.variables.get(key)?.binding,
    });
    link.compiled = compiled;
    for (const key of compiled.names) add(this.byVariable, key, link);
    const reading = formulaReading(compiled, article?.unite ?? null);
    link.divisor = reading.divisor;
    link.warning = reading.warning;
    link.blocked = !article
      ? { kind: 'missingArticle' }
      : compiled.errors.some(isBlocking)
        ? { kind: 'formula', errors: compiled.errors }
        : // A formula that names no quantity of the measurement (a forfait: `1`) needs no scale.
          !link.measured && compiled.readsMeasurement
          ? { kind: 'measurement', issue: this.entries.get(link.measurement.id)?.issue ?? { code: 'uncalibrated' } }
          : null;
  }

  /** Runs a compiled link: one closure call and a division, on the hot path of a variable's edit. */
  private evaluate(link: Link): void {
    if (link.blocked) {
      link.value = null;
      link.problem = link.blocked;
      return;
    }
    const compiled = link.compiled as CompiledFormula;
    const measured = link.measured ?? EMPTY;
    const value = compiled.evaluate(measured, this.values);
    if (Number.isFinite(value) && link.warning?.code === 'unitMismatch') {
      // Issue 24: a unit error is not priced. The value stays readable in the formula's own unit.
      link.value = null;
      link.problem = { kind: 'unit', error: link.warning, value, unit: link.warning.result };
    } else if (Number.isFinite(value)) {
      link.value = value / link.divisor;
      link.problem = null;
    } else {
      link.value = null;
      link.problem = { kind: 'formula', errors: [compiled.failure(measured, this.values)] };
    }
  }

  private resum(articleId: string): void {
    const links = this.byArticle.get(articleId);
    const total = links && sumArticle(links, this.library.libraryItems.get(articleId)?.unite);
    if (!total || total.linkCount === 0) this.totals.delete(articleId);
    else this.totals.set(articleId, total);
  }

  private sumsForSheets(sheetIds: ReadonlySet<string>): Map<string, ArticleTotal> {
    const byArticle = new Map<string, Link[]>();
    for (const entry of this.entries.values()) {
      if (!sheetIds.has(entry.measurement.sheetId)) continue;
      for (const link of entry.links) {
        const list = byArticle.get(link.link.articleId);
        if (list) list.push(link);
        else byArticle.set(link.link.articleId, [link]);
      }
    }
    const sums = new Map<string, ArticleTotal>();
    for (const [articleId, links] of byArticle) {
      const total = sumArticle(links, this.library.libraryItems.get(articleId)?.unite);
      if (total.linkCount > 0) sums.set(articleId, total);
    }
    return sums;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Summing: the one rounding rule (rounding.ts) — each link rounded to the article unit's decimals, the article's
// quantity the exact sum of its rounded links — and the PSE split: a link naming a PSE is not in the base's sums.
// ---------------------------------------------------------------------------------------------------------------

/** An article's base total over its links; links priced in a PSE are left out (and not counted). */
function sumArticle(links: Iterable<Link>, unit: Unit | undefined): ArticleTotal {
  // Without the article (deleted), every link is in problem and gives no value: the unit does not matter.
  const sum = new LineSum(unit ?? 'ml');
  let linkCount = 0;
  let problemCount = 0;
  let warningCount = 0;
  for (const link of links) {
    if (link.link.pse) continue;
    linkCount++;
    if (link.value !== null) sum.add(link.value);
    if (link.problem) problemCount++;
    if (link.warning && link.value !== null) warningCount++;
  }
  return { quantity: sum.quantity, linkCount, problemCount, warningCount };
}

const EMPTY = new Float64Array(MEASURED_NAMES.length).fill(Number.NaN);

function result(link: Link): LinkResult {
  return {
    measurementId: link.measurement.id,
    sheetId: link.measurement.sheetId,
    articleId: link.link.articleId,
    formula: link.link.formula,
    value: link.value,
    problem: link.problem,
    warning: link.warning,
    ...(link.link.pse ? { pse: link.link.pse } : {}),
  };
}
