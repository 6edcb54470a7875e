/**
 * The measurement session of the workspace: the height that turns a measured length into a wall area (2.5 m by
 * default), the library item being measured and the measurement in progress.
 */
import { atom } from 'jotai';

/** Metres: the usual floor-to-ceiling height, used to turn a measured length into a wall area. */
export const DEFAULT_MEASUREMENT_HEIGHT = 2.5;

export interface MeasurementSession {
  /** Metres. */
  height: number;
  /** The kind of measurement in progress: free text, until the workspace gives it a closed set of values. */
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
