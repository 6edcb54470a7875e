/**
 * External references (xrefs) a CAD drawing places but does not contain (issue 28). An architect's sheet often draws
 * its base plan by reference to another file (« fond de plan »): the DWG or DXF sent then holds only the reference,
 * and Metr — like any reader of that file alone — draws nothing there. Counting and measuring such a sheet without
 * knowing it would miss whole walls, so the import names each missing file and every sheet of the drawing says so.
 */
import type { CadDrawing, CadEntity, CadMissingXref } from './types';

/**
 * Control and bidirectional format characters, removed from what the file says of a reference before it is shown: a
 * path carrying a right-to-left override reads as another file than the one to ask for.
 */
const UNSAFE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** A saved path longer than this is cut: it is shown whole in a side panel. */
const MAX_PATH = 500;

const clean = (text: string) => text.replace(UNSAFE, '').trim();

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
      const saved = xrefs.get(name)?.xrefPath;
      const path = typeof saved === 'string' ? clean(saved).slice(0, MAX_PATH) : '';
      return { name: clean(name) || name, ...(path !== '' ? { path } : {}), references };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}
