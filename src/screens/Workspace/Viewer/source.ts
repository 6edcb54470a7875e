/**
 * What the viewer needs from a PDF: the sheet's size and rendered regions of it. An interface, so the viewer stays a
 * pure screen (no worker, no fetch): the route hands in `pdfSheetSource(pdfClient(), …)`, tests a fake.
 */
import type { Rect } from '../../../domain/pdf/geometry';

export interface SheetRenderRequest {
  /** The part of the sheet to draw, in sheet space (points, y down). The source may widen it to whole pixels. */
  readonly region: Rect;
  /** Bitmap pixels per point: zoom × devicePixelRatio. */
  readonly scale: number;
  /** Layers to hide; `undefined` shows each layer as the document says by default. */
  readonly hiddenLayerIds: readonly string[] | undefined;
  /** Aborted as soon as the view has moved on: the source stops and the promise rejects. */
  readonly signal: AbortSignal;
  /**
   * The person moved the view on this sheet (zoom, pan): what is asked now is what they are looking at. A source
   * that holds work back (a comparison running: routes/workspace/comparison/viewerHold.ts) lets it through.
   */
  readonly byPerson?: true;
}

export interface SheetRender {
  /** Handed over to the viewer, which closes it when it is replaced. */
  readonly image: ImageBitmap;
  /** The sheet-space rectangle the bitmap covers exactly (the request widened to whole pixels, clamped to the sheet). */
  readonly region: Rect;
}

export interface SheetSource {
  /** The sheet's size in points: rotation applied. */
  readonly width: number;
  readonly height: number;
  render(request: SheetRenderRequest): Promise<SheetRender>;
}

/** The part of the PDF client (src/workers/pdf/client.ts) a sheet source calls. */
export interface PdfRenderer {
  render(
    docId: string,
    page: number,
    options: {
      scale: number;
      region?: Rect;
      hiddenLayerIds?: readonly string[];
      signal?: AbortSignal;
    },
  ): Promise<{ bitmap: ImageBitmap; region: Rect }>;
}

/**
 * A sheet source over an open PDF document: the route passes `pdfClient()` and the ids and size from its `open`.
 * Nothing happens until the viewer asks for a region.
 */
export function pdfSheetSource(
  client: PdfRenderer,
  docId: string,
  page: { index: number; widthPt: number; heightPt: number },
): SheetSource {
  return {
    width: page.widthPt,
    height: page.heightPt,
    async render({ region, scale, hiddenLayerIds, signal }) {
      const result = await client.render(docId, page.index, {
        scale,
        region,
        signal,
        ...(hiddenLayerIds && { hiddenLayerIds }),
      });
      return { image: result.bitmap, region: result.region };
    },
  };
}
