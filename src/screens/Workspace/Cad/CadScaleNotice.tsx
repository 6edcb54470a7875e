import { Icon } from '../../../components/Icon';
import { visuallyHiddenStyle } from '../../../components/VisuallyHidden';
import type { CadUnit } from '../../../domain/cad/types';
import { cadFr } from '../../../i18n/cad.fr';
import { cadFileScaleDetails, cadScaleText } from '../../../i18n/cadMessages';
import * as styles from './Cad.css';

export interface CadScaleNoticeProps {
  /** The drawing's unit (the file's `$INSUNITS`, or the person's answer). */
  readonly unit: CadUnit;
  readonly unitSource: 'file' | 'person';
  /** The standard scale the sheet is drawn at (CadPlacement.denominator): « dessinée au 1:100 ». */
  readonly denominator: number;
  /** The CAD file, named when the unit came from it. @default undefined */
  readonly fileName?: string;
  /** One line (the status beside the plan): the details are read, not shown. @default false */
  readonly isCompact?: boolean;
}

/**
 * A CAD sheet's scale, where a PDF's calibration is shown: « Échelle du fichier : 1 unité = 1 mm », « dessinée au
 * 1:100 », and where the unit came from (« unité donnée par « plan.dxf » », « unité choisie à l’import »). Nothing to
 * calibrate: the sheet's lengths come from the file's coordinates, so it never says « Non étalonné ».
 */
export function CadScaleNotice({ unit, unitSource, denominator, fileName, isCompact = false }: CadScaleNoticeProps) {
  const details = cadFileScaleDetails(denominator, unitSource, fileName);
  return (
    <section aria-label={cadFr.scale.label} className={styles.notice} data-compact={isCompact || undefined}>
      <p className={styles.noticeLine}>
        <Icon name="success" size="sm" className={styles.noticeIcon} />
        <span className={styles.strong}>{cadScaleText(unit)}</span>
      </p>
      {isCompact ? (
        <p className={visuallyHiddenStyle}>{details}</p>
      ) : (
        <>
          <p className={styles.text}>{details}</p>
          <p className={styles.hint}>{cadFr.scale.exact}</p>
        </>
      )}
    </section>
  );
}
