import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { measurementSessionAtom } from '../measurement';
import {
  activeToolAtom,
  resetSheetToolsAtom,
  selectionAtom,
  toolNoticeAtom,
  toolStateAtom,
  wallHeightAtom,
} from './tools';

describe('the tool atoms', () => {
  it('switch tools by dropping the previous draft and notice', () => {
    const store = createStore();
    store.set(activeToolAtom, 'length');
    store.set(toolStateAtom, { tool: 'length', points: [{ x: 1, y: 2 }], cursor: null });
    store.set(toolNoticeAtom, 'uncalibrated');
    store.set(activeToolAtom, 'length');
    expect(store.get(toolStateAtom)).toMatchObject({ points: [{ x: 1, y: 2 }] });
    store.set(activeToolAtom, 'area');
    expect(store.get(toolStateAtom)).toEqual({ tool: 'area', points: [], cursor: null });
    expect(store.get(toolNoticeAtom)).toBeNull();
    expect(store.get(activeToolAtom)).toBe('area');
  });

  it('take the wall height from the measurement session', () => {
    const store = createStore();
    expect(store.get(wallHeightAtom)).toBe(2.5);
    store.set(measurementSessionAtom, { ...store.get(measurementSessionAtom), height: 2.7 });
    expect(store.get(wallHeightAtom)).toBe(2.7);
  });

  it('reset per sheet, keeping the tool', () => {
    const store = createStore();
    store.set(activeToolAtom, 'count');
    store.set(toolStateAtom, { tool: 'count', targetId: 'm1', cursor: null });
    store.set(selectionAtom, ['m1']);
    store.set(resetSheetToolsAtom);
    expect(store.get(toolStateAtom)).toEqual({ tool: 'count', targetId: null, cursor: null });
    expect(store.get(selectionAtom)).toEqual([]);
  });
});
