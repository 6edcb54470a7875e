import { exportFileName } from '../export/fileName';

/** « Plan de repérage – Résidence Les Tilleuls – 2026-11-29.pdf », safe on every system (../export/fileName.ts). */
export function reperageFileName(title: string, projectName: string, date: string): string {
  return exportFileName([title, projectName, date], 'pdf');
}
