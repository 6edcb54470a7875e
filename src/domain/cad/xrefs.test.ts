import { describe, expect, it } from 'vitest';
import { block, cadLayout, drawing, insert, line, pt } from './testing';
import { missingXrefs, xrefFileName, xrefsNowInProject } from './xrefs';

const wall = line(pt(0, 0), pt(1000, 0), { layer: 'MURS' });

describe('the external references a drawing places but does not hold', () => {
  it('lists each by name, with its saved path and how many times it is placed: model space, layouts, blocks', () => {
    const d = {
      ...drawing([wall, insert('FOND', pt(0, 0)), insert('FOND', pt(5000, 0)), insert('PORTE', pt(10, 10))], {
        blocks: [
          block('FOND', [], { xref: true, xrefPath: '..\\Archi\\FOND-RDC.dwg ' }),
          block('STRUCTURE', [], { xref: true }),
          block('PORTE', [line(pt(0, 0), pt(900, 0))]),
          block('CARTOUCHE', [insert('LOGO', pt(0, 0))]),
          block('LOGO', [], { xref: true, xrefPath: 'C:/Modèles/logo.dwg' }),
          block('INUTILISEE', [], { xref: true, xrefPath: 'nulle-part.dwg' }),
        ],
      }),
      layouts: [cadLayout({ entities: [insert('STRUCTURE', pt(0, 0))] })],
    };
    expect(missingXrefs(d)).toEqual([
      { name: 'FOND', path: '..\\Archi\\FOND-RDC.dwg', references: 2 },
      { name: 'LOGO', path: 'C:/Modèles/logo.dwg', references: 1 },
      { name: 'STRUCTURE', references: 1 },
    ]);
  });

  it('gives nothing for a drawing without external references, or whose references are not placed', () => {
    expect(missingXrefs(drawing([wall, insert('PORTE', pt(0, 0))], { blocks: [block('PORTE', [wall])] }))).toEqual([]);
    expect(missingXrefs(drawing([wall], { blocks: [block('FOND', [], { xref: true })] }))).toEqual([]);
  });

  it('shows what the file says of a reference without control or bidirectional characters, a path cut at 500', () => {
    const d = drawing([wall, insert('FOND\u202e', pt(0, 0)), insert('LONG', pt(0, 0))], {
      blocks: [
        block('FOND\u202e', [], { xref: true, xrefPath: 'C:\\plans\\rdc\u202egwd.exe\u0007' }),
        block('LONG', [], { xref: true, xrefPath: `C:\\${'x'.repeat(2000)}.dwg` }),
      ],
    });
    const [fond, long] = missingXrefs(d);
    expect(fond).toEqual({ name: 'FOND', path: 'C:\\plans\\rdcgwd.exe', references: 1 });
    expect(long?.path).toHaveLength(500);
  });

  it('names the file at the end of a path, either separator', () => {
    expect(xrefFileName('N:\\2017\\Plot 20.01\\C1203-011.dwg')).toBe('C1203-011.dwg');
    expect(xrefFileName('../fonds/rdc.dwg')).toBe('rdc.dwg');
    expect(xrefFileName('rdc.dwg')).toBe('rdc.dwg');
  });
});

describe('a missing external reference whose file the project has now', () => {
  it('is matched by its saved file name, or its block name as a DWG, the other CAD format too; a refused one is not', () => {
    const files = ['plan rdc.dxf', 'STRUCTURE.dwg', 'logo.pdf', 'TRAME.dwg'];
    expect(
      xrefsNowInProject(
        [
          { name: 'FOND', path: '..\\Archi\\PLAN RDC.dwg', references: 1 },
          { name: 'STRUCTURE', references: 2 },
          { name: 'LOGO', path: 'C:/Modèles/logo.dwg', references: 1 },
          { name: 'TRAME', references: 1, problem: 'cycle' },
        ],
        files,
      ),
    ).toEqual(['plan rdc.dxf', 'STRUCTURE.dwg', undefined, undefined]);
  });
});
