import { describe, expect, it } from 'vitest';
import { visibleBlocks } from './blocks';
import { SAMPLE_BLOCKS, block } from './testing/fixtures';

const names = (list: readonly { name: string }[]) => list.map((b) => b.name);

describe('the « Blocs » list as shown', () => {
  it('sorts by name, numbers in order (« PORTE_2 » before « PORTE_10 ») and accents ignored', () => {
    const list = [block('PORTE_10', 1), block('évier', 1), block('PORTE_2', 1), block('Ecran', 1)];
    expect(names(visibleBlocks(list, '', 'name'))).toEqual(['Ecran', 'évier', 'PORTE_2', 'PORTE_10']);
  });

  it('sorts by number of references, nested ones included, most first, then by name', () => {
    const list = [block('B', 2, 3), block('A', 5), block('C', 9)];
    expect(names(visibleBlocks(list, '', 'count'))).toEqual(['C', 'A', 'B']);
  });

  it('lists the blocks AutoCAD named for a paste (« A$C… ») after the named ones, in either order', () => {
    const list = [block('A$C1F2E3D4C', 40), block('PORTE_90', 3), block('a$c00000001', 1), block('Évier', 5)];
    expect(names(visibleBlocks(list, '', 'name'))).toEqual(['Évier', 'PORTE_90', 'a$c00000001', 'A$C1F2E3D4C']);
    expect(names(visibleBlocks(list, '', 'count'))).toEqual(['Évier', 'PORTE_90', 'A$C1F2E3D4C', 'a$c00000001']);
    // A name that only starts like one is a person's.
    expect(names(visibleBlocks([block('A$CUISINE', 1), block('B', 1)], '', 'name'))).toEqual(['A$CUISINE', 'B']);
  });

  it('finds a block whatever the accents, the case and the separators', () => {
    expect(names(visibleBlocks(SAMPLE_BLOCKS, 'evier', 'name'))).toEqual(['ÉVIER_INOX']);
    expect(names(visibleBlocks(SAMPLE_BLOCKS, 'porte 90', 'name'))).toEqual(['PORTE_90']);
    expect(names(visibleBlocks(SAMPLE_BLOCKS, 'Porte-90', 'name'))).toEqual(['PORTE_90']);
    expect(names(visibleBlocks(SAMPLE_BLOCKS, 'fenêtre', 'name'))).toEqual(['FENETRE_120']);
  });

  it('finds a dynamic block by the name of one of its copies', () => {
    expect(names(visibleBlocks(SAMPLE_BLOCKS, '*u14', 'name'))).toEqual(['PORTE_90']);
  });

  it('finds nothing for a name no block has, and everything for a blank query', () => {
    expect(visibleBlocks(SAMPLE_BLOCKS, 'baignoire', 'name')).toEqual([]);
    expect(visibleBlocks(SAMPLE_BLOCKS, '   ', 'name')).toHaveLength(SAMPLE_BLOCKS.length);
  });
});
