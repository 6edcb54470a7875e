import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { formatCell, sheetPreview } from './sheet';

describe('formatCell', () => {
  it('writes numbers as their format says, in French', () => {
    expect(formatCell(1023.2, '#,##0.00 "€"')).toBe('1\u202f023,20\u00a0€');
    expect(formatCell(25.583, '#,##0.00')).toBe('25,58');
    expect(formatCell(3, '#,##0')).toBe('3');
    expect(formatCell(0.2, '0 %')).toBe('20\u00a0%');
    expect(formatCell(0.055, '0.0 %')).toBe('5,5\u00a0%');
    expect(formatCell(12.5, '+#,##0.00;-#,##0.00;0.00')).toBe('+12,50');
  });

  it('writes a formula’s result, a date and text', () => {
    expect(formatCell({ formula: 'ROUND(D9*E9,2)', result: 1023.2 }, '#,##0.00 "€"')).toBe('1\u202f023,20\u00a0€');
    expect(formatCell(new Date(Date.UTC(2026, 10, 30)), 'dd/mm/yyyy')).toBe('30/11/2026');
    expect(formatCell('Cloison <72/48>', undefined)).toBe('Cloison <72/48>');
    expect(formatCell(null, undefined)).toBe('');
  });
});

async function workbook(rows: number): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('DPGF');
  ws.columns = [{ width: 10 }, { width: 200 }, { width: 8 }, { width: 12, hidden: true }];
  ws.getCell('A1').value = 'Décomposition du prix global et forfaitaire (DPGF)';
  ws.getCell('A1').font = { bold: true, color: { argb: 'FF1D4E89' } };
  ws.mergeCells('A1:C1');
  ws.getCell('A2').value = '06.01.01';
  ws.getCell('B2').value = 'Cloison en plaques de plâtre 72/48';
  ws.getCell('C2').value = { formula: 'ROUND(2*3,2)', result: 6 };
  ws.getCell('C2').numFmt = '#,##0.00 "€"';
  ws.getCell('C2').alignment = { horizontal: 'right' };
  ws.getCell('D2').value = 'caché';
  for (let r = 3; r <= rows; r++) ws.getCell(`A${r}`).value = `ligne ${r}`;
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

describe('sheetPreview', () => {
  it('draws the first sheet’s rows with their merges, styles and formats, hidden columns left out', async () => {
    const preview = await sheetPreview(await workbook(3), { fileName: 'DPGF – Foyer.xlsx', rowCount: 20, width: 880 });
    expect(preview).toMatchObject({ sheetName: 'DPGF', rows: 3 });
    expect(preview.html).toContain('<td colspan="3" style="font-weight:700;color:#1D4E89">Décomposition');
    expect(preview.html).toContain('<td style="text-align:right">6,00\u00a0€</td>');
    expect(preview.html).not.toContain('caché');
    expect(preview.html).toContain('<th>A</th><th>B</th><th>C</th></tr>');
    // The whole sheet is shown: the caption says so.
    expect(preview.html).toContain('DPGF – Foyer.xlsx — feuille «\u00a0DPGF\u00a0», ses 3\u00a0lignes');
    // The widest column gives up what the page lacks: 36 + 75 + B + 60 = 880.
    expect(preview.html).toContain('<col style="width:36px"><col style="width:75px"><col style="width:709px">');
  });

  it('says « premières lignes » when the sheet goes on', async () => {
    const preview = await sheetPreview(await workbook(30), { fileName: 'a.xlsx', rowCount: 20, width: 880 });
    expect(preview.rows).toBe(20);
    expect(preview.html).toContain('ses 20\u00a0premières lignes');
    expect(preview.html).toContain('<th class="n">20</th>');
    expect(preview.html).not.toContain('<th class="n">21</th>');
  });
});
