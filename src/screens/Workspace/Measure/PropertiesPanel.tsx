import { useId, type ReactNode } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { GlyphButton } from '../../../patterns/GlyphButton';
import { Checkbox } from '../../../components/Checkbox';
import { Icon } from '../../../components/Icon';
import { Select } from '../../../components/Select';
import { countProvenance } from '../../../domain/counting/provenance';
import type { MeasurementPatch } from '../../../domain/takeoff/commands';
import { DEFAULT_OPENING, PROPERTY_LIMITS } from '../../../domain/takeoff/editing';
import type { Derivation, Quantity, QuantityIssue, Unit } from '../../../domain/takeoff/quantity';
import {
  PALETTE_KEYS,
  fail,
  ok,
  type Measurement,
  type PlanElement,
  type Opening,
  type PaletteKey,
  type Result,
} from '../../../domain/takeoff/types';
import { selectionFr } from '../../../i18n/selection.fr';
import { countingFr } from '../../../i18n/counting.fr';
import { interpolate } from '../../../i18n/format';
import { measureFr } from '../../../i18n/measure.fr';
import {
  formatDerivation,
  formatNumber,
  formatQuantity,
  parseDecimal,
  parseIssueMessage,
  parseLength,
} from '../../../i18n/numbers';
import { provenanceSummary, scoresText, templatesText } from '../../../i18n/provenance';
import { workspaceFr } from '../../../i18n/workspace.fr';
import { CommitField } from './CommitField';
import { measureColor } from './palette';
import * as styles from './PropertiesPanel.css';
import type { HeightVariable } from './WallHeightControl';

/** One selected measurement with its quantity (computed by the container through the sheet's scales). */
export interface PropertiesItem {
  readonly measurement: Measurement;
  readonly quantity: Result<Quantity, QuantityIssue>;
}

export interface PropertiesPanelProps {
  /** The selection, in any order; empty shows how to select. */
  selection: readonly PropertiesItem[];
  /**
   * One committed edit, to apply to every selected measurement (updateMeasurement(state, ids, patch)): a label, a
   * colour, a height, a thickness, the openings or the holes. Fields a kind lacks are never sent for it.
   */
  onChange: (patch: MeasurementPatch) => void;
  /** Level of the panel's heading. @default 2 */
  headingLevel?: 2 | 3;
  /**
   * Why nothing may be changed (a read-only workspace): the fields are shown disabled with this reason.
   * @default undefined (editable)
   */
  readOnlyReason?: string | undefined;
  /** More sections about the selection, after its quantity (what the measurement is priced as, …). */
  children?: ReactNode;
  /**
   * Where the selection is (issue 24): the localisation fields, inside the panel's fields (disabled with them when
   * read-only), after the colour. @default undefined (none)
   */
  localisation?: ReactNode;
  /**
   * « Déduire une surface » on a single area or volume: starts the deduction tool (D) on it, so the void drawn next
   * is cut from this surface. Omit to hide the button.
   */
  onDeduct?: ((measurementId: string) => void) | undefined;
  /**
   * The project's length variables (HSP…): a wall's height can be bound to one, or unbound, after drawing. Omit or
   * empty: no such choice.
   */
  heightVariables?: readonly HeightVariable[] | undefined;
  /**
   * « Revoir les propositions » on a single assisted count (issue 25): reopens the review of its detection. Omit to
   * hide the button (the provenance still shows).
   */
  onReviewDetection?: ((measurementId: string) => void) | undefined;
  /**
   * « Plinthes » on a single area or volume (issue 26): its outline cut at its doors, as lengths. Omit to hide the
   * button.
   */
  onTakeSkirting?: ((measurementId: string) => void) | undefined;
  /**
   * Which indice a measurement was made or checked on (issue 27: « Reporté de l’indice A, vérifié sur l’indice B le
   * … »), in one sentence; null or omitted for a plan with one indice.
   */
  indiceNoteOf?: ((measurement: Measurement) => string | null) | undefined;
}

