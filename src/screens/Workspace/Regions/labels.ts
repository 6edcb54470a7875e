/** A scale region's words that the plan's overlay, the dialogs and the list share. */
import { describeScale } from '../../../domain/takeoff/scale';
import type { ScaleRegion } from '../../../domain/takeoff/types';
import { interpolate } from '../../../i18n/format';
import { formatScale } from '../../../i18n/numbers';
import { regionsFr } from '../../../i18n/regions.fr';

/** « Zone 1 · 1:20 »: the label drawn in the region's corner on the plan. */
export function regionOverlayLabel(region: Pick<ScaleRegion, 'label' | 'scale'>): string {
  return interpolate(regionsFr.overlayLabel, { region: region.label, scale: formatScale(describeScale(region.scale)) });
}

/** « Zone 3 »: one more than the highest « Zone N » of the sheet (and than its count), so a name never repeats. */
export function nextRegionLabel(regions: readonly Pick<ScaleRegion, 'label'>[]): string {
  const [before = '', after = ''] = regionsFr.defaultLabel.split('{number}');
  const highest = regions.reduce((max, r) => {
    const { label } = r;
    if (!label.startsWith(before) || !label.endsWith(after)) return max;
    const digits = label.slice(before.length, label.length - after.length);
    return /^\d+$/.test(digits) ? Math.max(max, Number(digits)) : max;
  }, 0);
  return interpolate(regionsFr.defaultLabel, { number: Math.max(highest, regions.length) + 1 });
}
