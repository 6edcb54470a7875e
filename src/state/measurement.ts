/** The measurement session of the workspace (spec §3 "Measurement session state", §9 default height). */
import { atom } from 'jotai';

/** Metres: the usual floor-to-ceiling height, used to turn a measured length into a wall area. */
export const DEFAULT_MEASUREMENT_HEIGHT = 2.5;

export interface MeasurementSession {
  /** Metres. */
  height: number;
  /** The kind of measurement in progress; the spec names the field but not its values, the workspace will. */
  measurementType: string | null;
  /** The library item being measured. */
  currentItemId: string | null;
  measurementValue: number;
  isStarted: boolean;
}

export const initialMeasurementSession: Readonly<MeasurementSession> = {
  height: DEFAULT_MEASUREMENT_HEIGHT,
  measurementType: null,
  currentItemId: null,
  measurementValue: 0,
  isStarted: false,
};

export const measurementSessionAtom = atom<MeasurementSession>({ ...initialMeasurementSession });

export const resetMeasurementAtom = atom(null, (_get, set) => {
  set(measurementSessionAtom, { ...initialMeasurementSession });
});
