import { describe, expect, it } from 'vitest';
import { sampleDocument } from '../../domain/export/sample';
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
