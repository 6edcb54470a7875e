/**
 * Sheets for the counting benchmark and its fixtures, in Node: rendered with the PDF engine (pdf.js legacy build and
 * @napi-rs/canvas, as the engine's tests do) into grey rasters, and pictures written as PNG for looking at them.
 */
import { writeFileSync } from 'node:fs';
import { fromRgba } from '../../src/domain/counting/raster.ts';
import type { GrayRaster } from '../../src/domain/counting/types.ts';
import { context, fixture, nodeEngine } from '../../src/workers/pdf/testing.ts';

export interface RenderedSheet {
  raster: GrayRaster;
  /** Pixels per sheet point. */
  scale: number;
  widthPt: number;
  heightPt: number;
  renderMs: number;
}

export async function renderSheet(
  path: string,
  page: number,
  dpi: number,
  hiddenLayerIds?: string[],
): Promise<RenderedSheet> {
  const engine = nodeEngine({ partialRendering: false });
  const opened = await engine.open('sheet', fixture(path), context());
  const info = opened.pages[page];
  if (!info) throw new Error(`no page ${page} in ${path}`);
  const scale = dpi / 72;
  const t0 = performance.now();
  const rendered = await engine.render('sheet', page, { scale, hiddenLayerIds }, context());
  const renderMs = performance.now() - t0;
  await engine.close('sheet');
  const raster = fromRgba(rendered.width, rendered.height, rendered.image.data);
  return { raster, scale, widthPt: info.widthPt, heightPt: info.heightPt, renderMs };
}

/** Writes a grey raster (or a region of it, in pixels) as a PNG, optionally with boxes drawn in red. */
export async function writePng(
  path: string,
  raster: GrayRaster,
  region = { x: 0, y: 0, width: raster.width, height: raster.height },
  boxes: { x: number; y: number; width: number; height: number; label?: string }[] = [],
  zoom = 1,
): Promise<void> {
  const { createCanvas } = (await import('@napi-rs/canvas')) as unknown as {
    createCanvas(
      w: number,
      h: number,
    ): {
      getContext(t: '2d'): {
        createImageData(w: number, h: number): { data: Uint8ClampedArray };
        putImageData(d: unknown, x: number, y: number): void;
        strokeStyle: string;
        fillStyle: string;
        lineWidth: number;
        font: string;
        strokeRect(x: number, y: number, w: number, h: number): void;
        fillText(t: string, x: number, y: number): void;
        drawImage(c: unknown, dx: number, dy: number, dw: number, dh: number): void;
        imageSmoothingEnabled: boolean;
      };
      encode(f: 'png'): Promise<Uint8Array>;
    };
  };
  const src = createCanvas(region.width, region.height);
  const ctx = src.getContext('2d');
  const img = ctx.createImageData(region.width, region.height);
  for (let y = 0; y < region.height; y++) {
    for (let x = 0; x < region.width; x++) {
      const v = raster.data[(region.y + y) * raster.width + region.x + x] ?? 255;
      const j = 4 * (y * region.width + x);
      img.data[j] = img.data[j + 1] = img.data[j + 2] = v;
      img.data[j + 3] = 255;
    }
  }
  ctx.putImageData(img, 0, 0);
  const out = createCanvas(Math.round(region.width * zoom), Math.round(region.height * zoom));
  const o = out.getContext('2d');
  o.imageSmoothingEnabled = zoom < 1;
  o.drawImage(
    src,
    0,
    0,
    out === src ? region.width : Math.round(region.width * zoom),
    Math.round(region.height * zoom),
  );
  o.strokeStyle = 'red';
  o.fillStyle = 'red';
  o.lineWidth = 2;
  o.font = '14px sans-serif';
  for (const b of boxes) {
    o.strokeRect((b.x - region.x) * zoom, (b.y - region.y) * zoom, b.width * zoom, b.height * zoom);
    if (b.label) o.fillText(b.label, (b.x - region.x) * zoom, (b.y - region.y) * zoom - 3);
  }
  writeFileSync(path, await out.encode('png'));
}
