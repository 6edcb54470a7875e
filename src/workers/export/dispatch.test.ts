import { describe, expect, it } from 'vitest';
import { sampleByLocalisation, sampleDocument } from '../../domain/export/sample';
import { dispatcherHarness } from './testing';

describe('the export worker’s dispatcher', () => {
  it('answers a workbook request with the file and its name, after progress', async () => {
    const h = dispatcherHarness();
    h.dispatch({
      id: 1,
      type: 'workbook',
      document: sampleDocument(),
      sheets: { priced: true, quantities: false, details: false },
    });
    const result = await h.answer(1);
    expect(result).toMatchObject({ type: 'result', request: 'workbook' });
    if (result.type !== 'result' || result.request !== 'workbook') throw new Error('no workbook');
    expect(result.result.fileName).toBe('DPGF – Résidence Les Tilleuls – 2026-11-23.xlsx');
    expect(result.result.blob.size).toBeGreaterThan(1000);
    expect(
      h.messages.filter((m) => m.type === 'progress').map((m) => m.type === 'progress' && m.progress.stage),
    ).toContain('compress');
  });

  it('writes a CSV with a BOM, semicolons and decimal commas', async () => {
    const h = dispatcherHarness();
    h.dispatch({ id: 2, type: 'csv', document: sampleDocument({ kind: 'dqe' }), table: 'priced' });
    const result = await h.answer(2);
    if (result.type !== 'result' || result.request !== 'csv') throw new Error('no csv');
    expect(result.result.fileName).toBe('DQE – Résidence Les Tilleuls – 2026-11-23.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await result.result.blob.arrayBuffer());
    expect(text.startsWith('\ufeffN°;Désignation;Unité;Quantité estimée;PU HT (BPU);Montant HT;TVA (%)\r\n')).toBe(
      true,
    );
    expect(text).toMatch(/\r\n01\.01\.01;Fouilles en rigoles, terrain de toute nature;m³;3,142;38,50;120,97;20\r\n/);
  });

  it('writes the « métré par local » CSV: one row per local and article, adding up to the DPGF (issue 24)', async () => {
    const h = dispatcherHarness();
    const document = sampleDocument({ lots: 1, chaptersPerLot: 1, linesPerChapter: 2 });
    h.dispatch({
      id: 7,
      type: 'csv',
      document: { ...document, byLocalisation: sampleByLocalisation(document) },
      table: 'byLocalisation',
    });
    const result = await h.answer(7);
    if (result.type !== 'result' || result.request !== 'csv') throw new Error('no csv');
    expect(result.result.fileName).toBe('Métré par local – Résidence Les Tilleuls – 2026-11-23.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await result.result.blob.arrayBuffer());
    const rows = text.slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toBe('Localisation;Lot;N°;Désignation;Unité;Quantité');
    // 3,142 m³ shared as 0,785 × 3 and 0,787 (unlocalised last).
    expect(rows.slice(1, 9).filter((r) => r.includes('01.01.01'))).toEqual([
      'R+1 · Ch. 144;01;01.01.01;Fouilles en rigoles, terrain de toute nature;m³;0,785',
      'R+1 · Ch. 145;01;01.01.01;Fouilles en rigoles, terrain de toute nature;m³;0,785',
      'RDC · Hall;01;01.01.01;Fouilles en rigoles, terrain de toute nature;m³;0,785',
      'Non localisé;01;01.01.01;Fouilles en rigoles, terrain de toute nature;m³;0,787',
    ]);
    // A non-finite share is refused as any other number.
    const bad = sampleByLocalisation(document);
    const line = bad[0]?.lots[0]?.lines[0];
    if (line) Object.assign(line, { quantity: Number.POSITIVE_INFINITY });
    h.dispatch({ id: 8, type: 'csv', document: { ...document, byLocalisation: bad }, table: 'byLocalisation' });
    expect(await h.answer(8)).toMatchObject({ type: 'error', error: { code: 'badRequest' } });
  });

  it('stops a request on cancel, with the code `cancelled`', async () => {
    const h = dispatcherHarness();
    h.dispatch({
      id: 3,
      type: 'workbook',
      document: sampleDocument({ lots: 3, linesPerChapter: 300 }),
      sheets: { priced: true, quantities: true, details: true },
    });
    h.dispatch({ id: 3, type: 'cancel' });
    expect(await h.answer(3)).toEqual({ type: 'error', id: 3, error: { code: 'cancelled', message: 'cancelled' } });
  });

  it('refuses a document with a number that is not finite, and a file that is neither XLSX nor text', async () => {
    const h = dispatcherHarness();
    const document = sampleDocument({ lots: 1, chaptersPerLot: 1, linesPerChapter: 1 });
    const line = document.lots[0]?.chapters[0]?.lines[0];
    if (line) Object.assign(line, { quantity: Number.NaN });
    h.dispatch({ id: 4, type: 'csv', document, table: 'priced' });
    expect(await h.answer(4)).toMatchObject({ type: 'error', error: { code: 'badRequest' } });
    const xls = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]).buffer;
    h.dispatch({ id: 5, type: 'readLibraryFile', data: xls, fileName: 'ancien.xls', options: {} });
    expect(await h.answer(5)).toMatchObject({ type: 'error', error: { code: 'unreadableFile' } });
    h.dispatch({ id: 6, type: 'readLibraryFile', data: new ArrayBuffer(0), fileName: 'vide.csv', options: {} });
    expect(await h.answer(6)).toMatchObject({ type: 'error', error: { code: 'emptyFile' } });
  });
});
