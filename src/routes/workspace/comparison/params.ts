/**
 * The sheet page's address parameter that opens the « Indices » tab and starts the comparison (after an indice's
 * import): on its own, so that the project page links to it without loading the comparison.
 */
export const COMPARE_PARAM = 'comparer';
