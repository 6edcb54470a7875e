/** The role check of incoming updates, on documents shaped like the contract's (no server, no database). */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { ProjectRole } from '../../src/domain/sharing/contract.ts';
import { UpdateGuard, mayTouch } from './guard.ts';
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

/** Each article's price fields. */
const prices = (doc: Y.Doc) =>
  Object.fromEntries(
    Object.entries(doc.getMap('libraryItems').toJSON() as Record<string, Record<string, unknown>>).map(([id, row]) => [
      id,
      { prix_unitaire: row.prix_unitaire, vatRate: row.vatRate },
    ]),
  );

/**
 * Checks an edit as the server does, and applies what the server would (the update, or its replacement): the
 * guard's copy follows the document. Returns the refusal's reason, or null.
 */
function submit(guard: UpdateGuard, doc: Y.Doc, edit: (copy: Y.Doc) => void, role: ProjectRole) {
  const update = editOf(doc, edit);
  const verdict = guard.check(update, role);
  if (!verdict) Y.applyUpdate(doc, update);
  else if (verdict.replacement) Y.applyUpdate(doc, verdict.replacement);
  return verdict?.reason ?? null;
}

const item = (doc: Y.Doc, id = 'art-1') => doc.getMap<Y.Map<unknown>>('libraryItems').get(id);

describe('UpdateGuard', () => {
  it('lets a métreur measure and rename an article, but not change a price', () => {
    const doc = project();
    const guard = new UpdateGuard(doc);
    expect(submit(guard, doc, (c) => addMeasurement(c, 'm-2'), 'metreur')).toBeNull();
    expect(submit(guard, doc, (c) => item(c)?.set('designation', 'Cloison 98/48'), 'metreur')).toBeNull();
    expect(submit(guard, doc, (c) => item(c)?.set('prix_unitaire', 43), 'metreur')).toBe('price-field');
    expect(submit(guard, doc, (c) => item(c)?.set('vatRate', 10), 'metreur')).toBe('price-field');
    expect(submit(guard, doc, (c) => item(c)?.delete('prix_unitaire'), 'metreur')).toBe('price-field');
    // Cancelled, not dropped: the replacement carries the métreur's other edits with the price put back.
    const verdict = guard.check(
      editOf(doc, (c) => {
        item(c)?.set('prix_unitaire', 1);
        item(c)?.set('designation', 'Cloison 98/48');
        addMeasurement(c, 'm-3');
      }),
      'metreur',
    );
    expect(verdict?.replacement).toBeInstanceOf(Uint8Array);
    Y.applyUpdate(doc, verdict?.replacement ?? new Uint8Array());
    expect(item(doc)?.toJSON()).toMatchObject({ designation: 'Cloison 98/48', prix_unitaire: 42, vatRate: 20 });
    expect(doc.getMap('measurements').has('m-3')).toBe(true);
    // The same edits are an économiste's to make.
    expect(submit(guard, doc, (c) => item(c)?.set('prix_unitaire', 43), 'economiste')).toBeNull();
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
    expect(submit(guard, doc, add(0), 'metreur')).toBeNull();
    expect(submit(guard, doc, add(310), 'metreur')).toBe('price-field');
    expect(submit(guard, doc, (c) => c.getMap('libraryItems').delete('art-1'), 'metreur')).toBe('price-field');
    // Replacing the row's map under the same id is a change of its price too.
    const replace = (c: Y.Doc) => {
      const row = new Y.Map<unknown>();
      c.getMap('libraryItems').set('art-1', row);
      row.set('designation', 'Cloison 72/48');
      row.set('prix_unitaire', 1);
      row.set('vatRate', 20);
    };
    expect(submit(guard, doc, replace, 'metreur')).toBe('price-field');
    // Each replacement puts the articles and their prices back as they were.
    for (const edit of [add(310), (c: Y.Doc) => c.getMap('libraryItems').delete('art-1'), replace]) {
      const fresh = project();
      const before = prices(fresh);
      const freshGuard = new UpdateGuard(fresh);
      const replacement = freshGuard.check(editOf(fresh, edit), 'metreur')?.replacement;
      expect(replacement).toBeInstanceOf(Uint8Array);
      Y.applyUpdate(fresh, replacement ?? new Uint8Array([0, 0]));
      expect(prices(fresh)).toEqual(before);
      freshGuard.destroy();
    }
    guard.destroy();
  });

  it('checks against the document as it is now, after other people’s changes', () => {
    const doc = project();
    const guard = new UpdateGuard(doc);
    expect(submit(guard, doc, (c) => item(c)?.set('designation', 'Cloison'), 'metreur')).toBeNull(); // builds the copy
    expect(guard.hasCopy).toBe(true);
    // An économiste adds an article; the copy follows the document.
    Y.applyUpdate(
      doc,
      editOf(doc, (c) => {
        const row = new Y.Map<unknown>();
        c.getMap('libraryItems').set('art-2', row);
        row.set('prix_unitaire', 12);
      }),
    );
    expect(submit(guard, doc, (c) => item(c, 'art-2')?.set('prix_unitaire', 0), 'metreur')).toBe('price-field');
    expect(submit(guard, doc, (c) => item(c, 'art-2')?.set('designation', 'Plinthe'), 'metreur')).toBeNull();
    guard.destroy();
  });

  it('refuses everything from a lecteur and any undecodable update', () => {
    const doc = project();
    const guard = new UpdateGuard(doc);
    expect(submit(guard, doc, (c) => addMeasurement(c, 'm-2'), 'lecteur')).toBe('read-only');
    const good = editOf(doc, (c) => addMeasurement(c, 'm-3'));
    const tampered = good.slice(0, Math.floor(good.byteLength / 2));
    for (const role of ['economiste', 'metreur'] as const) {
      expect(guard.check(tampered, role)?.reason).toBe('malformed');
      expect(guard.check(new Uint8Array([255, 255, 255, 255, 1]), role)?.reason).toBe('malformed');
    }
    guard.destroy();
  });

  it('checks a métreur’s measuring without a copy of the document, and anything near the prices with one', () => {
    const doc = project();
    const guard = new UpdateGuard(doc);
    expect(submit(guard, doc, (c) => addMeasurement(c, 'm-2'), 'metreur')).toBeNull();
    expect(
      submit(guard, doc, (c) => c.getMap<Y.Map<unknown>>('measurements').get('m-1')?.set('value', 9), 'metreur'),
    ).toBeNull();
    expect(submit(guard, doc, (c) => c.getMap('measurements').delete('m-2'), 'metreur')).toBeNull();
    expect(guard.hasCopy).toBe(false);
    expect(submit(guard, doc, (c) => item(c)?.set('prix_unitaire', 1), 'metreur')).toBe('price-field');
    expect(guard.hasCopy).toBe(true);
    guard.destroy();
  });
});

