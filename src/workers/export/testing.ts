/**
 * Test support (never imported by the app): the worker's dispatcher made as the worker makes it, with exceljs and
 * the French copy, its answers collected.
 */
import ExcelJS from 'exceljs';
import { exportCopy } from './copy';
import { createDispatcher } from './dispatch';
import type { ExportRequest, ExportResponse } from './protocol';

export function dispatcherHarness() {
  const messages: ExportResponse[] = [];
  const dispatch = createDispatcher({ exceljs: ExcelJS, ...exportCopy() }, (m) => messages.push(m));
  /** The final answer (a result or an error) to request `id`: the dispatcher posts it a few tasks later. */
  const answer = (id: number) =>
    new Promise<ExportResponse>((resolve) => {
      const look = () => {
        const found = messages.find((m) => m.id === id && m.type !== 'progress');
        if (found) resolve(found);
        else setTimeout(look, 5);
      };
      look();
    });
  return { dispatch: (r: ExportRequest) => dispatch(r), answer, messages };
}
