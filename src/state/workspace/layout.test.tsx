import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { LAYOUT_STORAGE_KEY, parseLayoutPrefs, workspaceLayoutAtom } from './layout';

describe('the workspace layout prefs', () => {
  beforeEach(() => localStorage.clear());

  it('read leniently: a field that is not what it should be is dropped', () => {
    expect(parseLayoutPrefs(null)).toEqual({});
    expect(parseLayoutPrefs('pas du JSON')).toEqual({});
    expect(parseLayoutPrefs('[1]')).toEqual({});
    expect(parseLayoutPrefs('{"isSidebarCollapsed":true,"isPanelCollapsed":"oui","panelWidth":360.4}')).toEqual({
      isSidebarCollapsed: true,
      panelWidth: 360,
    });
    expect(parseLayoutPrefs('{"panelWidth":-5}')).toEqual({});
  });

  it('are remembered: a change is merged and stored, and a new store reads it back', () => {
    const store = createStore();
    expect(store.get(workspaceLayoutAtom)).toEqual({});
    store.set(workspaceLayoutAtom, { isSidebarCollapsed: true });
    store.set(workspaceLayoutAtom, { panelWidth: 400 });
    expect(JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '')).toEqual({
      isSidebarCollapsed: true,
      panelWidth: 400,
    });
    expect(createStore().get(workspaceLayoutAtom)).toEqual({ isSidebarCollapsed: true, panelWidth: 400 });
  });
});
