/**
 * A CAD sheet's operators, counted by the CAD worker as the PDF engine counts them (issue 28, « a drawing too
 * large »): each page's count equals pdf.js's own operator list, and the worker refuses exactly the drawings whose
 * sheet the PDF engine would refuse — at the limit, one operator under and one over.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { clippedViewportLayout } from '../../../scripts/cad/make-dxf.ts';
import {
  arc,
  block,
  cadLayout,
  cadViewport,
  circle,
  drawing,
  ellipse,
  hatch,
  insert,
  line,
  polyline,
  pt,
  rectangle,
  solid,
  spline,
  text,
} from '../../domain/cad/testing.ts';
import type { CadDrawing, CadEntity, CadUnit } from '../../domain/cad/types.ts';
import { context, nodeCanvas, nodeDocumentOptions, nodeEngine } from '../pdf/testing.ts';
import { CadError } from './protocol.ts';
import { cadContext, nodeCadEngine } from './testing.ts';

const FIXTURES = join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'cad');

/** pdf.js's operator list of each page, as the PDF engine reads it. */
async function pdfjsCounts(pdf: ArrayBuffer): Promise<number[]> {
  const doc = await pdfjs.getDocument({ ...nodeDocumentOptions, data: new Uint8Array(pdf.slice(0)) }).promise;
  const counts: number[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    counts.push((await page.getOperatorList()).fnArray.length);
  }
  await doc.destroy();
  return counts;
}

async function buildDxf(name: string, unit: CadUnit = 'mm', limit?: number) {
  const cad = nodeCadEngine({}, limit === undefined ? {} : { pageOperators: limit });
  const bytes = new Uint8Array(readFileSync(join(FIXTURES, name)));
  await cad.readDxf(name, bytes.buffer, cadContext());
  return cad.build(name, unit, 'file', cadContext());
}

async function buildDrawing(d: CadDrawing, limit?: number) {
  const cad = nodeCadEngine({}, limit === undefined ? {} : { pageOperators: limit });
  await cad.loadDrawing('d', d, cadContext());
  return cad.build('d', 'mm', 'file', cadContext());
}

/** Every kind of entity pdf.ts writes, with layer, colour, weight and fill changes between them. */
function everyKind(): CadDrawing {
  const door = block('PORTE', [
    line(pt(0, 0), pt(900, 0)),
    arc(pt(0, 0), 900, 0, Math.PI / 2, { layer: 'MENUISERIES' }),
    text(pt(100, 100), 'P1', 150),
  ]);
  return drawing(
    [
      line(pt(0, 0), pt(10_000, 0), { layer: 'MURS' }),
      line(pt(0, 0), pt(0, 8000), { layer: 'CLOISONS' }),
      line(pt(10_000, 0), pt(10_000, 8000), { layer: 'MURS' }),
      polyline(
        [
          [0, 8000, 0.5],
          [5000, 8000],
          [10_000, 8000],
        ],
        false,
        { layer: 'MURS' },
      ),
      rectangle(1000, 1000, 2000, 1500, { layer: 'CLOISONS' }),
      circle(pt(6000, 4000), 400, { layer: 'EQUIPEMENTS' }),
      ellipse(pt(7000, 4000), pt(600, 0), 0.5, 0, Math.PI, { layer: 'EQUIPEMENTS' }),
      spline([pt(0, 0), pt(100, 300), pt(400, 200)], false, { layer: 'COTES' }),
      hatch([
        [
          [2000, 5000],
          [4000, 5000],
          [4000, 7000],
          [2000, 7000],
        ],
        [
          [2500, 5500],
          [3000, 5500],
          [3000, 6000],
        ],
      ]),
      {
        ...hatch(
          [
            [
              [5000, 5000],
              [6000, 5000],
              [6000, 6000],
            ],
          ],
          { layer: 'SOLS' },
        ),
        solid: false,
        pattern: 'ANSI31',
      },
      solid([pt(8000, 1000), pt(8500, 1000), pt(8500, 1500)], { layer: 'SOLS' }),
      { kind: 'point', type: 'POINT', handle: 'A1', layer: 'COTES', position: pt(9000, 7000) },
      text(pt(500, 500), 'Séjour', 250, { layer: 'TEXTES' }),
      text(pt(500, 900), 'Chambre\nsur deux lignes\n\n  ', 250, { layer: 'TEXTES' }),
      text(pt(500, 1300), 'Cuisine', 100, { layer: 'TEXTES' }),
      // Far too small to see at this scale: drawn all the same (its cost does not depend on the placement).
      text(pt(700, 1300), 'minuscule', 1e-9, { layer: 'TEXTES' }),
      { ...text(pt(900, 1300), 'rouge', 100, { layer: 'TEXTES' }), color: '#ff0000' },
      insert('PORTE', pt(3000, 0), { layer: 'MENUISERIES', attributes: [text(pt(3000, -200), 'D01', 120)] }),
      insert('PORTE', pt(5000, 0), {
        layer: 'MENUISERIES',
        columns: 3,
        rows: 2,
        columnSpacing: 1000,
        rowSpacing: 1000,
      }),
      line(pt(0, 0), pt(100, 100), { layer: 'MURS' }),
      text(pt(100, 100), 'après', 100, { layer: 'MURS' }),
    ],
    { blocks: [door] },
  );
}

