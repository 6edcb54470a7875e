import type { SVGProps } from 'react';
import { drawIcon } from '../../../components/Icon/Icon';
import type { MeasureTool } from '../../../domain/takeoff/shortcuts';

/*
 * The measuring tools' icons, 24×24 strokes drawn the way the design system's Icon draws its glyphs (drawIcon). Kept
 * beside the palette rather than added to Icon's shared set, which other workspace branches extend at the same time.
 */
const toolPaths = {
  select: 'M6 3l12 8.5-5.5 1 3 6.5-2.5 1.2-3-6.6L6 18z',
  count: 'M7 7.5a2 2 0 1 0 0-.01M17 7.5a2 2 0 1 0 0-.01M7 17.5a2 2 0 1 0 0-.01M17 14v7M13.5 17.5h7',
  length: 'M3 17l6-8 6 5 6-9M3 17v.01M9 9v.01M15 14v.01M21 5v.01',
  area: 'M4 6l11-2 5 9-7 7-9-3z',
  deduction: 'M4 6l11-2 5 9-7 7-9-3zM9 10h5v4H9z',
  wallArea: 'M3 20h18M3 20V8h18v12M3 14h18M9 8v6M15 14v6M12 8V4',
  volume: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9',
  scale: 'M3 15.5L15.5 3 21 8.5 8.5 21zM7 12l2 2M10 9l2 2M13 6l2 2',
  check: 'M3 15.5L15.5 3 21 8.5 8.5 21zM7 12l2 2M10 9l2 2M13.5 15.5l2 2 4-4.5',
  region: 'M3 8V3h5M16 3h5v5M21 16v5h-5M8 21H3v-5M9 9h6v6H9z',
  snapping: 'M6 4v7a6 6 0 0 0 12 0V4M6 4h4v7a2 2 0 0 0 4 0V4h4M6 8h4M14 8h4',
} as const satisfies Record<MeasureTool | 'snapping', string>;

export type ToolIconName = keyof typeof toolPaths;

export function ToolIcon({ name, ...rest }: { name: ToolIconName } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  return drawIcon(toolPaths[name], rest);
}
