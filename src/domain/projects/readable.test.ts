import { describe, expect, it } from 'vitest';
import { DISPLAY_TEXT_MAX, displayText } from '../storedValues';
import { readableProject } from './readable';

const row = {
  id: 'p1',
  name: 'Groupe scolaire',
  client: 'Ville',
  createdAt: '2026-01-01T08:00:00.000Z',
  updatedAt: '2026-02-01T08:00:00.000Z',
};

describe('readableProject', () => {
  it('keeps a sound row as it is', () => {
    expect(readableProject(row, '2026-03-01T08:00:00.000Z')).toEqual({
      id: 'p1',
      name: 'Groupe scolaire',
      client: 'Ville',
      reference: undefined,
      type: undefined,
      createdAt: '2026-01-01T08:00:00.000Z',
      lastChangeAt: '2026-03-01T08:00:00.000Z',
      isDamaged: false,
    });
  });

  it('shows a row whose dates are {} as damaged, with no date', () => {
    expect(readableProject({ ...row, createdAt: {}, updatedAt: {} }, '')).toMatchObject({
      createdAt: null,
      lastChangeAt: null,
      isDamaged: true,
    });
  });

  it('cuts a 20 MB name to what a row shows, and says the row is damaged', () => {
    const project = readableProject({ ...row, name: 'N'.repeat(20 * 1024 * 1024) }, row.updatedAt);
    expect(project.name).toBe(`${'N'.repeat(DISPLAY_TEXT_MAX)}…`);
    expect(project.isDamaged).toBe(true);
  });

  it('leaves out a field that is not text, and names nothing when the name is not', () => {
    expect(readableProject({ ...row, name: 42, client: { a: 1 } }, row.updatedAt)).toMatchObject({
      name: null,
      client: undefined,
      isDamaged: true,
    });
  });
});

describe('displayText', () => {
  it('keeps a short text, cuts a long one with an ellipsis, and refuses what is not a string', () => {
    expect(displayText(' Halle ')).toBe('Halle');
    expect(displayText('a'.repeat(DISPLAY_TEXT_MAX + 1))).toBe('a'.repeat(DISPLAY_TEXT_MAX + 1));
    expect(displayText('a'.repeat(DISPLAY_TEXT_MAX + 2))).toBe(`${'a'.repeat(DISPLAY_TEXT_MAX)}…`);
    expect(displayText({})).toBeUndefined();
  });

  it('reads a project of the first typology list the new way: « réhabilitation » is its nature of works', () => {
    expect(readableProject({ ...row, type: 'rehabilitation' }, row.updatedAt)).toMatchObject({
      type: undefined,
      worksNature: 'rehabilitation',
      isDamaged: false,
    });
    expect(readableProject({ ...row, type: 'maison-individuelle' }, row.updatedAt).type).toBe('logement-individuel');
    expect(readableProject({ ...row, type: 'sante', worksNature: 'construction-neuve' }, row.updatedAt)).toMatchObject({
      type: 'sante',
      worksNature: 'construction-neuve',
    });
  });
});
