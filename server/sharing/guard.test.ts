/** The role check of incoming updates, on documents shaped like the contract's (no server, no database). */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { UpdateGuard } from './guard.ts';
import { addMeasurement } from './testing.ts';

function project() {
  const doc = new Y.Doc();
  doc.transact(() => {
    const item = new Y.Map<unknown>();
    doc.getMap('libraryItems').set('art-1', item);
    item.set('designation', 'Cloison 72/48');
    item.set('unite', 'm2');
    item.set('prix_unitaire', 42);
    item.set('vatRate', 20);
  });
  addMeasurement(doc, 'm-1');
  return doc;
}

/** The update a client holding a copy of `doc` sends after `edit`. */
function editOf(doc: Y.Doc, edit: (copy: Y.Doc) => void): Uint8Array {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  const before = Y.encodeStateVector(copy);
  edit(copy);
  return Y.encodeStateAsUpdate(copy, before);
}

const item = (doc: Y.Doc, id = 'art-1') => doc.getMap<Y.Map<unknown>>('libraryItems').get(id);

describe('UpdateGuard', () => {
  it('lets a métreur measure and rename an article, but not change a price', () => {
    const doc = project();
    const guard = new UpdateGuard(doc);
    expect(
      guard.check(
        editOf(doc, (c) => addMeasurement(c, 'm-2')),
        'metreur',
      ),
    ).toBeNull();
    expect(
      guard.check(
        editOf(doc, (c) => item(c)?.set('designation', 'Cloison 98/48')),
        'metreur',
      ),
    ).toBeNull();
    expect(
      guard.check(
        editOf(doc, (c) => item(c)?.set('prix_unitaire', 43)),
        'metreur',
      ),
    ).toBe('price-field');
    expect(
      guard.check(
        editOf(doc, (c) => item(c)?.set('vatRate', 10)),
        'metreur',
      ),
    ).toBe('price-field');
    expect(
      guard.check(
        editOf(doc, (c) => item(c)?.delete('prix_unitaire')),
        'metreur',
      ),
    ).toBe('price-field');
    // The same edits are an économiste's to make.
    expect(
      guard.check(
        editOf(doc, (c) => item(c)?.set('prix_unitaire', 43)),
        'economiste',
      ),
    ).toBeNull();
    guard.destroy();
  });

  it('refuses a métreur adding or removing a priced article, not an unpriced one', () => {
    const doc = project();
    const guard = new UpdateGuard(doc);
    const add = (price: number) => (c: Y.Doc) => {
      const row = new Y.Map<unknown>();
      c.getMap('libraryItems').set(`art-${price}`, row);
      row.set('designation', 'Porte');
      row.set('prix_unitaire', price);
    };
    expect(guard.check(editOf(doc, add(0)), 'metreur')).toBeNull();
    expect(guard.check(editOf(doc, add(310)), 'metreur')).toBe('price-field');
    expect(
      guard.check(
        editOf(doc, (c) => c.getMap('libraryItems').delete('art-1')),
        'metreur',
      ),
    ).toBe('price-field');
    // Replacing the row's map under the same id is a change of its price too.
    const replace = (c: Y.Doc) => {
      const row = new Y.Map<unknown>();
      c.getMap('libraryItems').set('art-1', row);
      row.set('designation', 'Cloison 72/48');
      row.set('prix_unitaire', 1);
      row.set('vatRate', 20);
    };
    expect(guard.check(editOf(doc, replace), 'metreur')).toBe('price-field');
    guard.destroy();
  });

  it('checks against the document as it is now, after other people’s changes', () => {
    const doc = project();
    const guard = new UpdateGuard(doc);
    expect(
      guard.check(
        editOf(doc, (c) => addMeasurement(c, 'm-2')),
        'metreur',
      ),
    ).toBeNull(); // builds the copy
    // An économiste adds an article; the copy follows the document.
    Y.applyUpdate(
      doc,
      editOf(doc, (c) => {
        const row = new Y.Map<unknown>();
        c.getMap('libraryItems').set('art-2', row);
        row.set('prix_unitaire', 12);
      }),
    );
    expect(
      guard.check(
        editOf(doc, (c) => item(c, 'art-2')?.set('prix_unitaire', 0)),
        'metreur',
      ),
    ).toBe('price-field');
    expect(
      guard.check(
        editOf(doc, (c) => item(c, 'art-2')?.set('designation', 'Plinthe')),
        'metreur',
      ),
    ).toBeNull();
    guard.destroy();
  });

  it('refuses everything from a lecteur and any undecodable update', () => {
    const doc = project();
    const guard = new UpdateGuard(doc);
    expect(
      guard.check(
        editOf(doc, (c) => addMeasurement(c, 'm-2')),
        'lecteur',
      ),
    ).toBe('read-only');
    const good = editOf(doc, (c) => addMeasurement(c, 'm-3'));
    const tampered = good.slice(0, Math.floor(good.byteLength / 2));
    for (const role of ['economiste', 'metreur'] as const) {
      expect(guard.check(tampered, role)).toBe('malformed');
      expect(guard.check(new Uint8Array([255, 255, 255, 255, 1]), role)).toBe('malformed');
    }
    guard.destroy();
  });
});