const copy = measureFr.properties;

const LIMITS = PROPERTY_LIMITS;

/** A dimension for editing: 2,50 / 0,125 — up to the millimetre, no unit (the label says metres). */
export function formatDimension(metres: number): string {
  const decimals = Number(metres.toFixed(2)) === metres ? 2 : 3;
  return formatNumber(metres, decimals);
}

function parseMetres(max: number) {
  return (text: string): Result<number, string> => {
    const parsed = parseLength(text, 'm');
    if (!parsed.ok) return fail(parseIssueMessage(parsed.error));
    if (parsed.value > max) return fail(interpolate(copy.tooLarge, { max: formatQuantity(max, 'm') }));
    return ok(parsed.value);
  };
}

function parseCount(text: string): Result<number, string> {
  const parsed = parseDecimal(text);
  if (!parsed.ok) return fail(parseIssueMessage(parsed.error));
  if (!Number.isInteger(parsed.value)) return fail(copy.notAWholeNumber);
  if (parsed.value < 1) return fail(copy.countTooSmall);
  if (parsed.value > LIMITS.openingCount) {
    return fail(interpolate(copy.tooLarge, { max: formatNumber(LIMITS.openingCount, 0) }));
  }
  return ok(parsed.value);
}

function parseLabel(text: string): Result<string, string> {
  const label = text.trim();
  return label.length > LIMITS.label ? fail(interpolate(copy.labelTooLong, { max: String(LIMITS.label) })) : ok(label);
}

/** The hole areas of a derivation, in the order of the measurement's holes. */
export function holeAreas(derivation: Derivation): number[] {
  switch (derivation.op) {
    case 'term':
      return derivation.role === 'hole' ? [derivation.value] : [];
    case 'sum':
      return derivation.terms.flatMap(holeAreas);
    case 'product':
      return derivation.factors.flatMap(holeAreas);
    case 'difference':
      return [derivation.minuend, ...derivation.subtrahends].flatMap(holeAreas);
  }
}

/** The one value every item shares, or undefined when they differ. */
function common<T>(values: readonly T[]): T | undefined {
  const [first] = values;
  return values.every((v) => v === first) ? first : undefined;
}

/**
 * The properties of the selection. One measurement: its label, colour, the values of its kind (height and openings
 * of a wall, thickness of a volume, holes of an area) and its quantity with the derivation. Several: the fields they
 * have in common, each edit applied to all; the totals per unit.
 */
