/**
 * Formulas as économistes write them (`L × HSP − 2 × 0,90 × 2,10`): parsed without eval, units checked, compiled to
 * closures, and their derivation kept. See ./parser.ts for the grammar, ./measured.ts for the names of a
 * measurement's quantities, ./units.ts for dimensions and ./compile.ts for how bare numbers are read.
 */
export * from './errors';
export * from './units';
export * from './parser';
export * from './measured';
export * from './derivation';
export * from './compile';
export * from './derive';
