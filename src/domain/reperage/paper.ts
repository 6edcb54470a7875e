/**
 * Paper sizes and fitting a sheet on them. The page is the plan plus a band on its right for the legend and the title
 * block: added beside the plan rather than laid over it, so that nothing the économiste drew or the architect printed
 * is covered, whatever the plan's emptiest corner is (a plan's corners hold its own cartouche and north arrow).
 *
 * A3 and A1 fit the sheet and the band inside margins, in the orientation that prints the plan largest, and say by how
 * much the plan was scaled: a 1:100 plan printed at 71 % is no longer at 1:100. « Taille d’origine » keeps the plan at
 * 100 % (its nominal scale holds) and widens the page by the band.
 */

export const PAPERS = ['A3', 'A1', 'original'] as const;
export type Paper = (typeof PAPERS)[number];

/** ISO 216 in PDF points (1/72 in), portrait. */
export const PAPER_SIZES: Readonly<Record<'A3' | 'A1', { readonly width: number; readonly height: number }>> = {
  A3: { width: 841.89, height: 1190.55 },
  A1: { width: 1683.78, height: 2383.94 },
};

/** 8 mm: what office printers leave unprinted, with room to spare. */
export const PAPER_MARGIN = (8 / 25.4) * 72;

/** The band's width and the text size factor at factor 1 (A3). */
const BAND_WIDTH = 190;
const GUTTER = 10;

export interface PageFit {
  readonly width: number;
  readonly height: number;
  /** Sheet → page: page = (x + scale × sheetX, y + scale × sheetY), y down. */
  readonly plan: { readonly x: number; readonly y: number; readonly scale: number };
  /** The band beside the plan (legend, title block), y down. */
  readonly band: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  /** Text and symbol sizes relative to A3's. */
  readonly factor: number;
  readonly landscape: boolean;
}

/** The size factor of print on a paper: A1 is read from further away than A3, and its band is wider. */
export function paperFactor(paper: Paper, sheet: { readonly width: number; readonly height: number }): number {
  if (paper === 'A3') return 1;
  if (paper === 'A1') return 1.5;
  // The original size: as on the A-size whose short side is nearest.
  const short = Math.min(sheet.width, sheet.height);
  return Math.min(2, Math.max(0.75, short / PAPER_SIZES.A3.width));
}

export function fitPage(paper: Paper, sheet: { readonly width: number; readonly height: number }): PageFit {
  const factor = paperFactor(paper, sheet);
  const band = BAND_WIDTH * factor;
  const gutter = GUTTER * factor;
  if (paper === 'original') {
    const width = sheet.width + gutter + band;
    return {
      width,
      height: sheet.height,
      plan: { x: 0, y: 0, scale: 1 },
      // The band keeps a gutter from the page's edges too: nothing printed where a printer cannot reach.
      band: { x: sheet.width + gutter, y: gutter, width: band - gutter, height: sheet.height - 2 * gutter },
      factor,
      landscape: width >= sheet.height,
    };
  }
  const size = PAPER_SIZES[paper];
  const options = [
    { width: size.height, height: size.width, landscape: true },
    { width: size.width, height: size.height, landscape: false },
  ].map((page) => {
    const availableWidth = page.width - 2 * PAPER_MARGIN - gutter - band;
    const availableHeight = page.height - 2 * PAPER_MARGIN;
    const scale = Math.min(availableWidth / sheet.width, availableHeight / sheet.height);
    return { ...page, scale, availableWidth, availableHeight };
  });
  const [landscape, portrait] = options as [(typeof options)[0], (typeof options)[0]];
  const best = portrait.scale > landscape.scale * 1.0001 ? portrait : landscape;
  const planWidth = sheet.width * best.scale;
  const planHeight = sheet.height * best.scale;
  // The plan centred in its area, the band against the right margin.
  const x = PAPER_MARGIN + (best.availableWidth - planWidth) / 2;
  const y = PAPER_MARGIN + (best.availableHeight - planHeight) / 2;
  return {
    width: best.width,
    height: best.height,
    plan: { x, y, scale: best.scale },
    band: { x: best.width - PAPER_MARGIN - band, y: PAPER_MARGIN, width: band, height: best.availableHeight },
    factor,
    landscape: best.landscape,
  };
}
