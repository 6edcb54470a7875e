import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { Radio, RadioGroup } from '../../../components/RadioGroup';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { distance } from '../../../domain/takeoff/geometry';
import { parseFeetInches } from '../../../domain/takeoff/imperial';
import {
  STANDARD_SCALES,
  checkScale,
  scaleFromCalibration,
  scaleFromRatio,
  type ScaleCheck,
  type ScaleIssue,
} from '../../../domain/takeoff/scale';
import { fail, ok, type Point, type Result, type Scale } from '../../../domain/takeoff/types';
import { cadFr } from '../../../i18n/cad.fr';
import { cadScaleText } from '../../../i18n/cadMessages';
import { interpolate } from '../../../i18n/format';
import { measureFr } from '../../../i18n/measure.fr';
import { regionsFr } from '../../../i18n/regions.fr';
import {
  formatNumber,
  formatPercent,
  formatQuantity,
  NO_BREAK_SPACE,
  parseIssueMessage,
  parseLength,
  type LengthUnit,
} from '../../../i18n/numbers';
import { workspaceFr } from '../../../i18n/workspace.fr';
import * as styles from './ScaleDialog.css';
import { formatPaperMillimetres, pointsToPaperMillimetres, scaleResultText, standardScaleLabel } from './scaleText';

export interface ScaleSegment {
  readonly from: Point;
  readonly to: Point;
}

export type ScaleDialogTarget =
  | { readonly kind: 'sheet' }
  /** `isNew`: a region just drawn, created only when its scale is applied. */
  | { readonly kind: 'region'; readonly label: string; readonly isNew?: boolean };

export interface ScaleDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Set a scale, or check the current one against a printed dimension. @default 'calibrate' */
  mode?: 'calibrate' | 'check';
  /** What the scale is for: the sheet, or one of its regions. @default { kind: 'sheet' } */
  target?: ScaleDialogTarget;
  /** The scale that applies now (the check compares with it; the ratio picker starts on it). */
  current: Scale | null;
  /** The segment drawn on the plan with the scale or check tool (sheet units); null before drawing. */
  segment: ScaleSegment | null;
  /** Closes the dialog so the user draws the segment on the plan; omit when the dialog cannot be left. */
  onPickSegment?: () => void;
  /** A new scale (calibration, ratio, or « Étalonner sur cette cote » from a check). The dialog then closes. */
  onApply: (scale: Scale) => void;
}

/** Beyond this deviation, a check says the scale looks wrong: hand clicks on a printed dimension are within 1 %. */
export const CHECK_TOLERANCE = 0.01;

const copy = measureFr.scale;
const UNITS: readonly LengthUnit[] = ['m', 'cm', 'mm'];
const unitItems = UNITS.map((u) => ({ id: u, label: u }));
// Metric ratios first, then the imperial ones by their title-block names (1/8″ = 1′-0″ (1:96)).
const ratioItems = STANDARD_SCALES.map(({ denominator }) => ({
  id: String(denominator),
  label: standardScaleLabel(denominator),
}));

const issueMessage = (issue: ScaleIssue) => workspaceFr.scale[issue.code];

/**
 * Sets the scale of a sheet or of a region: by two points drawn on the plan and the real distance between them
 * (m, cm or mm; a decimal comma is fine), or by a standard ratio of the PDF's own units. In check mode, reads a
 * printed dimension, then shows what the current scale measures, the deviation in %, and offers to calibrate on it.
 * Errors are French, under their field, focus on the first; what was typed stays.
 */
