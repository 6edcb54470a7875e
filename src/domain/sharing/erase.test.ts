import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { FORMER_MEMBER } from './contract';
import { readRow, writeRow } from './document';
import { eraseAuthors } from './erase';
import type { DocumentRows } from './layout';

const project = (by: string) => ({ id: 'p-1', name: 'École', sharing: { since: '2026-12-01', by } });

function documentOfClaire() {
  const doc = new Y.Doc();
  writeRow(doc, 'project', project('person-claire') as unknown as DocumentRows['project']);
  writeRow(doc, 'journal', {
    id: 'e-1',
    by: 'author-claire',
    changes: [
      { table: 'projects', before: project('person-claire'), after: { ...project('person-claire'), name: 'É' } },
    ],
  } as unknown as DocumentRows['journal']);
  writeRow(doc, 'journal', { id: 'e-2', by: 'author-jean', changes: [] } as unknown as DocumentRows['journal']);
  writeRow(doc, 'versions', { id: 'v-1', by: 'author-claire', name: 'A' } as unknown as DocumentRows['versions']);
  // A label that happens to hold the id is what someone typed, not an author: left as it is.
  writeRow(doc, 'measurements', { id: 'm-1', label: 'author-claire' } as unknown as DocumentRows['measurements']);
  return doc;
}

describe('eraseAuthors', () => {
  it('rewrites every by naming the person, at any depth, keeps the entries, and changes nothing else', () => {
    const doc = documentOfClaire();
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update));
    expect(eraseAuthors(doc, new Set(['person-claire', 'author-claire']), 'erase')).toBe(4);
    expect(updates).toHaveLength(1);
    expect(readRow(doc, 'project', 'p-1')).toEqual(project(FORMER_MEMBER));
    expect(readRow(doc, 'journal', 'e-1')).toEqual({
      id: 'e-1',
      by: FORMER_MEMBER,
      changes: [{ table: 'projects', before: project(FORMER_MEMBER), after: { ...project(FORMER_MEMBER), name: 'É' } }],
    });
    expect(readRow(doc, 'journal', 'e-2')).toEqual({ id: 'e-2', by: 'author-jean', changes: [] });
    expect(readRow(doc, 'versions', 'v-1')).toEqual({ id: 'v-1', by: FORMER_MEMBER, name: 'A' });
    expect(readRow(doc, 'measurements', 'm-1')).toEqual({ id: 'm-1', label: 'author-claire' });
    // Done: nothing more to change, no update.
    expect(eraseAuthors(doc, new Set(['person-claire', 'author-claire']))).toBe(0);
    expect(updates).toHaveLength(1);
  });
});
