/**
 * The name a measurement shows on the plan and on the plan de repérage: its label, preceded by its room or zone when
 * it has one the label does not already say (« Ch. 144 – Surface »). Three rooms drawn with their zones and left with
 * the tool's default label would otherwise read « Surface » three times, and a plan handed over must say which room
 * each quantity is.
 */
import type { Measurement } from '../takeoff/types';

/** The separator between the zone and the label: an en dash between spaces (« Ch. 144 – sol »). */
const SEPARATOR = ' – ';

export function planName(m: Pick<Measurement, 'label' | 'localisation'>): string {
  const label = m.label.trim();
  const zone = m.localisation?.zone?.trim() ?? '';
  if (zone === '') return label;
  if (label === '') return zone;
  if (label.toLocaleLowerCase('fr').includes(zone.toLocaleLowerCase('fr'))) return label;
  return `${zone}${SEPARATOR}${label}`;
}
