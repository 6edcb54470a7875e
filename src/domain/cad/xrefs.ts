/**
 * External references (xrefs) a CAD drawing places but does not contain (issue 28). An architect's sheet often draws
 * its base plan by reference to another file (« fond de plan »): the DWG or DXF sent then holds only the reference,
 * and Metr — like any reader of that file alone — draws nothing there. Counting and measuring such a sheet without
 * knowing it would miss whole walls, so the import names each missing file and every sheet of the drawing says so.
 */
import type { CadDrawing, CadEntity, CadMissingXref } from './types';

/** The file name at the end of a saved path, either separator (`..\FONDS\rdc.dwg` → `rdc.dwg`). */
export function xrefFileName(path: string): string {
  const parts = path.split(/[\\/]/);
  return parts[parts.length - 1] ?? path;
}

/**
 * Every external reference the drawing places — in model space, in its layouts, or inside a block it defines —
 * with how many times, sorted by name. A reference inside a block is counted once per definition, not per placement
 * of that block: the number says how many places to look at, not a quantity.
 */
export function missingXrefs(drawing: CadDrawing): CadMissingXref[] {
  const xrefs = new Map(drawing.blocks.filter((b) => b.xref).map((b) => [b.name, b]));
  if (xrefs.size === 0) return [];
  const counts = new Map<string, number>();
  const scan = (entities: readonly CadEntity[]) => {
    for (const e of entities) {
      if (e.kind === 'insert' && xrefs.has(e.block)) counts.set(e.block, (counts.get(e.block) ?? 0) + 1);
    }
  };
  scan(drawing.modelSpace);
  for (const layout of drawing.layouts ?? []) scan(layout.entities);
  for (const block of drawing.blocks) if (!block.xref) scan(block.entities);
  return [...counts]
    .map(([name, references]): CadMissingXref => {
      const path = xrefs.get(name)?.xrefPath;
      return { name, ...(typeof path === 'string' && path.trim() !== '' ? { path: path.trim() } : {}), references };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}
