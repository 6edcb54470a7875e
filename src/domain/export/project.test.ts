import { describe, expect, it } from 'vitest';
import { emptyExportDocument, exportProjectOf, localDate } from './project';

describe('a project’s export header', () => {
  it('dates the document with the local calendar day', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDate(new Date(2026, 10, 23, 0, 0))).toBe('2026-11-23');
  });

  it('takes the name, the client and the reference; no client is an empty one, no reference none', () => {
    expect(exportProjectOf({ name: 'Les Tilleuls', client: 'SCI', reference: 'RT-14' }, '2026-11-23')).toEqual({
      name: 'Les Tilleuls',
      client: 'SCI',
      reference: 'RT-14',
      date: '2026-11-23',
      revisions: [],
    });
    expect(exportProjectOf({ name: 'Les Tilleuls', reference: '' }, '2026-11-23', ['A01, indice B'])).toEqual({
      name: 'Les Tilleuls',
      client: '',
      date: '2026-11-23',
      revisions: ['A01, indice B'],
    });
  });

  it('a document before quantities has no lot and no measurement', () => {
    const project = exportProjectOf({ name: 'P' }, '2026-11-23');
    expect(emptyExportDocument(project)).toEqual({ kind: 'dpgf', project, lots: [], details: [] });
  });
});
