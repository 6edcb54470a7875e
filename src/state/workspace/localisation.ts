/**
 * The localisation new measurements get (issue 24, item 3): « the current zone stays until changed ». One per project
 * and sheet (a plan is usually one level; its rooms are measured one after the other), remembered by this browser
 * (localStorage, as the frame's layout is), so that a reload or coming back the next day finds the zone the sheet was
 * left with. View state, not work: not journalled, not in a backup (the measurements it is given to are). A stored
 * value that cannot be read is as if none had been chosen.
 */
import { atom } from 'jotai';
import { normaliseLocalisation } from '../../domain/takeoff/localisation';
import type { Localisation } from '../../domain/takeoff/types';

export const LOCALISATION_STORAGE_KEY = 'metr.workspace.localisations';

/** Sheets remembered at most (the latest set kept): the stored text stays small whatever the number of projects. */
export const LOCALISATION_STORAGE_LIMIT = 500;

/** The map's key for a project's sheet. */
export function currentLocalisationKey(projectId: string, sheetId: string): string {
  return `${projectId}/${sheetId}`;
}

/** What is stored, read leniently: each entry kept only when it is a localisation (normalised). */
export function parseCurrentLocalisations(text: string | null): ReadonlyMap<string, Localisation> {
  const map = new Map<string, Localisation>();
  if (text === null) return map;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return map;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return map;
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (!entry || typeof entry !== 'object') continue;
    const { level, zone } = entry as Record<string, unknown>;
    const localisation = normaliseLocalisation({
      level: typeof level === 'string' ? level : null,
      zone: typeof zone === 'string' ? zone : null,
    });
    if (localisation) map.set(key, localisation);
  }
  return map;
}

function readStored(): ReadonlyMap<string, Localisation> {
  try {
    return parseCurrentLocalisations(globalThis.localStorage?.getItem(LOCALISATION_STORAGE_KEY) ?? null);
  } catch {
    return new Map();
  }
}

function writeStored(map: ReadonlyMap<string, Localisation>): void {
  try {
    globalThis.localStorage?.setItem(LOCALISATION_STORAGE_KEY, JSON.stringify(Object.fromEntries(map)));
  } catch {
    // Storage full or blocked: the zone holds for this page's life only.
  }
}

const stored = atom<ReadonlyMap<string, Localisation> | null>(null);

/** `currentLocalisationKey(project, sheet)` → its current localisation; read from storage on first use. */
export const currentLocalisationsAtom = atom((get) => get(stored) ?? readStored());

/** Sets (or, with undefined or blank parts, clears) a sheet's current localisation, and stores the whole. */
export const setCurrentLocalisationAtom = atom(
  null,
  (
    get,
    set,
    {
      projectId,
      sheetId,
      localisation,
    }: { projectId: string; sheetId: string; localisation: Localisation | undefined },
  ) => {
    const key = currentLocalisationKey(projectId, sheetId);
    const next = new Map(get(stored) ?? readStored());
    const value = normaliseLocalisation(localisation);
    // Deleted first, so that a sheet set again is the latest (the limit drops the oldest).
    next.delete(key);
    if (value) next.set(key, value);
    while (next.size > LOCALISATION_STORAGE_LIMIT) {
      const oldest = next.keys().next().value;
      if (oldest === undefined) break;
      next.delete(oldest);
    }
    set(stored, next);
    writeStored(next);
  },
);
