import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  LOCALISATION_STORAGE_KEY,
  LOCALISATION_STORAGE_LIMIT,
  currentLocalisationKey,
  currentLocalisationsAtom,
  parseCurrentLocalisations,
  setCurrentLocalisationAtom,
} from './localisation';

const key = currentLocalisationKey('p1', 's1');

describe('the sheets’ current localisation', () => {
  beforeEach(() => localStorage.clear());

  it('is remembered per project and sheet: a new store (a reload) reads it back', () => {
    const store = createStore();
    store.set(setCurrentLocalisationAtom, {
      projectId: 'p1',
      sheetId: 's1',
      localisation: { level: ' R+1 ', zone: 'Ch. 144' },
    });
    store.set(setCurrentLocalisationAtom, { projectId: 'p2', sheetId: 's1', localisation: { level: 'RDC' } });
    expect(store.get(currentLocalisationsAtom).get(key)).toEqual({ level: 'R+1', zone: 'Ch. 144' });
    const reloaded = createStore().get(currentLocalisationsAtom);
    expect(reloaded.get(key)).toEqual({ level: 'R+1', zone: 'Ch. 144' });
    expect(reloaded.get(currentLocalisationKey('p2', 's1'))).toEqual({ level: 'RDC' });
  });

  it('is forgotten when cleared', () => {
    const store = createStore();
    store.set(setCurrentLocalisationAtom, { projectId: 'p1', sheetId: 's1', localisation: { zone: 'Hall' } });
    store.set(setCurrentLocalisationAtom, { projectId: 'p1', sheetId: 's1', localisation: { zone: '  ' } });
    expect(createStore().get(currentLocalisationsAtom).has(key)).toBe(false);
  });

  it('reads leniently: what is not a localisation is dropped', () => {
    expect(parseCurrentLocalisations(null).size).toBe(0);
    expect(parseCurrentLocalisations('pas du JSON').size).toBe(0);
    expect(parseCurrentLocalisations('[1]').size).toBe(0);
    const map = parseCurrentLocalisations('{"a/b":{"level":"R+2","zone":3},"c/d":"Hall","e/f":{"zone":""}}');
    expect([...map]).toEqual([['a/b', { level: 'R+2' }]]);
  });

  it('keeps the latest sheets only, within its limit', () => {
    const store = createStore();
    for (let i = 0; i <= LOCALISATION_STORAGE_LIMIT; i += 1) {
      store.set(setCurrentLocalisationAtom, { projectId: 'p', sheetId: `s${i}`, localisation: { zone: `Z${i}` } });
    }
    const stored = JSON.parse(localStorage.getItem(LOCALISATION_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(stored)).toHaveLength(LOCALISATION_STORAGE_LIMIT);
    expect(stored[currentLocalisationKey('p', 's0')]).toBeUndefined();
    expect(stored[currentLocalisationKey('p', `s${LOCALISATION_STORAGE_LIMIT}`)]).toEqual({
      zone: `Z${LOCALISATION_STORAGE_LIMIT}`,
    });
  });
});