export function ScaleDialog({
  isOpen,
  onOpenChange,
  mode = 'calibrate',
  target = { kind: 'sheet' },
  current,
  segment,
  onPickSegment,
  onApply,
}: ScaleDialogProps) {
  const title =
    mode === 'check'
      ? copy.checkTitle
      : target.kind === 'region'
        ? interpolate(copy.titleRegion, { region: target.label })
        : copy.titleSheet;
  const description =
    mode === 'check'
      ? copy.checkDescription
      : target.kind === 'region'
        ? target.isNew
          ? regionsFr.newRegionDescription
          : copy.descriptionRegion
        : copy.description;
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={title} description={description}>
      {({ close }) =>
        mode === 'check' ? (
          <CheckForm
            current={current}
            segment={segment}
            onPickSegment={onPickSegment}
            onApply={onApply}
            close={close}
          />
        ) : (
          <CalibrateForm
            current={current}
            segment={segment}
            onPickSegment={onPickSegment}
            onApply={(scale) => {
              onApply(scale);
              close();
            }}
            close={close}
          />
        )
      }
    </Modal>
  );
}

interface FormProps {
  current: Scale | null;
  segment: ScaleSegment | null;
  onPickSegment: (() => void) | undefined;
  onApply: (scale: Scale) => void;
  close: () => void;
}

function SegmentLine({ segment, onPickSegment }: Pick<FormProps, 'segment' | 'onPickSegment'>) {
  return (
    <p className={styles.segment}>
      <span>
        {segment
          ? interpolate(copy.drawnSegment, {
              length: formatPaperMillimetres(pointsToPaperMillimetres(distance(segment.from, segment.to))),
            })
          : copy.noSegment}
      </span>
      {onPickSegment && (
        <Button variant="secondary" size="sm" onPress={onPickSegment}>
          {segment ? copy.pickAgain : copy.pickPoints}
        </Button>
      )}
    </p>
  );
}

/** A distance as typed: metric (« 3,50 m », « 350 » in the default unit) or feet and inches (« 16′-6″ »). */
interface TypedDistance {
  readonly metres: number;
  /** Typed in feet and inches: the field shows what it converts to. */
  readonly isImperial: boolean;
}

/** What the distance field reads, or its French refusal. */
export function parseDistance(text: string, unit: LengthUnit): Result<TypedDistance, string> {
  const imperial = parseFeetInches(text);
  if (imperial.ok) return ok({ metres: imperial.value, isImperial: true });
  if (imperial.error.code === 'malformed') return fail(copy.feetInchesMalformed);
  if (imperial.error.code === 'notPositive') return fail(workspaceFr.input.notPositive);
  const metric = parseLength(text, unit);
  if (metric.ok) return ok({ metres: metric.value, isImperial: false });
  return fail(metric.error.code === 'empty' ? workspaceFr.scale.invalidDistance : parseIssueMessage(metric.error));
}

/** Metres to the tenth of a millimetre, as a feet-and-inches length converts: « 5,0292 m ». */
function formatConvertedMetres(metres: number): string {
  return `${formatNumber(metres, 4)}${NO_BREAK_SPACE}m`;
}

/**
 * The distance field `name` of `form` and its default unit; `parse` reads both. A refusal shows its message under the
 * field, then moves the focus there.
 */
