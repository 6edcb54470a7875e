import { Alert } from '../../../components/Alert';
import type { SnapKind } from '../../../domain/takeoff/snap';
import type { Readout } from '../../../domain/takeoff/tools/readout';
import { NEEDS_SCALE, type ToolNoticeCode } from '../../../domain/takeoff/tools/types';
import { interpolate } from '../../../i18n/format';
import { formatNumber, formatQuantity } from '../../../i18n/numbers';
import { countingFr } from '../../../i18n/counting.fr';
import { selectionFr } from '../../../i18n/selection.fr';
import { toolsFr } from '../../../i18n/tools.fr';
import { workspaceFr } from '../../../i18n/workspace.fr';
import * as styles from './MeasureReadout.css';

export interface MeasureReadoutProps {
  /** What the active tool measures now (domain/takeoff/tools/readout.ts). */
  readout: Readout;
  /** The sheet has a scale somewhere (its default or a region): without one, measuring tools are blocked. */
  isSheetCalibrated: boolean;
  /** Snapping on or off (the A key). */
  isSnapping: boolean;
  /** The kind of the snap under the cursor, or null. */
  snapKind?: SnapKind | null | undefined;
  /** Shift constrains the angle right now. */
  isConstrained?: boolean | undefined;
  /** Why the last click or key did nothing; announced politely. */
  notice?: ToolNoticeCode | null | undefined;
  className?: string | undefined;
}

const r = toolsFr.readout;

/**
 * The live readout under the plan while a tool works: the segment, the total, the area, in French formats. Values
 * change at pointer rate and are not a live region (a screen reader would hear every move); the refusal notice is.
 * On a sheet without a scale, a measuring tool says « Non étalonné » and why, here, before any click.
 */
export function MeasureReadout({
  readout,
  isSheetCalibrated,
  isSnapping,
  snapKind = null,
  isConstrained = false,
  notice = null,
  className,
}: MeasureReadoutProps) {
  const blocked = NEEDS_SCALE.has(readout.tool) && (readout.uncalibrated || !isSheetCalibrated);
  const rows: [string, string][] = [];
  const add = (label: string, value: number | null, format: (v: number) => string) => {
    if (value !== null) rows.push([label, format(value)]);
  };
  const closed = readout.area !== null;
  add(r.count, readout.count, (v) => formatQuantity(v, 'U'));
  add(r.span, readout.span, (v) => interpolate(r.spanValue, { value: formatNumber(v, 1) }));
  add(r.segment, readout.segment, (v) => formatQuantity(v, 'm'));
  add(closed ? r.perimeter : r.total, readout.total, (v) => formatQuantity(v, closed ? 'm' : 'ml'));
  add(r.area, readout.area, (v) => formatQuantity(v, 'm²'));
  add(r.wallArea, readout.wallArea, (v) => formatQuantity(v, 'm²'));
  add(r.volume, readout.volume, (v) => formatQuantity(v, 'm³'));
  // Boxing a symbol, taking a plan element: the hint says how, and stays.
  const modeHint = readout.boxing
    ? `${readout.boxing === 'new' ? countingFr.tool.boxHint : countingFr.tool.boxVariantHint} ${countingFr.tool.boxCancelHint}`
    : readout.pick
      ? `${selectionFr.tool.hints[readout.pick]} ${selectionFr.tool.keyboardHint}`
      : null;
  // The uncalibrated notice says it all: a refusal for the same reason would repeat it.
  const shownNotice = blocked && notice === 'uncalibrated' ? null : notice;

  return (
    <section aria-label={r.region} className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.tool}>{toolsFr.names[readout.tool]}</span>
      {/*
       * The hint and the values share one cell, the hint kept (hidden) once values replace it: the readout keeps the
       * height the hint gave it, and the plan above keeps its own (see MeasureReadout.css.ts).
       */}
      <div className={styles.now}>
        <span className={styles.hint} data-hidden={((rows.length > 0 || blocked) && modeHint === null) || undefined}>
          {modeHint ?? toolsFr.hints[readout.tool]}
        </span>
        {rows.length > 0 && modeHint === null && (
          <dl className={styles.values}>
            {rows.map(([label, value]) => (
              <div key={label} className={styles.pair}>
                <dt className={styles.term}>{label}</dt>
                <dd className={styles.value}>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <span className={styles.snapping}>
        {`${r.snapping} ${isSnapping ? r.snappingOn : r.snappingOff} ${r.snappingKey}`}
        {isSnapping && snapKind ? ` · ${toolsFr.snapKinds[snapKind]}` : ''}
        {isConstrained ? ` · ${r.constrained}` : ''}
      </span>
      <div className={styles.notice} role="status">
        {blocked && (
          <Alert tone="warning" title={workspaceFr.scale.uncalibrated} live="off">
            {workspaceFr.scale.uncalibratedHint}
          </Alert>
        )}
        {shownNotice && (
          <Alert tone={shownNotice === 'uncalibrated' ? 'warning' : 'info'} live="off">
            {toolsFr.notices[shownNotice]}
          </Alert>
        )}
      </div>
    </section>
  );
}
