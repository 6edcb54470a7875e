import { useId } from 'react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { visuallyHiddenStyle } from '../../../components/VisuallyHidden';
import { describeScale } from '../../../domain/takeoff/scale';
import type { SheetScales } from '../../../domain/takeoff/types';
import { cadFileScaleDetails } from '../../../i18n/cadMessages';
import { interpolate } from '../../../i18n/format';
import { measureFr } from '../../../i18n/measure.fr';
import { formatScale } from '../../../i18n/numbers';
import { workspaceFr } from '../../../i18n/workspace.fr';
import * as styles from './CalibrationStatus.css';
import { scaleStatusText } from './scaleText';

export interface CalibrationStatusProps {
  /** The sheet's scales: its default (null = not calibrated) and its regions. */
  scales: SheetScales;
  /** Opens the scale dialog (or the scale tool) for the sheet. */
  onCalibrate: () => void;
  /** Opens it for one region; omit to list the regions without a button. */
  onCalibrateRegion?: (regionId: string) => void;
  /** Heading level of the regions' title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /**
   * Nothing may be changed (a read-only workspace): the state is shown without the button to calibrate.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * One line beside the plan's zoom controls (the sheet page): the why of « Non étalonné » is read by assistive
   * technology (visually hidden, and the button's description) and shown on screen by a measuring tool when one
   * is chosen (the readout under the plan).
   * @default false
   */
  isCompact?: boolean;
}

/**
 * The scale state, always visible beside the plan. Not calibrated: says so, what it blocks and what stays allowed,
 * with a button to calibrate. Calibrated: the ratio, or what one metre measures on the printed sheet. Regions drawn
 * at another scale are listed under it.
 */
export function CalibrationStatus({
  scales,
  onCalibrate,
  onCalibrateRegion,
  headingLevel = 3,
  isReadOnly = false,
  isCompact = false,
}: CalibrationStatusProps) {
  const hintId = useId();
  const status = measureFr.status;
  const Heading = `h${headingLevel}` as const;
  const current = scales.default;
  // A CAD file's sheet (issue 28): its scale is the file's, exact; there is nothing to calibrate or change.
  const file = current?.source.kind === 'file' ? current.source : null;
  return (
    <section
      aria-label={status.label}
      className={styles.root}
      data-uncalibrated={current === null || undefined}
      data-compact={isCompact || undefined}
    >
      <p className={styles.line}>
        {current === null && <Icon name="alert" size="sm" className={styles.warningIcon} />}
        <span className={styles.state}>
          {current === null ? workspaceFr.scale.uncalibrated : scaleStatusText(current)}
        </span>
        {!isReadOnly && file === null && (
          <Button
            variant={current === null ? 'primary' : 'ghost'}
            size="sm"
            onPress={onCalibrate}
            aria-describedby={current === null ? hintId : undefined}
          >
            {current === null ? status.calibrate : status.change}
          </Button>
        )}
      </p>
      {file !== null && (
        <p className={isCompact ? visuallyHiddenStyle : styles.hint}>
          {cadFileScaleDetails(file.denominator, file.unitSource)}
        </p>
      )}
      {current === null && (
        <p id={hintId} className={isCompact ? visuallyHiddenStyle : styles.hint}>
          {workspaceFr.scale.uncalibratedHint}
        </p>
      )}
      {scales.regions.length > 0 && (
        <>
          <Heading className={styles.regionsTitle}>{status.regions}</Heading>
          <ul className={styles.regions}>
            {scales.regions.map((region) => (
              <li key={region.id} className={styles.region}>
                <span>
                  {interpolate(status.region, {
                    region: region.label,
                    scale: formatScale(describeScale(region.scale)),
                  })}
                </span>
                {onCalibrateRegion && !isReadOnly && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => onCalibrateRegion(region.id)}
                    aria-label={interpolate(status.changeRegion, { region: region.label })}
                  >
                    {status.change}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
