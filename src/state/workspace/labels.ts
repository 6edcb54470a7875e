/**
 * What the plan writes beside each measurement: the viewer's « Libellés » and « Quantités » toggles. A reading
 * preference, not work: remembered per browser (localStorage), never journalled.
 */
import { atomWithStorage } from 'jotai/utils';

/** The measurements' labels on the plan. @default true */
export const showLabelsAtom = atomWithStorage('metr.plan.labels', true, undefined, { getOnInit: true });

/** The measurements' quantities on the plan. @default true */
export const showQuantitiesAtom = atomWithStorage('metr.plan.quantities', true, undefined, { getOnInit: true });
