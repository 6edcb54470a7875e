/**
 * The VA plan's first sheet at one known view, for the specs that draw at its printed dimension (the scale regions
 * spec): the dimension, the view centred on it, and the sheet steps of workspace-sheet.ts bound to that view.
 */
import type { Page } from '@playwright/test';
import { openAtKnownView as openAt, screenOf as screenAt, sheetPointer, type SheetPoint } from './workspace-sheet';

export {
  expectRows,
  flat,
  measurementsTable as measurementTable,
  openVaPlanInNewProject,
  pressUndoRedo,
  rowsOf,
  toolButton,
  waitSharp,
  type ExpectedRow,
} from './workspace-sheet';

/** The first sheet's plan (the viewer is an application named after the sheet). */
export const plan = (page: Page) => page.getByRole('application', { name: /^AF101/ });

/**
 * A printed dimension of the VA plan's first sheet, in sheet points: the 58'-5" wall at the top of the east wing
 * (525.72 pt = 58'-5" at 1/8" = 1'-0", so the plan is at about 1:96), and its length in metres.
 */
export const DIMENSION = { from: { x: 1400.64, y: 624.48 }, to: { x: 1926.36, y: 624.48 } };
export const DIMENSION_METRES = '17,805';
/** Where the view is centred (at 100 %): the dimension's middle. */
export const CENTRE = { x: 1663.5, y: 640 };

/** Reopens the sheet at zoom 1, centred on CENTRE. */
export const openAtKnownView = (page: Page, sheetId: string) => openAt(page, sheetId, CENTRE);

/** Screen position (CSS px) of a sheet point, the view being zoom 1 centred on CENTRE. */
export const screenOf = (page: Page, point: SheetPoint) => screenAt(page, CENTRE, point);

/** Clicks the plan at sheet points, with real mouse moves between them. */
export const clickAt = (page: Page, ...points: SheetPoint[]) => sheetPointer(page, CENTRE).click(...points);

/** Presses at one sheet point, drags to another and releases there. */
export const dragAt = (page: Page, from: SheetPoint, to: SheetPoint) => sheetPointer(page, CENTRE).drag(from, to);
