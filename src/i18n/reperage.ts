/** The plan de repérage's copy as the layout takes it (src/domain/reperage: ReperageCopy), and its messages. */
import type { ReperageCopy } from '../domain/reperage/model';
import { describeScale } from '../domain/takeoff/scale';
import { formatNumber, formatQuantity, formatScale } from './numbers';
import { reperageFr } from './reperage.fr';

export function reperageCopy(): ReperageCopy {
  return {
    words: reperageFr.pdf,
    quantity: (value, unit) => formatQuantity(value, unit),
    scale: (scale) => formatScale(describeScale(scale)),
    whole: (value) => formatNumber(value, 0),
  };
}
