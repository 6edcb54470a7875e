import { describe, expect, it } from 'vitest';
import { cellLines, cellText } from './values';

describe('cell text', () => {
  it('makes runs of spaces one and trims; a description keeps its line breaks', () => {
    expect(cellText('  Béton \n armé  ')).toBe('Béton armé');
    expect(cellLines('\r\n  Ligne 1  \r\nLigne   2\r\rLigne 3\n')).toBe('Ligne 1\nLigne 2\n\nLigne 3');
    expect(cellLines(12.5)).toBe('12.5');
    expect(cellLines(null)).toBe('');
  });

  it('drops the apostrophe the CSV export puts before a text that would run as a formula, and only that one', () => {
    expect(cellText(`'=HYPERLINK("x")`)).toBe('=HYPERLINK("x")');
    expect(cellText("'+33 6 12 34 56 78")).toBe('+33 6 12 34 56 78');
    expect(cellText("'-12,50")).toBe('-12,50');
    expect(cellLines("'@SUM(A1)\nsuite")).toBe('@SUM(A1)\nsuite');
    expect(cellText("'Escalier")).toBe("'Escalier");
    expect(cellText("l'=x")).toBe("l'=x");
  });
});