export function PropertiesPanel({
  selection,
  onChange,
  headingLevel = 2,
  readOnlyReason,
  children,
  localisation,
  heightVariables,
  onDeduct,
  onReviewDetection,
  onTakeSkirting,
  indiceNoteOf,
}: PropertiesPanelProps) {
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const titleId = useId();
  const readOnlyId = useId();

  if (selection.length === 0) {
    return (
      <section aria-labelledby={titleId} className={styles.root}>
        <Heading id={titleId} className={styles.title}>
          {copy.title}
        </Heading>
        <p className={styles.note}>{copy.empty}</p>
        <p className={styles.note}>{copy.emptyHint}</p>
      </section>
    );
  }

  const measurements = selection.map((s) => s.measurement);
  const kind = common(measurements.map((m) => m.kind));
  const single = selection.length === 1 ? selection[0] : undefined;
  // Remounting the fields when the selection changes drops any draft typed for the previous one.
  const selectionKey = measurements.map((m) => m.id).join(' ');

  const label = common(measurements.map((m) => m.label));
  const color = common(measurements.map((m) => m.color));

  return (
    <section aria-labelledby={titleId} className={styles.root} key={selectionKey}>
      <Heading id={titleId} className={styles.title}>
        {single ? copy.title : interpolate(copy.multiple, { count: selection.length })}
      </Heading>
      {!single && (
        <p className={styles.note}>
          {kind === undefined ? copy.mixedKinds : interpolate(copy.commonFields, { count: selection.length })}
        </p>
      )}

      {readOnlyReason !== undefined && (
        <p id={readOnlyId} className={styles.note}>
          {readOnlyReason}
        </p>
      )}
      {/* A disabled fieldset disables every native control inside it at once: nothing can be changed or sent. */}
      <fieldset
        className={styles.fields}
        disabled={readOnlyReason !== undefined}
        aria-describedby={readOnlyReason !== undefined ? readOnlyId : undefined}
      >
        <CommitField
          label={copy.label}
          text={label ?? ''}
          {...(label === undefined && { placeholder: copy.mixed })}
          parse={parseLabel}
          onCommit={(value) => onChange({ label: value })}
        />

        <ColorChoice value={color} onChange={(value) => onChange({ color: value })} />

        {/* Issue 24: where the selection is. */}
        {localisation}

        {(kind === 'length' || kind === 'wallArea') && (
          <ClosedChoice
            values={measurements.map((m) => ('closed' in m ? m.closed : false))}
            onChange={(closed) => onChange({ closed })}
          />
        )}

        {kind === 'wallArea' && (
          <DimensionField
            label={copy.height}
            description={copy.heightHint}
            values={measurements.map((m) => (m.kind === 'wallArea' ? m.height : 0))}
            max={LIMITS.height}
            // A height typed on a wall that follows a variable (HSP) is this wall's own height from now on.
            onCommit={(height) =>
              onChange(
                measurements.some((m) => m.kind === 'wallArea' && m.heightVariable !== undefined)
                  ? { height, heightVariable: null }
                  : { height },
              )
            }
          />
        )}

        {kind === 'wallArea' && heightVariables && heightVariables.length > 0 && (
          <HeightBinding
            values={measurements.map((m) => (m.kind === 'wallArea' ? (m.heightVariable ?? null) : null))}
            variables={heightVariables}
            onChange={onChange}
          />
        )}

        {kind === 'volume' && (
          <DimensionField
            label={copy.thickness}
            description={copy.thicknessHint}
            values={measurements.map((m) => (m.kind === 'volume' ? m.thickness : 0))}
            max={LIMITS.thickness}
            onCommit={(thickness) => onChange({ thickness })}
          />
        )}

        {single?.measurement.kind === 'wallArea' && (
          <Openings openings={single.measurement.openings} Sub={Sub} onChange={(openings) => onChange({ openings })} />
        )}

        {single && (single.measurement.kind === 'area' || single.measurement.kind === 'volume') && (
          <Holes
            count={single.measurement.holes.length}
            areas={single.quantity.ok ? holeAreas(single.quantity.value.derivation) : []}
            Sub={Sub}
            onRemove={(index) => {
              const m = single.measurement;
              if (m.kind === 'area' || m.kind === 'volume') onChange({ holes: m.holes.filter((_, i) => i !== index) });
            }}
          />
        )}

        {/* Deduction tool (issue 24, the defects found on the job): reachable from the surface it cuts. */}
        {onDeduct && single && (single.measurement.kind === 'area' || single.measurement.kind === 'volume') && (
          <HintedButton label={copy.deduct} hint={copy.deductHint} onPress={() => onDeduct(single.measurement.id)} />
        )}
        {onTakeSkirting && single && (single.measurement.kind === 'area' || single.measurement.kind === 'volume') && (
          <HintedButton
            label={selectionFr.skirting.button}
            hint={selectionFr.skirting.hint}
            onPress={() => onTakeSkirting(single.measurement.id)}
          />
        )}
      </fieldset>

      <QuantitySummary selection={selection} />
      {single?.measurement.element && <p className={styles.note}>{planElementText(single.measurement.element)}</p>}
      {single && indiceNoteOf?.(single.measurement) && (
        <p className={styles.note}>{indiceNoteOf(single.measurement)}</p>
      )}
      {single && (
        <Provenance
          measurement={single.measurement}
          Sub={Sub}
          // Reviewing is a change of the count: not offered read-only.
          onReview={readOnlyReason === undefined ? onReviewDetection : undefined}
        />
      )}
      {children}
    </section>
  );
}

