/** A scale in words, as the status and the dialog show it. */
import { METRES_PER_POINT, describeScale, nearestStandardRatio } from '../../../domain/takeoff/scale';
import type { Scale } from '../../../domain/takeoff/types';
import { interpolate } from '../../../i18n/format';
import { measureFr } from '../../../i18n/measure.fr';
import { NO_BREAK_SPACE, formatNumber, formatPercent, formatScale } from '../../../i18n/numbers';

/** Millimetres on paper: '10,16 mm'. */
export function formatPaperMillimetres(millimetres: number): string {
  return `${formatNumber(millimetres, 2)}${NO_BREAK_SPACE}mm`;
}

/** How long one real metre is on the printed sheet. */
export function paperMillimetresPerMetre(scale: Scale): number {
  return (METRES_PER_POINT * 1000) / scale.metresPerUnit;
}

/** Sheet units (PDF points) as millimetres on paper. */
export function pointsToPaperMillimetres(points: number): number {
  return points * METRES_PER_POINT * 1000;
}

/** « Échelle 1:100 » for a ratio, « Étalonné : 1 m = 10,16 mm sur le plan (≈ 1:98) » for a calibration. */
export function scaleStatusText(scale: Scale): string {
  const ratio = formatScale(describeScale(scale));
  if (scale.source.kind === 'ratio') return interpolate(measureFr.status.ratio, { scale: ratio });
  return interpolate(measureFr.status.calibrated, {
    paper: formatPaperMillimetres(paperMillimetresPerMetre(scale)),
    scale: ratio,
  });
}

/** « Échelle obtenue : 1:100. » or « … ≈ 1:98, proche de 1:100 (écart −2,00 %). » */
export function scaleResultText(scale: Scale): string {
  const description = describeScale(scale);
  const text = formatScale(description);
  const near = nearestStandardRatio(scale);
  if (!description.approximate && description.left === 1 && description.right === near.denominator) {
    return interpolate(measureFr.scale.result, { scale: text });
  }
  return interpolate(measureFr.scale.resultNear, {
    scale: text,
    standard: `1:${near.denominator}`,
    deviation: formatPercent(near.deviation),
  });
}
