/** The « Blocs » list as shown: searched (accents and case ignored) and sorted, by name or by number of references. */
import type { CadBlockSummary } from '../../../domain/cad/types';
import { queryWords, searchKey } from '../../../domain/projects/list';

export type BlockSort = 'name' | 'count';

// Numeric: « PORTE_2 » before « PORTE_10 »; base sensitivity: « Évier » and « evier » are the same name.
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

export const referenceCount = (block: Pick<CadBlockSummary, 'topLevel' | 'nested'>) => block.topLevel + block.nested;

/**
 * The blocks whose name holds every word of the query (« porte 90 » finds « PORTE_90 » and « Porte-90 »), the
 * names the file references them by included (« *U12 »); all of them for a blank query. Sorted by name, or by
 * number of references (most first, then by name).
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
  return found.sort(sort === 'name' ? byName : (a, b) => referenceCount(b) - referenceCount(a) || byName(a, b));
}
