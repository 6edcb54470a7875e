import { describe, expect, it } from 'vitest';
import { fileKindOf, isCadName } from './sniff';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('fileKindOf', () => {
  it('tells a DXF, a DWG, a binary DXF and a PDF by their first bytes, whatever their name', () => {
    expect(fileKindOf('plan.dxf', bytes('  0\nSECTION\n  2\nHEADER\n'))).toBe('dxf');
    expect(fileKindOf('plan.txt', bytes('0\r\nSECTION\r\n2\r\nHEADER\r\n'))).toBe('dxf');
    expect(fileKindOf('plan.dxf', bytes('999\ndxflib\n  0\nSECTION\n'))).toBe('dxf');
    expect(fileKindOf('plan.dxf', bytes('\uFEFF  0\nSECTION\n'))).toBe('dxf');
    expect(fileKindOf('plan', bytes('AC1015\0\0\0\0\0'))).toBe('dwg');
    expect(fileKindOf('plan.dwg', bytes('AC1032\0'))).toBe('dwg');
    expect(fileKindOf('plan.dxf', bytes('AutoCAD Binary DXF\r\n\x1a\0'))).toBe('binaryDxf');
    expect(fileKindOf('plan.pdf', bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(fileKindOf('scan.pdf', bytes('junk%PDF-1.4\n'))).toBe('pdf');
  });

  it('says a file named as CAD that is not CAD by its bytes is a bad CAD file, and anything else is other', () => {
    expect(fileKindOf('plan.dwg', bytes('PK\x03\x04'))).toBe('badCad');
    expect(fileKindOf('PLAN.DXF', bytes('hello'))).toBe('badCad');
    expect(fileKindOf('photo.jpg', bytes('\xff\xd8\xff'))).toBe('other');
    expect(fileKindOf('vide.dxf', new Uint8Array())).toBe('badCad');
  });

  it('knows CAD names', () => {
    expect(isCadName('a.dxf')).toBe(true);
    expect(isCadName('a.DWG ')).toBe(true);
    expect(isCadName('a.pdf')).toBe(false);
  });
});
