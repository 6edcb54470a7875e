import { describe, expect, it } from 'vitest';
import type { HistoryLine } from '../domain/takeoff/history';
import { formatHistoryLine } from './historyFormat';

const wall = { table: 'measurements', id: 'w', label: 'Mur 3', measurementKind: 'length' } as const;
const rdc = { table: 'sheets', id: 's', name: 'RDC' } as const;
const N = '\u00a0';

describe('history lines in French', () => {
  it.each<[HistoryLine, string]>([
    [
      {
        kind: 'changed',
        subject: wall,
        field: 'quantity',
        before: { kind: 'quantity', value: 4.6, unit: 'ml' },
        after: { kind: 'quantity', value: 5.1, unit: 'ml' },
      },
      `Longueur «${N}Mur 3${N}»${N}: 4,60${N}ml → 5,10${N}ml`,
    ],
    [
      {
        kind: 'changed',
        subject: rdc,
        field: 'scale',
        before: { kind: 'uncalibrated' },
        after: { kind: 'scale', scale: { left: 1, right: 100, approximate: false } },
      },
      `Échelle du plan RDC${N}: non étalonné → 1:100`,
    ],
    [
      { kind: 'created', subject: wall, value: { kind: 'quantity', value: 12.4, unit: 'ml' } },
      `Longueur «${N}Mur 3${N}» créée${N}: 12,40${N}ml`,
    ],
    [{ kind: 'deleted', subject: { ...wall, label: '' } }, `Longueur «${N}sans nom${N}» supprimée`],
    [{ kind: 'moved', subject: wall }, `Longueur «${N}Mur 3${N}» déplacée`],
    [
      {
        kind: 'changed',
        subject: wall,
        field: 'formula',
        before: { kind: 'text', text: 'Q' },
        after: { kind: 'text', text: 'L × HSP' },
      },
      `Formule de Longueur «${N}Mur 3${N}»${N}: Q → L × HSP`,
    ],
    [
      {
        kind: 'changed',
        subject: wall,
        field: 'colour',
        before: { kind: 'colour', colour: 'blue' },
        after: { kind: 'colour', colour: 'red' },
      },
      `Couleur de Longueur «${N}Mur 3${N}»${N}: Bleu → Rouge`,
    ],
    [
      {
        kind: 'changed',
        subject: rdc,
        field: 'name',
        before: { kind: 'text', text: 'RDC' },
        after: { kind: 'text', text: 'Rez-de-chaussée' },
      },
      `Plan renommé${N}: «${N}RDC${N}» → «${N}Rez-de-chaussée${N}»`,
    ],
    [
      { kind: 'created', subject: { table: 'files', id: 'f', name: 'plans.pdf', pageCount: 2 } },
      `Fichier «${N}plans.pdf${N}» importé (2 pages)`,
    ],
    [
      {
        kind: 'changed',
        subject: { table: 'variables', id: 'v', name: 'HSP' },
        field: 'value',
        before: { kind: 'variable', value: 2.5, unit: 'm' },
        after: { kind: 'variable', value: 2.7, unit: 'm' },
      },
      `Variable HSP${N}: 2,50${N}m → 2,70${N}m`,
    ],
  ])('%#: %s', (line, expected) => {
    expect(formatHistoryLine(line)).toBe(expected);
  });
});