describe('a CAD sheet’s operators, as pdf.js lists them', () => {
  it('are counted exactly on every page of every CAD fixture', async () => {
    const files: [string, CadUnit?][] = [
      ['synthetic-blocks.dxf'],
      ['synthetic-layouts.dxf'],
      ['synthetic-paper-only.dxf'],
      ['synthetic-unitless.dxf', 'm'],
      ['libredwg-example_2000.dxf'],
    ];
    for (const [name, unit] of files) {
      const { pdf, operators } = await buildDxf(name, unit);
      expect({ name, operators }).toEqual({ name, operators: await pdfjsCounts(pdf) });
    }
  });

  it('are counted exactly for every kind of entity, and through a viewport with a non-rectangular clip', async () => {
    const built = await buildDrawing(everyKind());
    expect(built.operators).toEqual(await pdfjsCounts(built.pdf));
    expect(built.operators[0]).toBeGreaterThan(40);

    const layouts = await buildDrawing({
      ...everyKind(),
      layouts: [
        cadLayout({
          entities: [line(pt(0, 0), pt(500, 0), { layer: 'MURS' }), text(pt(10, 10), 'Cartouche', 5)],
          viewports: [cadViewport({ frozenLayers: ['TEXTES'] }), cadViewport({ handle: '64', frozenLayers: [] })],
        }),
      ],
    });
    expect(layouts.operators).toHaveLength(2);
    expect(layouts.operators).toEqual(await pdfjsCounts(layouts.pdf));

    const cad = nodeCadEngine();
    const l = new TextEncoder().encode(
      clippedViewportLayout([
        [-50, -50],
        [40, -50],
        [40, 40],
        [-50, 40],
      ]),
    );
    await cad.readDxf('l', l.buffer as ArrayBuffer, cadContext());
    const clipped = await cad.build('l', 'mm', 'file', cadContext());
    expect(clipped.operators).toEqual(await pdfjsCounts(clipped.pdf));
  });
});

/** `n` labels on one layer and one line: 2 pdf.js operators a label, and a few around them. */
function labels(n: number): CadDrawing {
  const out: CadEntity[] = [line(pt(0, 0), pt(1000, 1000), { layer: 'MURS' })];
  for (let i = 0; i < n; i++)
    out.push(text(pt((i % 50) * 20, Math.floor(i / 50) * 20), `P${i}`, 5, { layer: 'TEXTES' }));
  return drawing(out);
}

describe.skipIf(!nodeCanvas)('the CAD worker’s limit is the PDF engine’s', () => {
  it('accepts a sheet at the limit and refuses one operator over it, as the PDF engine does', async () => {
    const { operators, pdf } = await buildDrawing(labels(200));
    const count = operators[0] as number;
    // 1 J 1 j; the line (BDC, RG, w, S, EMC); the labels (BDC, rg, BT, the font's dependency, Tf, 2 a label, ET, EMC).
    expect(count).toBe(2 + 5 + 7 + 2 * 200);

    // Just under (at) the limit: the CAD worker builds it, the PDF engine draws it.
    const atLimit = await buildDrawing(labels(200), count);
    expect(atLimit.operators).toEqual([count]);
    const accepting = nodeEngine({ limits: { maxOperators: count } });
    await accepting.open('at', atLimit.pdf, context());
    await expect(accepting.thumbnail('at', 0, { maxPx: 64 }, context())).resolves.toBeDefined();
    await accepting.close('at');

    // Just over: the CAD worker refuses it while drawing, and the PDF engine would have refused its PDF.
    await expect(buildDrawing(labels(200), count - 1)).rejects.toMatchObject({ code: 'tooManyOperators' });
    const refusing = nodeEngine({ limits: { maxOperators: count - 1 } });
    await refusing.open('over', pdf, context());
    await expect(refusing.thumbnail('over', 0, { maxPx: 64 }, context())).rejects.toMatchObject({
      code: 'tooComplex',
    });
    await refusing.close('over');
  });

  it('refuses before the sheet is placed when what it costs for certain passes the limit, and only then', async () => {
    // 2 to start, 2 × 200 for the labels, 1 for the line's path: 403 operators for certain (domain/cad/certain.ts).
    const cad = nodeCadEngine({}, { pageOperators: 402 });
    const ctx = cadContext();
    const refused = cad.loadDrawing('d', labels(200), ctx);
    await expect(refused).rejects.toBeInstanceOf(CadError);
    await expect(refused).rejects.toMatchObject({ code: 'tooManyOperators' });
    expect(cad.drawingIds).toEqual([]);
    // At exactly 403 what is certain does not pass it: kept, then refused as it is drawn (its 414 operators).
    const kept = nodeCadEngine({}, { pageOperators: 403 });
    await kept.loadDrawing('d', labels(200), cadContext());
    expect(kept.drawingIds).toEqual(['d']);
    await expect(kept.build('d', 'mm', 'file', cadContext())).rejects.toMatchObject({ code: 'tooManyOperators' });
  });
});
