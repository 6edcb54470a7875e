/**
 * The export worker: writes DPGF / DQE workbooks and CSV files, library files, and reads library files to import.
 * The page starts it on the first export (client.ts), so exceljs — about 1 MB of script — is never part of the
 * workspace's first load. It says `ready` once loaded.
 */
import ExcelJS from 'exceljs/dist/exceljs.bare.min.js';
import { exportCopy } from './copy';
import { createDispatcher } from './dispatch';
import type { ExportRequest, ExportWorkerMessage } from './protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ExportRequest>) => void) | null;
  postMessage(message: ExportWorkerMessage): void;
}
const scope = globalThis as unknown as WorkerScope;

const dispatch = createDispatcher({ exceljs: ExcelJS, ...exportCopy() }, (message) => scope.postMessage(message));
scope.onmessage = (event) => dispatch(event.data);
scope.postMessage({ type: 'ready' });
