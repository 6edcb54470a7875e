/**
 * What the plan shows beside a measurement and what the plan de repérage prints: where its label goes (anchor,
 * placement) and its count symbols as shapes. Pure, no canvas, no PDF: both drawers read the same geometry.
 */
export * from './anchor';
export * from './placement';
export * from './symbols';
export * from './appearance';
export * from './visibility';
export * from './legend';
export * from './name';
