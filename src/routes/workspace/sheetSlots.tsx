/**
 * THE SHEET PAGE'S SLOTS, filled by the plan viewer and the measuring tools: what /dashboard/projets/:id/plans/:sheetId
 * shows in each region of the workspace layout. Each slot gets the same context (the project, the sheet, the
 * project's sheets, whether changes are allowed). Until the viewer lands: no toolbar, the project's sheets in the
 * sidebar, nothing in the panel, and the sheet's name, size and thumbnail in the main area.
 */
import { workspacePaths } from '../../config/routes';
import type { ProjectRow, SheetRow } from '../../domain/takeoff/types';
import { ProjectSheets } from '../../screens/Workspace/Projects/ProjectSheets';
import { SheetOverview } from '../../screens/Workspace/Sheet/SheetOverview';
import { useWorkspace } from './context';
import { useObjectUrl } from './objectUrl';
import { useLiveQuery } from './useLiveQuery';
import { planFileRepository } from '../../db/workspace/files';
import type { ReactNode } from 'react';

export interface SheetContext {
  readonly project: ProjectRow;
  readonly sheet: SheetRow;
  /** The project's sheets, in the sheet list's order. */
  readonly sheets: readonly SheetRow[];
  /** False when the workspace is read-only (no local profile). */
  readonly canEdit: boolean;
}

export interface SheetSlots {
  /** Above the plan (tools, zoom, scale state); undefined: no toolbar row. */
  readonly toolbar?: ReactNode;
  /** The sheets of the project (navigation region beside the plan); undefined: none. */
  readonly sidebar?: ReactNode;
  /** Layers, properties, measurements (complementary region); undefined: none. */
  readonly panel?: ReactNode;
  /** The main area: the plan. */
  readonly main: ReactNode;
}

/** The sheet page's regions for a sheet. */
export function sheetSlots(context: SheetContext): SheetSlots {
  return {
    sidebar: <SheetList {...context} />,
    main: <SheetMain {...context} />,
  };
}

function SheetList({ project, sheets }: SheetContext) {
  return (
    <ProjectSheets
      state={{ status: 'ready', sheets: sheets.map((s) => ({ id: s.id, name: s.name, pageIndex: s.pageIndex })) }}
      sheetHref={(sheetId) => workspacePaths.sheet(project.id, sheetId)}
    />
  );
}

function SheetMain({ project, sheet }: SheetContext) {
  const { db } = useWorkspace();
  const thumbnail = useLiveQuery(() => planFileRepository(db).getThumbnail(sheet.id), [db, sheet.id]);
  const url = useObjectUrl(thumbnail.status === 'ready' ? thumbnail.value : undefined);
  return <SheetOverview sheet={sheet} thumbnailUrl={url} projectHref={workspacePaths.project(project.id)} />;
}
