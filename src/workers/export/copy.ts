/** The dispatcher's French copy: the export's and the library files' labels, and the file names made from them. */
import { documentFileName, exportLabels, libraryFileLabels, libraryFileName } from '../../i18n/export';
import type { ExportEnvironment } from './dispatch';

export function exportCopy(): Omit<ExportEnvironment, 'exceljs'> {
  return {
    labels: exportLabels(),
    libraryLabels: libraryFileLabels(),
    fileNames: { document: documentFileName, library: libraryFileName },
  };
}
