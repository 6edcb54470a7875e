import { Alert } from '../../../components/Alert';
import { describeScale } from '../../../domain/takeoff/scale';
import type { Scale } from '../../../domain/takeoff/types';
import { interpolate } from '../../../i18n/format';
import { formatScale } from '../../../i18n/numbers';
import { regionsFr } from '../../../i18n/regions.fr';
import * as styles from './Regions.css';

export interface MeasurementScaleNoteProps {
  /** The scale that gives the measurement its quantity; null where the sheet is not calibrated. */
  scale: Scale | null;
  /** The region whose scale it is; null for the sheet's own. */
  region: string | null;
  /** Its vertices fall under different scales. */
  straddles: boolean;
}

/**
 * Which scale a measurement is measured at (the sheet's, or a region's), in its properties; a warning when its
 * vertices lie under different scales, since one scale then measures two drawings.
 */
export function MeasurementScaleNote({ scale, region, straddles }: MeasurementScaleNoteProps) {
  const copy = regionsFr.note;
  const text =
    scale === null
      ? copy.none
      : region === null
        ? interpolate(copy.sheet, { scale: formatScale(describeScale(scale)) })
        : interpolate(copy.region, { region, scale: formatScale(describeScale(scale)) });
  return (
    <section aria-label={copy.title} className={styles.note}>
      <h3 className={styles.noteTitle}>{copy.title}</h3>
      <p className={styles.noteText}>{text}</p>
      {straddles && <Alert tone="warning">{copy.straddles}</Alert>}
    </section>
  );
}