function ColorChoice({ value, onChange }: { value: PaletteKey | undefined; onChange: (value: PaletteKey) => void }) {
  return (
    <RadioGroup
      orientation="horizontal"
      // A mixed selection has no colour chosen: null keeps the group controlled with nothing checked.
      value={value ?? null}
      onChange={(next) => {
        if ((PALETTE_KEYS as readonly string[]).includes(next)) onChange(next as PaletteKey);
      }}
      className={styles.fieldset}
    >
      <Label className={styles.swatchLabel}>{copy.color}</Label>
      <div className={styles.swatches}>
        {PALETTE_KEYS.map((key) => (
          <Radio
            key={key}
            value={key}
            aria-label={measureFr.colors[key]}
            className={styles.swatch}
            style={{ background: measureColor[key] }}
          >
            {({ isSelected }) => (isSelected ? <Icon name="check" size="sm" /> : null)}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

/** The Select's key for « no variable » (an empty key is reserved by Select for « nothing chosen »). */
const TYPED = '\u0000typed';

/**
 * « Hauteur liée à »: the variable the selected walls' height follows, chosen after drawing (one journalled patch,
 * undoable): bound, the height is set to the variable's value and follows it; « Aucune » keeps the height as it is.
 */
function HeightBinding({
  values,
  variables,
  onChange,
}: {
  values: readonly (string | null)[];
  variables: readonly HeightVariable[];
  onChange: (patch: MeasurementPatch) => void;
}) {
  const shared = values.every((v) => v === values[0]) ? (values[0] ?? null) : undefined;
  // A wall bound to a variable the project no longer has is listed too, so that its binding shows.
  const names = new Set(variables.map((v) => v.name));
  const items = [
    { id: TYPED, label: copy.heightVariableNone },
    ...variables.map((v) => ({
      id: v.name,
      label: interpolate(measureFr.wallHeight.variableOption, { name: v.name, value: formatQuantity(v.metres, 'm') }),
    })),
    ...(typeof shared === 'string' && !names.has(shared) ? [{ id: shared, label: shared }] : []),
  ];
  return (
    <Select
      label={copy.heightVariable}
      description={copy.heightVariableHint}
      items={items}
      placeholder={copy.heightVariableMixed}
      selectedKey={shared === undefined ? null : shared === null ? TYPED : shared}
      onSelectionChange={(key) => {
        if (key === TYPED) {
          if (shared !== null) onChange({ heightVariable: null });
          return;
        }
        const chosen = variables.find((v) => v.name === key);
        if (chosen && shared !== chosen.name) onChange({ heightVariable: chosen.name, height: chosen.metres });
      }}
    />
  );
}

function ClosedChoice({ values, onChange }: { values: readonly boolean[]; onChange: (closed: boolean) => void }) {
  const shared = common(values);
  return (
    <Checkbox
      isSelected={shared === true}
      isIndeterminate={shared === undefined}
      onChange={onChange}
      description={copy.closedHint}
    >
      {copy.closed}
    </Checkbox>
  );
}

function DimensionField({
  label,
  description,
  values,
  max,
  onCommit,
}: {
  label: string;
  description: string;
  values: readonly number[];
  max: number;
  onCommit: (metres: number) => void;
}) {
  const shared = common(values);
  return (
    <CommitField
      label={label}
      description={description}
      text={shared === undefined ? '' : formatDimension(shared)}
      {...(shared === undefined && { placeholder: copy.mixed })}
      parse={parseMetres(max)}
      onCommit={onCommit}
    />
  );
}

function Openings({
  openings,
  Sub,
  onChange,
}: {
  openings: readonly Opening[];
  Sub: 'h3' | 'h4';
  onChange: (openings: Opening[]) => void;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.fieldset}>
      <Sub id={titleId} className={styles.legend}>
        {copy.openings}
      </Sub>
      {openings.length === 0 ? (
        <p className={styles.note}>{copy.openingsEmpty}</p>
      ) : (
        <ul className={styles.openings}>
          {openings.map((o, index) => (
            <OpeningItem
              key={index}
              opening={o}
              index={index}
              onChange={(next) => onChange(openings.map((x, i) => (i === index ? next : x)))}
              onRemove={() => onChange(openings.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
      <div>
        <Button variant="secondary" size="sm" onPress={() => onChange([...openings, DEFAULT_OPENING])}>
          {copy.addOpening}
        </Button>
      </div>
    </section>
  );
}

function OpeningItem({
  opening,
  index,
  onChange,
  onRemove,
}: {
  opening: Opening;
  index: number;
  onChange: (opening: Opening) => void;
  onRemove: () => void;
}) {
  const titleId = useId();
  const n = index + 1;
  const withLabel = (label: string): Opening => ({
    width: opening.width,
    height: opening.height,
    count: opening.count,
    ...(label === '' ? {} : { label }),
  });
  return (
    <li className={styles.opening}>
      <div role="group" aria-labelledby={titleId} className={styles.fieldset}>
        <div className={styles.openingHeader}>
          <p id={titleId} className={styles.openingTitle}>
            {interpolate(copy.opening, { index: n })}
          </p>
          <GlyphButton icon="close" label={interpolate(copy.removeOpening, { index: n })} onPress={onRemove} />
        </div>
        <CommitField
          label={copy.openingLabel}
          text={opening.label ?? ''}
          placeholder={copy.openingLabelPlaceholder}
          parse={parseLabel}
          onCommit={(label) => onChange(withLabel(label))}
        />
        <div className={styles.dimensions}>
          <CommitField
            label={copy.openingWidth}
            text={formatDimension(opening.width)}
            parse={parseMetres(LIMITS.opening)}
            onCommit={(width) => onChange({ ...opening, width })}
          />
          <CommitField
            label={copy.openingHeight}
            text={formatDimension(opening.height)}
            parse={parseMetres(LIMITS.opening)}
            onCommit={(height) => onChange({ ...opening, height })}
          />
          <CommitField
            label={copy.openingCount}
            text={String(opening.count)}
            parse={parseCount}
            onCommit={(count) => onChange({ ...opening, count })}
          />
        </div>
      </div>
    </li>
  );
}

function Holes({
  count,
  areas,
  Sub,
  onRemove,
}: {
  count: number;
  areas: readonly number[];
  Sub: 'h3' | 'h4';
  onRemove: (index: number) => void;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.fieldset}>
      <Sub id={titleId} className={styles.legend}>
        {copy.holes}
      </Sub>
      {count === 0 ? (
        <p className={styles.note}>{copy.holesEmpty}</p>
      ) : (
        <ul className={styles.holes}>
          {Array.from({ length: count }, (_, index) => {
            const area = areas[index];
            const n = index + 1;
            return (
              <li key={index} className={styles.hole}>
                <span>
                  {interpolate(copy.hole, { index: n })}
                  {area !== undefined && ` · ${formatQuantity(area, 'm²')}`}
                </span>
                <GlyphButton
                  icon="close"
                  label={interpolate(copy.removeHole, { index: n })}
                  onPress={() => onRemove(index)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** A secondary button with its hint under it, the hint its description (« Déduire une surface », « Revoir… »). */
function HintedButton({ label, hint, onPress }: { label: string; hint: string; onPress: () => void }) {
  const hintId = useId();
  return (
    <div className={styles.fieldset}>
      <div>
        <Button variant="secondary" size="sm" onPress={onPress} aria-describedby={hintId}>
          {label}
        </Button>
      </div>
      <p id={hintId} className={styles.note}>
        {hint}
      </p>
    </div>
  );
}

const provenanceCopy = countingFr.provenance;

/** Where a measurement taken from the plan came from (issue 26), in one sentence. */
function planElementText(element: PlanElement): string {
  const e = selectionFr.provenance;
  const how =
    element.method === 'fill'
      ? interpolate(e.fill, { gap: formatQuantity(element.gap ?? 0, 'm') })
      : element.method === 'run'
        ? e.run
        : e.skirting;
  const from = element.source === 'raster' ? ` ${e.scan}` : '';
  const layers = element.layers.length > 0 ? ` ${interpolate(e.layers, { layers: element.layers.join(', ') })}` : '';
  return `${how}${from}.${layers}`;
}

/**
 * Where an assisted count's points came from (issue 25): « 18 détectés et acceptés · 1 détecté et corrigé · 1 ajouté
 * à la main », its templates and the scores of its detected points, and « Revoir les propositions ». Nothing for a
 * count made by hand before assisted counting, nor for other kinds.
 */
function Provenance({
  measurement,
  Sub,
  onReview,
}: {
  measurement: Measurement;
  Sub: 'h3' | 'h4';
  onReview: ((measurementId: string) => void) | undefined;
}) {
  const titleId = useId();
  const provenance = countProvenance(measurement);
  if (!provenance) return null;
  return (
    <section aria-labelledby={titleId} className={styles.fieldset}>
      <Sub id={titleId} className={styles.legend}>
        {provenanceCopy.title}
      </Sub>
      <p className={styles.note}>{provenanceSummary(provenance)}</p>
      {(provenance.templates > 0 || provenance.scores) && (
        <dl className={styles.quantity}>
          {provenance.templates > 0 && (
            <>
              <dt className={styles.term}>{provenanceCopy.templatesLabel}</dt>
              <dd className={styles.value}>{templatesText(provenance.templates)}</dd>
            </>
          )}
          {provenance.scores && (
            <>
              <dt className={styles.term}>{provenanceCopy.scoresLabel}</dt>
              <dd className={styles.value}>{scoresText(provenance.scores)}</dd>
            </>
          )}
        </dl>
      )}
      {onReview && provenance.reviewable && (
        <HintedButton
          label={provenanceCopy.review}
          hint={provenanceCopy.reviewHint}
          onPress={() => onReview(measurement.id)}
        />
      )}
    </section>
  );
}

function QuantitySummary({ selection }: { selection: readonly PropertiesItem[] }) {
  const single = selection.length === 1 ? selection[0] : undefined;
  if (single) {
    const q = single.quantity;
    return (
      <dl className={styles.quantity}>
        <dt className={styles.term}>{copy.kind}</dt>
        <dd className={styles.value}>{measureFr.kinds[single.measurement.kind]}</dd>
        <dt className={styles.term}>{copy.quantity}</dt>
        <dd className={`${styles.value} ${styles.strong}`}>
          {q.ok ? formatQuantity(q.value.value, q.value.unit) : workspaceFr.quantity[q.error.code]}
        </dd>
        {q.ok && (
          <>
            <dt className={styles.term}>{copy.derivation}</dt>
            <dd className={styles.value}>{formatDerivation(q.value.derivation)}</dd>
          </>
        )}
      </dl>
    );
  }
  // Several: one total per unit, over the measurements that have a quantity.
  const totals = new Map<Unit, number>();
  for (const { quantity } of selection) {
    if (quantity.ok) totals.set(quantity.value.unit, (totals.get(quantity.value.unit) ?? 0) + quantity.value.value);
  }
  const missing = selection.filter((s) => !s.quantity.ok);
  return (
    <dl className={styles.quantity}>
      {totals.size > 0 && (
        <>
          <dt className={styles.term}>{copy.total}</dt>
          <dd className={`${styles.value} ${styles.strong}`}>
            {[...totals].map(([unit, total]) => formatQuantity(total, unit)).join(' · ')}
          </dd>
        </>
      )}
      {missing.length > 0 && (
        <>
          <dt className={styles.term}>{interpolate(copy.withoutQuantity, { count: missing.length })}</dt>
          <dd className={styles.value}>
            {[...new Set(missing.map((s) => (s.quantity.ok ? '' : workspaceFr.quantity[s.quantity.error.code])))].join(
              ' · ',
            )}
          </dd>
        </>
      )}
    </dl>
  );
}
