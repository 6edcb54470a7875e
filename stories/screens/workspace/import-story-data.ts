/** Import items and sheets for the workspace's stories: French plan names, fixed dates, no randomness. */
import type { ImportFailureReason, ImportItem } from '../../../src/workspace/import/types';
import type { SheetListItem } from '../../../src/screens/Workspace/Sheets';

type Questioned = Extract<ImportItem, { step: 'question' }>;

export const queued = (id: string, name: string, size = 2_400_000): ImportItem => ({
  id,
  name,
  size,
  progress: 0,
  step: 'queued',
});

export const reading = (id: string, name: string, size: number, progress: number): ImportItem => ({
  id,
  name,
  size,
  progress,
  step: 'reading',
});

export const analysing = (id: string, name: string, page: number, pageCount: number): ImportItem => ({
  id,
  name,
  size: 1_180_000,
  progress: 0.25 + (0.67 * (page - 1)) / pageCount,
  step: 'analysing',
  page,
  pageCount,
});

export const saving = (id: string, name: string): ImportItem => ({
  id,
  name,
  size: 860_000,
  progress: 0.95,
  step: 'saving',
});

export const done = (id: string, name: string, sheets: number, revisionOf?: string): ImportItem => ({
  id,
  name,
  size: 1_180_000,
  progress: 1,
  step: 'done',
  result: {
    fileId: `file-${id}`,
    sheetIds: Array.from({ length: sheets }, (_, i) => `${id}-${i}`),
    ...(revisionOf ? { revisionOf } : {}),
  },
});

export const failed = (id: string, name: string, reason: ImportFailureReason, size = 1_400): ImportItem => ({
  id,
  name,
  size,
  progress: 0,
  step: 'failed',
  reason,
});

export const question = (id: string, name: string, existing = name): Questioned => ({
  id,
  name,
  size: 1_180_000,
  progress: 0.25,
  step: 'question',
  question: { fileId: 'file-va', fileName: existing, importedAt: '2026-03-03T09:15:00.000Z' },
});

export const skipped = (id: string, name: string): ImportItem => ({
  id,
  name,
  size: 1_180_000,
  progress: 1,
  step: 'skipped',
});

export const cancelled = (id: string, name: string): ImportItem => ({
  id,
  name,
  size: 3_600_000,
  progress: 0.3,
  step: 'cancelled',
});

/** A small plan drawn as an SVG: walls, a door, a title block. Plans are printed black on white, as in the app. */
function thumbnail(width: number, height: number, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="white"/>
<g fill="none" stroke="black" stroke-width="6">
<rect x="${width * 0.1}" y="${height * 0.12}" width="${width * 0.55}" height="${height * 0.7}"/>
<path d="M${width * 0.1} ${height * 0.45}H${width * 0.65}M${width * 0.38} ${height * 0.12}V${height * 0.45}"/>
</g>
<rect x="${width * 0.72}" y="${height * 0.7}" width="${width * 0.24}" height="${height * 0.22}" fill="none" stroke="black" stroke-width="3"/>
<text x="${width * 0.74}" y="${height * 0.8}" font-size="${height * 0.06}" font-family="sans-serif">${label}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const sheet = (id: string, name: string, page: number, extra: Partial<SheetListItem> = {}): SheetListItem => ({
  id,
  name,
  fileName: 'va-finish-plan.pdf',
  pageNumber: page,
  width: 3370,
  height: 2384,
  revisionLabel: null,
  scaleLabel: 'Non étalonné',
  isCalibrated: false,
  measurementCount: 0,
  ...extra,
});

export const sheets: SheetListItem[] = [
  sheet('s1', 'A-101 – Plan du rez-de-chaussée', 1, {
    scaleLabel: 'Échelle 1/100',
    isCalibrated: true,
    measurementCount: 12,
  }),
  sheet('s2', 'A-102 – Plan du R+1', 2),
  sheet('s3', 'A-101 – Plan du rez-de-chaussée', 1, {
    fileName: 'va-finish-plan-indice-b.pdf',
    revisionLabel: 'Indice B',
  }),
  sheet('s4', 'coupes.pdf – page 3', 3, {
    fileName: 'coupes.pdf',
    width: 842,
    height: 1191,
  }),
];

/** The sheets' thumbnails, drawn from their names; coupes.pdf has none (not made, or purged with its file). */
export const thumbnailUrls: ReadonlyMap<string, string> = new Map(
  sheets.filter((s) => s.id !== 's4').map((s) => [s.id, thumbnail(s.width, s.height, s.name.slice(0, 5))]),
);

/**
 * A 500-page set: the list mounts only the rows in view. Thumbnails for every tenth sheet, as when they are still
 * arriving.
 */
export const manySheets: SheetListItem[] = Array.from({ length: 500 }, (_, i) =>
  sheet(`p${i + 1}`, `Planche ${String(i + 1).padStart(3, '0')}`, i + 1, { fileName: 'dossier-marche.pdf' }),
);
export const manyThumbnailUrls: ReadonlyMap<string, string> = new Map(
  manySheets.filter((_, i) => i % 10 === 0).map((s) => [s.id, thumbnail(s.width, s.height, s.name.slice(-3))]),
);

export const sheetHref = (sheetId: string) => `/dashboard/projets/projet-demo/plans/${sheetId}`;