function useDistance(form: RefObject<HTMLFormElement | null>, name: string) {
  const [text, setText] = useState('');
  const [unit, setUnit] = useState<LengthUnit>('m');
  const [error, setError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // Focus moves after the render that shows the message, so the field is announced with it.
  useEffect(() => {
    if (focusRequest === 0) return;
    const field = form.current?.elements.namedItem(name);
    if (field instanceof HTMLElement) field.focus();
  }, [focusRequest, form, name]);

  const parse = () => parseDistance(text, unit);
  const refuse = (message: string) => {
    setError(message);
    setFocusRequest((n) => n + 1);
  };
  /** The length typed, in metres, or null once its refusal is shown. */
  const read = (): number | null => {
    const length = parse();
    if (length.ok) return length.value.metres;
    refuse(length.error);
    return null;
  };
  return { name, text, setText, unit, setUnit, error, setError, parse, refuse, read };
}

function DistanceFields({ label, state }: { label: string; state: ReturnType<typeof useDistance> }) {
  const typed = state.parse();
  return (
    <>
      <div className={styles.distanceRow}>
        <TextField
          name={state.name}
          label={label}
          description={copy.distanceHint}
          value={state.text}
          onChange={(value) => {
            state.setText(value);
            state.setError(null);
          }}
          isInvalid={state.error !== null}
          errorMessage={state.error}
          autoComplete="off"
          inputMode="decimal"
        />
        <Select
          label={copy.unit}
          items={unitItems}
          selectedKey={state.unit}
          onSelectionChange={(key) => {
            if (key === 'm' || key === 'cm' || key === 'mm') state.setUnit(key);
          }}
        />
      </div>
      {typed.ok && typed.value.isImperial && (
        <p className={styles.preview}>
          {interpolate(copy.feetInches, {
            typed: state.text.trim(),
            metres: formatConvertedMetres(typed.value.metres),
          })}
        </p>
      )}
    </>
  );
}

/** A form's end: the refusal that is no one field's, then « Annuler » and the submit button. */
function FormEnd({ error, submitLabel, close }: { error: string | null; submitLabel: string; close: () => void }) {
  return (
    <>
      {error !== null && <Alert tone="danger">{error}</Alert>}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={close}>
          {copy.cancel}
        </Button>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </>
  );
}

function CalibrateForm({ current, segment, onPickSegment, onApply, close }: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [method, setMethod] = useState<'points' | 'ratio'>(
    segment !== null || current?.source.kind === 'calibration' ? 'points' : 'ratio',
  );
  // Nothing chosen for the person: a ratio picked in advance (it was 1:100) gets applied without being read. The
  // scale the sheet already has is shown, as it is not a guess.
  const source = current?.source;
  // A CAD sheet's scale is its file's: the ratio it is drawn at starts the picker.
  const initialRatio =
    (source?.kind === 'ratio' || source?.kind === 'file') &&
    STANDARD_SCALES.some((s) => s.denominator === source.denominator)
      ? String(source.denominator)
      : '';
  const [ratio, setRatio] = useState(initialRatio);
  const [ratioError, setRatioError] = useState<string | null>(null);
  const dist = useDistance(formRef, 'distance');
  const [formError, setFormError] = useState<string | null>(null);

  const parsed = method === 'points' && segment ? dist.parse() : null;
  const preview = parsed?.ok && segment ? scaleFromCalibration(segment.from, segment.to, parsed.value.metres) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (method === 'ratio') {
      if (ratio === '') {
        setRatioError(copy.ratioMissing);
        const trigger = formRef.current?.querySelector<HTMLElement>('[data-ratio-picker] button');
        trigger?.focus();
        return;
      }
      const result = scaleFromRatio(Number(ratio));
      if (result.ok) onApply(result.value);
      else setFormError(issueMessage(result.error));
      return;
    }
    if (!segment) {
      setFormError(copy.needPoints);
      return;
    }
    const length = dist.read();
    if (length === null) return;
    const result = scaleFromCalibration(segment.from, segment.to, length);
    if (!result.ok) {
      if (result.error.code === 'pointsTooClose') setFormError(issueMessage(result.error));
      else dist.refuse(issueMessage(result.error));
      return;
    }
    onApply(result.value);
  };

  return (
    <Form ref={formRef} validationBehavior="aria" onSubmit={submit} className={styles.form}>
      {source?.kind === 'file' && (
        <Alert tone="info">{`${cadScaleText(source.unit)}. ${cadFr.scale.recalibrate}`}</Alert>
      )}
      <RadioGroup
        label={copy.method}
        value={method}
        onChange={(value) => {
          if (value === 'points' || value === 'ratio') setMethod(value);
          setFormError(null);
        }}
      >
        <Radio value="points">{copy.methodPoints}</Radio>
        <Radio value="ratio">{copy.methodRatio}</Radio>
      </RadioGroup>

      {method === 'points' ? (
        <>
          <SegmentLine segment={segment} onPickSegment={onPickSegment} />
          <DistanceFields label={copy.distance} state={dist} />
          {preview?.ok && (
            <p className={styles.preview} aria-live="polite">
              {scaleResultText(preview.value)}
            </p>
          )}
        </>
      ) : (
        <div data-ratio-picker="">
          <Select
            label={copy.ratio}
            description={copy.ratioHint}
            placeholder={copy.ratioPlaceholder}
            items={ratioItems}
            selectedKey={ratio}
            isInvalid={ratioError !== null}
            errorMessage={ratioError}
            onSelectionChange={(key) => {
              if (key !== null) setRatio(String(key));
              setRatioError(null);
            }}
          />
        </div>
      )}

      <FormEnd error={formError} submitLabel={copy.submit} close={close} />
    </Form>
  );
}

