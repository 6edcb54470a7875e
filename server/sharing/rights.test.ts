/**
 * The client's rights on a library (src/domain/sharing/rights.ts) against the server's guard (./guard.ts): for each
 * kind of article change and each role, the screen disables exactly what the server refuses.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { PROJECT_ROLES, type ProjectRole } from '../../src/domain/sharing/contract.ts';
import { libraryRights, mayChangeArticle } from '../../src/domain/sharing/rights.ts';
import { UpdateGuard } from './guard.ts';

type Row = Record<string, unknown>;
const priced: Row = { designation: 'Cloison 72/48', unite: 'm2', prix_unitaire: 42, vatRate: 2000 };
const free: Row = { ...priced, prix_unitaire: 0 };

function put(doc: Y.Doc, id: string, row: Row) {
  const map = new Y.Map<unknown>();
  doc.getMap('libraryItems').set(id, map);
  for (const [key, value] of Object.entries(row)) map.set(key, value);
}

/** The changes: an article before (null: absent) and after (null: deleted). */
const CASES: readonly (readonly [string, Row | null, Row | null])[] = [
  ['designation', priced, { ...priced, designation: 'Cloison 98/48' }],
  ['prix_unitaire', priced, { ...priced, prix_unitaire: 43 }],
  ['vatRate', priced, { ...priced, vatRate: 550 }],
  ['prix d’un article à 0', free, { ...free, prix_unitaire: 12 }],
  ['ajout à 0 €', null, free],
  ['ajout avec un prix', null, priced],
  ['suppression à 0 €', free, null],
  ['suppression avec un prix', priced, null],
];

describe('the client’s library rights match the server’s guard', () => {
  for (const role of PROJECT_ROLES) {
    for (const [name, before, after] of CASES) {
      it(`${role}: ${name}`, () => {
        const doc = new Y.Doc();
        doc.transact(() => {
          if (before) put(doc, 'art-1', before);
          put(doc, 'art-0', free);
        });
        const copy = new Y.Doc();
        Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
        const vector = Y.encodeStateVector(copy);
        copy.transact(() => {
          const items = copy.getMap<Y.Map<unknown>>('libraryItems');
          if (!after) items.delete('art-1');
          else if (!before) put(copy, 'art-1', after);
          else
            for (const [key, value] of Object.entries(after))
              if (before[key] !== value) items.get('art-1')?.set(key, value);
        });
        const verdict = new UpdateGuard(doc).check(Y.encodeStateAsUpdate(copy, vector), role as ProjectRole);
        const rights = libraryRights([{ projectId: 'p', projectName: 'P', role }]);
        expect(mayChangeArticle(rights, before, after)).toBe(verdict === null);
      });
    }
  }
});
