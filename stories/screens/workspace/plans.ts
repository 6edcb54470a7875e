/**
 * Stories that need a plan open one of the project's generated test PDFs (tests/fixtures/plans, served by Storybook
 * under /plans/, see .storybook/main.ts) in the real PDF worker, as the route does.
 */
import { expect, waitFor } from 'storybook/test';
import { pdfSheetSource, type SheetSource } from '../../../src/screens/Workspace/Viewer';
import type { PlanLayer } from '../../../src/screens/Workspace/Layers';
import { pdfClient } from '../../../src/workers/pdf/client';

export type FixturePlan = 'plan.pdf' | 'plan-layers.pdf' | 'plan-raster.pdf';

export interface OpenedPlan {
  source: SheetSource;
  layers: PlanLayer[];
}

let opened = 0;

/** Opens page `page` of a fixture plan; each call opens the file again under its own id. */
export async function openFixturePlan(file: FixturePlan, page = 0): Promise<OpenedPlan> {
  const response = await fetch(`/plans/${file}`);
  if (!response.ok) throw new Error(`/plans/${file}: ${response.status}`);
  const client = pdfClient();
  const result = await client.open(`story-${++opened}-${file}`, await response.arrayBuffer());
  const info = result.pages[page];
  if (!info) throw new Error(`${file} has no page ${page + 1}`);
  return {
    source: pdfSheetSource(client, result.docId, { index: page, widthPt: info.widthPt, heightPt: info.heightPt }),
    layers: result.layers,
  };
}

/** Waits until every viewer on the page has drawn its visible region at device resolution (or failed). */
export async function settled(root: HTMLElement, state: 'sharp' | 'error' = 'sharp'): Promise<void> {
  await waitFor(() => expect(root.querySelector('[data-render-state]')).toHaveAttribute('data-render-state', state), {
    timeout: 15_000,
  });
}