function CheckForm({ current, segment, onPickSegment, onApply, close }: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const printed = useDistance(formRef, 'printed');
  const [result, setResult] = useState<ScaleCheck | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  // The result replaces the form: its heading takes the focus, so it is read and the keyboard stays in the dialog.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  if (current === null) {
    return (
      <div className={styles.form}>
        <Alert tone="warning">{copy.uncalibratedCheck}</Alert>
        <div className={styles.actions}>
          <Button onPress={close}>{copy.close}</Button>
        </div>
      </div>
    );
  }

  if (result && segment) {
    const good = Math.abs(result.deviation) <= CHECK_TOLERANCE;
    const tolerance = formatPercent(CHECK_TOLERANCE, 0);
    return (
      <div className={styles.form}>
        <h3 ref={resultRef} tabIndex={-1} className={styles.resultValue}>
          {copy.checkResultTitle}
        </h3>
        <dl className={styles.result}>
          <dt className={styles.resultTerm}>{copy.measured}</dt>
          <dd className={styles.resultValue}>{formatQuantity(result.measured, 'm')}</dd>
          <dt className={styles.resultTerm}>{copy.printedValue}</dt>
          <dd className={styles.resultValue}>{formatQuantity(result.printed, 'm')}</dd>
          <dt className={styles.resultTerm}>{copy.deviation}</dt>
          <dd className={styles.resultValue}>{formatSignedPercent(result.deviation)}</dd>
        </dl>
        <Alert tone={good ? 'success' : 'warning'}>
          {interpolate(good ? copy.checkGood : copy.checkBad, { tolerance })}
        </Alert>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setResult(null)}>
            {copy.checkAgain}
          </Button>
          <Button
            variant={good ? 'secondary' : 'primary'}
            onPress={() => {
              const scale = scaleFromCalibration(segment.from, segment.to, result.printed);
              if (scale.ok) {
                onApply(scale.value);
                close();
              } else setFormError(issueMessage(scale.error));
            }}
          >
            {copy.recalibrate}
          </Button>
          <Button variant={good ? 'primary' : 'secondary'} onPress={close}>
            {copy.close}
          </Button>
        </div>
        {formError !== null && <Alert tone="danger">{formError}</Alert>}
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (!segment) {
      setFormError(copy.needPoints);
      return;
    }
    const length = printed.read();
    if (length === null) return;
    const checked = checkScale(segment.from, segment.to, length, current);
    if (checked.ok) setResult(checked.value);
    else printed.setError(issueMessage(checked.error));
  };

  return (
    <Form ref={formRef} validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <SegmentLine segment={segment} onPickSegment={onPickSegment} />
      <DistanceFields label={copy.printed} state={printed} />
      <FormEnd error={formError} submitLabel={copy.checkSubmit} close={close} />
    </Form>
  );
}

/** '+1,50 %', '−2,00 %', '0,00 %': a deviation says its direction. */
export function formatSignedPercent(ratio: number): string {
  const text = formatPercent(ratio);
  return ratio > 0 && text !== formatPercent(0) ? `+${text}` : text;
}
