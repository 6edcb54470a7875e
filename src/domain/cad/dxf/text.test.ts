import { describe, expect, it } from 'vitest';
import { decodeDxfBytes, decodeSpecials, dxfEncoding, mtextPlain } from './text';

describe('mtextPlain', () => {
  it.each([
    ['Ligne 1\\PLigne 2', 'Ligne 1\nLigne 2'],
    ['{\\fArial|b1|i0|c0|p34;Titre}', 'Titre'],
    ['\\H2.5x;petit \\W0.8;étroit \\Q15;penché \\T1.2;espacé \\A1;aligné', 'petit étroit penché espacé aligné'],
    ['{\\C1;rouge} {\\c16711680;vrai}', 'rouge vrai'],
    ['\\Lsouligné\\l \\Obarré\\o \\Kbiffé\\k', 'souligné barré biffé'],
    ['1\\S1/2; et \\S3^4; et \\S5#8;', '11/2 et 3/4 et 5/8'],
    ['a\\~b', 'a\u00a0b'],
    ['\\\\ \\{ \\}', '\\ { }'],
    ['m\\U+00B2 \\U+2300', 'm² ⌀'],
    ['%%c50 %%d %%p0,5 %%%', '⌀50 ° ±0,5 %'],
    ['\\pxi-3,l3,t4;Liste', 'Liste'],
  ])('%j → %j', (raw, plain) => {
    expect(mtextPlain(raw)).toBe(plain);
  });
});

describe('decodeSpecials', () => {
  it('decodes TEXT codes and leaves the rest', () => {
    expect(decodeSpecials('%%C100 %%D %%P %%u')).toBe('⌀100 ° ± ');
    expect(decodeSpecials('%%065')).toBe('A');
    expect(decodeSpecials('100%')).toBe('100%');
  });
});

describe('dxfEncoding', () => {
  it('is UTF-8 from AutoCAD 2007 (AC1021) on, else the code page (Western European by default)', () => {
    expect(dxfEncoding('AC1021', 'ANSI_1252')).toBe('utf-8');
    expect(dxfEncoding('AC1032', '')).toBe('utf-8');
    expect(dxfEncoding('AC1015', 'ANSI_1252')).toBe('windows-1252');
    expect(dxfEncoding('AC1015', 'ansi_1251')).toBe('windows-1251');
    expect(dxfEncoding('AC1009', 'UNKNOWN')).toBe('windows-1252');
  });
});

describe('decodeDxfBytes', () => {
  it('decodes Windows-1252 with its own 0x80–0x9F (€, œ, ’…), which some runtimes read as Latin-1', () => {
    const bytes = new Uint8Array([0x80, 0x20, 0x9c, 0x92, 0xe9, 0x41]);
    expect(decodeDxfBytes(bytes, 'windows-1252')).toBe('€ œ’éA');
  });

  it('decodes UTF-8 and other code pages as TextDecoder does', () => {
    expect(decodeDxfBytes(new TextEncoder().encode('Pièce ⌀'), 'utf-8')).toBe('Pièce ⌀');
    expect(decodeDxfBytes(new Uint8Array([0xc0]), 'windows-1251')).toBe('А');
  });
});
