/**
 * The plan de repérage: the marked-up sheets as a PDF. This folder is pure (pages, layout, legend, title block,
 * paper fitting, printable text); src/workers/reperage writes the PDF with pdf-lib, src/screens/Workspace/Reperage
 * is its dialog and src/routes/workspace/reperage its wiring.
 */
export * from './fileName';
export * from './input';
export * from './layout';
export * from './limits';
export * from './model';
export * from './paper';
export * from './style';
export * from './text';