describe('mayTouch', () => {
  const priced = new Set(['libraryItems']);
  const touches = (doc: Y.Doc, edit: (copy: Y.Doc) => void) => mayTouch(doc, editOf(doc, edit), priced);

  it('tells apart updates outside the priced tables from those inside, at any depth', () => {
    const doc = project();
    expect(touches(doc, (c) => addMeasurement(c, 'm-2'))).toBe(false);
    expect(touches(doc, (c) => c.getMap<Y.Map<unknown>>('measurements').get('m-1')?.set('label', 'Mur'))).toBe(false);
    expect(touches(doc, (c) => c.getMap('measurements').delete('m-1'))).toBe(false);
    expect(touches(doc, (c) => c.getMap('sheets').set('s-1', new Y.Map()))).toBe(false);
    expect(touches(doc, (c) => item(c)?.set('designation', 'Cloison'))).toBe(true);
    expect(touches(doc, (c) => item(c)?.delete('unite'))).toBe(true);
    expect(touches(doc, (c) => c.getMap('libraryItems').delete('art-1'))).toBe(true);
    expect(touches(doc, (c) => c.getMap('libraryItems').set('art-9', new Y.Map()))).toBe(true);
    // Mixed: one measurement and one article in the same update.
    expect(
      touches(doc, (c) => {
        addMeasurement(c, 'm-3');
        item(c)?.set('vatRate', 5.5);
      }),
    ).toBe(true);
  });

  it('answers true when it cannot tell: a neighbour it does not know, updates waiting in the document', () => {
    const doc = project();
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    const first = editOf(other, (c) => addMeasurement(c, 'x-1'));
    Y.applyUpdate(other, first);
    // Depends on `first`, which `doc` has not seen: the fields' neighbours are unknown.
    const second = editOf(other, (c) => c.getMap<Y.Map<unknown>>('measurements').get('x-1')?.set('value', 3));
    expect(mayTouch(doc, second, priced)).toBe(true);
    Y.applyUpdate(doc, second); // waits in the document for `first`
    expect(
      mayTouch(
        doc,
        editOf(doc, (c) => addMeasurement(c, 'm-4')),
        priced,
      ),
    ).toBe(true);
    Y.applyUpdate(doc, first);
    expect(
      mayTouch(
        doc,
        editOf(doc, (c) => addMeasurement(c, 'm-5')),
        priced,
      ),
    ).toBe(false);
  });

  it('never lets a change of the priced tables through as outside (random edits)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const doc = project();
    const verdicts = { inside: 0, outside: 0 };
    for (let round = 0; round < 200; round++) {
      const update = editOf(doc, (c) => {
        const steps = 1 + Math.floor(random() * 3);
        for (let i = 0; i < steps; i++) {
          const pick = random();
          const measurements = c.getMap<Y.Map<unknown>>('measurements');
          const ids = [...measurements.keys()];
          if (pick < 0.3) addMeasurement(c, `r-${round}-${i}`);
          else if (pick < 0.5 && ids.length)
            measurements.get(ids[Math.floor(random() * ids.length)] ?? '')?.set('value', random());
          else if (pick < 0.6 && ids.length > 1) measurements.delete(ids[0] ?? '');
          else if (pick < 0.8) item(c)?.set('designation', `D${round}`);
          else if (pick < 0.9) item(c)?.set('prix_unitaire', Math.floor(random() * 100));
          else c.getMap('libraryItems').set(`art-${round}`, new Y.Map());
        }
      });
      const before = JSON.stringify(doc.getMap('libraryItems').toJSON());
      const verdict = mayTouch(doc, update, priced);
      Y.applyUpdate(doc, update);
      if (!verdict) expect(JSON.stringify(doc.getMap('libraryItems').toJSON())).toBe(before);
      verdicts[verdict ? 'inside' : 'outside'] += 1;
    }
    // Both answers were given, many times.
    expect(Math.min(verdicts.inside, verdicts.outside)).toBeGreaterThan(30);
  });
});
