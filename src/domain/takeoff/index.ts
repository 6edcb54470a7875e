/**
 * The take-off model: pure, no React, no database. Geometry is in sheet space (PDF points, y down), quantities in SI
 * through the sheet's scale; every change is a command the journal can undo. See each module's header for its rules.
 */
export * from './types';
export * from './errors';
export * from './geometry';
export * from './scale';
export * from './quantity';
export * from './commands';
export * from './journal';
export * from './snap';
export * from './hitTest';
