/**
 * The localisation new measurements get (issue 24, item 3): « the current zone stays until changed ». One per sheet
 * (a plan is usually one level; its rooms are measured one after the other), kept for the workspace's session in
 * the jotai store, so that coming back to a sheet finds the zone it was left with. View state, not work: not
 * journalled (the measurements it is given to are).
 */
import { atom } from 'jotai';
import { normaliseLocalisation } from '../../domain/takeoff/localisation';
import type { Localisation } from '../../domain/takeoff/types';

/** Sheet id → its current localisation. */
export const currentLocalisationsAtom = atom<ReadonlyMap<string, Localisation>>(new Map());

/** Sets (or, with undefined or blank parts, clears) a sheet's current localisation. */
export const setCurrentLocalisationAtom = atom(
  null,
  (get, set, { sheetId, localisation }: { sheetId: string; localisation: Localisation | undefined }) => {
    const next = new Map(get(currentLocalisationsAtom));
    const value = normaliseLocalisation(localisation);
    if (value) next.set(sheetId, value);
    else next.delete(sheetId);
    set(currentLocalisationsAtom, next);
  },
);
