import { describe, expect, it } from 'vitest';
import { historyKey } from './useUndoShortcuts';
import { formValuesOf, projectValuesOf } from './useProjectActions';

const key = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) =>
  historyKey({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('the project list’s history keys', () => {
  it('Ctrl+Z (or ⌘Z) undoes; Ctrl+Shift+Z and Ctrl+Y redo', () => {
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('z', { metaKey: true })).toBe('undo');
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
  });

  it('leaves every other key alone', () => {
    expect(key('z')).toBeNull();
    expect(key('z', { ctrlKey: true, altKey: true })).toBeNull();
    expect(key('y', { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(key('x', { ctrlKey: true })).toBeNull();
  });
});

describe('the project form’s values', () => {
  it('drops the optional fields left empty from a new project', () => {
    expect(
      projectValuesOf({ name: 'Halle nord', client: 'SCI', type: 'tertiaire', reference: '', address: '' }),
    ).toEqual({ name: 'Halle nord', client: 'SCI', type: 'tertiaire' });
  });

  it('keeps the optional fields given', () => {
    const values = {
      name: 'Halle nord',
      client: 'SCI',
      type: 'tertiaire',
      reference: 'AO-1',
      address: '1 quai Ouest',
      deliveryDate: '2027-01-15',
    } as const;
    expect(projectValuesOf(values)).toEqual(values);
  });

  it('opens a stored project with every absent field empty, and a free-text typology kept', () => {
    expect(formValuesOf({ id: 'p', name: 'Halle', createdAt: '2026-01-01T00:00:00.000Z', type: 'Entrepôt' })).toEqual({
      name: 'Halle',
      client: '',
      reference: '',
      type: 'Entrepôt',
      worksNature: null,
      address: '',
      deliveryDate: null,
    });
  });

  it('opens a project saved as « réhabilitation » with it as the nature of works, the typology to choose', () => {
    const stored = { id: 'p', name: 'Halle', createdAt: '2026-01-01T00:00:00.000Z', type: 'rehabilitation' };
    expect(formValuesOf(stored)).toMatchObject({ type: null, worksNature: 'rehabilitation' });
    expect(formValuesOf({ ...stored, type: 'sante', worksNature: 'extension' })).toMatchObject({
      type: 'sante',
      worksNature: 'extension',
    });
  });

  it('saves the nature of works when chosen, and only then', () => {
    const fields = { name: 'Halle nord', client: 'SCI', type: 'bureaux' };
    expect(projectValuesOf({ ...fields, worksNature: 'rehabilitation' })).toEqual({
      ...fields,
      worksNature: 'rehabilitation',
    });
    expect(projectValuesOf({ ...fields, worksNature: '' })).toEqual(fields);
  });
});
