/** A scale in words, as the status and the dialog show it. */
import { imperialScaleName } from '../../../domain/takeoff/imperial';
import { METRES_PER_POINT, describeScale, nearestStandardRatio } from '../../../domain/takeoff/scale';
import type { Scale } from '../../../domain/takeoff/types';
import { cadScaleText } from '../../../i18n/cadMessages';
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

/** A standard scale by its name: « 1:100 », « 1/8″ = 1′-0″ (1:96) » for an imperial one. */
export function standardScaleLabel(denominator: number): string {
  const ratio = `1:${denominator}`;
  const imperial = imperialScaleName(denominator);
  return imperial === undefined ? ratio : interpolate(measureFr.scale.imperialName, { imperial, ratio });
}

/**
 * « Échelle 1:100 » for a ratio (« Échelle 1/8″ = 1′-0″ (1:96) » for an imperial one), « Étalonné : 1 m = 10,16 mm sur
 * le plan (≈ 1:98) » for a calibration, « Échelle du fichier : 1 unité = 1 mm » for a CAD file's sheet (issue 28).
 */
export function scaleStatusText(scale: Scale): string {
  if (scale.source.kind === 'file') return cadScaleText(scale.source.unit);
  const description = describeScale(scale);
  const ratio = formatScale(description);
  if (scale.source.kind === 'ratio') {
    const named = description.left === 1 && !description.approximate ? standardScaleLabel(description.right) : ratio;
    return interpolate(measureFr.status.ratio, { scale: named });
  }
  return interpolate(measureFr.status.calibrated, {
    paper: formatPaperMillimetres(paperMillimetresPerMetre(scale)),
    scale: ratio,
  });
}

/**
 * « Échelle obtenue : 1:100. », « … ≈ 1:99,8, proche de 1:100 (écart −0,20 %). » within NEAR_STANDARD_TOLERANCE of a
 * standard scale, else « … ≈ 1:98, qui n’est pas une échelle normalisée (1:100 la plus proche, écart −2,00 %) ».
 */
export function scaleResultText(scale: Scale): string {
  const description = describeScale(scale);
  const text = formatScale(description);
  const near = nearestStandardRatio(scale);
  const standard = standardScaleLabel(near.denominator);
  if (!description.approximate && description.left === 1 && description.right === near.denominator) {
    return interpolate(measureFr.scale.result, { scale: standard });
  }
  return interpolate(near.isNear ? measureFr.scale.resultNear : measureFr.scale.resultNotStandard, {
    scale: text,
    standard,
    deviation: formatPercent(near.deviation),
  });
}
