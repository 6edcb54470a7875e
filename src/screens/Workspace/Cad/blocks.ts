/** The « Blocs » list as shown: searched (accents and case ignored) and sorted, by name or by number of references. */
import { isPastedBlockName } from '../../../domain/cad/blocks';
import type { CadBlockSummary } from '../../../domain/cad/types';
import { queryWords, searchKey } from '../../../domain/projects/list';

export type BlockSort = 'name' | 'count';

// Numeric: « PORTE_2 » before « PORTE_10 »; base sensitivity: « Évier » and « evier » are the same name.
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

export const referenceCount = (block: Pick<CadBlockSummary, 'topLevel' | 'nested'>) => block.topLevel + block.nested;

/**
 * The blocks whose name holds every word of the query (« porte 90 » finds « PORTE_90 » and « Porte-90 »), the
 * names the file references them by included (« *U12 »); all of them for a blank query. Sorted by name, or by
 * number of references (most first, then by name); either way the blocks AutoCAD named for a paste (« A$C… »,
 * isPastedBlockName) come after the ones a person named, listed and counted all the same.
 */
export function visibleBlocks(
  blocks: readonly CadBlockSummary[],
  query: string,
  sort: BlockSort,
): readonly CadBlockSummary[] {
  // Underscores and dashes separate words in CAD names: the query's words are looked for in the name as words.
  const words = queryWords(query.replace(/[_-]/g, ' '));
  const found =
    words.length === 0
      ? [...blocks]
      : blocks.filter((block) => {
          const haystack = [block.name, ...block.rawNames].map((n) => searchKey(n.replace(/[_-]/g, ' '))).join('\n');
          return words.every((word) => haystack.includes(word));
        });
  const byName = (a: CadBlockSummary, b: CadBlockSummary) => collator.compare(a.name, b.name);
  const pasted = (a: CadBlockSummary, b: CadBlockSummary) =>
    Number(isPastedBlockName(a.name)) - Number(isPastedBlockName(b.name));
  const order =
    sort === 'name'
      ? byName
      : (a: CadBlockSummary, b: CadBlockSummary) => referenceCount(b) - referenceCount(a) || byName(a, b);
  return found.sort((a, b) => pasted(a, b) || order(a, b));
}
