import { describe, expect, it } from 'vitest';
import { CommandError } from '../takeoff/errors';
import type { MeasurementDraft } from '../takeoff/commands';
import { countCadBlock, measureCadLayer } from './commands';

const ctx = {
  now: '2026-11-29T10:00:00.000Z',
  newId: (() => {
    let n = 0;
    return () => `m${++n}`;
  })(),
};
const base = { projectId: 'p', sheetId: 's', label: 'PORTE_90', color: 'blue' } as const;

describe('CAD commands', () => {
  it('counts a block: one count, a point per reference, its origin kept, one step', () => {
    const draft: MeasurementDraft = {
      ...base,
      kind: 'count',
      points: [
        { x: 1, y: 2 },
        { x: 3, y: 4 },
      ],
      cad: { kind: 'block', block: 'PORTE_90', references: ['2F', '30/1A'] },
    };
    const command = countCadBlock(draft, ctx);
    expect(command.type).toBe('countCadBlock');
    expect(command.changes).toHaveLength(1);
    expect(command.changes[0]?.after).toMatchObject({
      kind: 'count',
      cad: { block: 'PORTE_90' },
      points: draft.points,
    });
  });

  it('refuses a block count whose points and references differ, or that has no origin', () => {
    const draft: MeasurementDraft = {
      ...base,
      kind: 'count',
      points: [{ x: 1, y: 2 }],
      cad: { kind: 'block', block: 'PORTE_90', references: ['2F', '30'] },
    };
    expect(() => countCadBlock(draft, ctx)).toThrow(CommandError);
    const { cad: _, ...withoutOrigin } = draft;
    expect(() => countCadBlock(withoutOrigin, ctx)).toThrow(CommandError);
  });

  it('measures a layer: one measurement per piece in one step; a count or a block origin is refused', () => {
    const pieces: MeasurementDraft[] = ['A', 'B'].map((id) => ({
      ...base,
      label: 'MURS',
      kind: 'length',
      points: [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
      ],
      closed: false,
      cad: { kind: 'layer', layer: 'MURS', pieces: [id] },
    }));
    const command = measureCadLayer(pieces, ctx);
    expect(command.type).toBe('measureCadLayer');
    expect(command.changes).toHaveLength(2);
    expect(() => measureCadLayer([], ctx)).toThrow(CommandError);
    expect(() =>
      measureCadLayer(
        [{ ...base, kind: 'count', points: [{ x: 0, y: 0 }], cad: { kind: 'layer', layer: 'MURS', pieces: ['A'] } }],
        ctx,
      ),
    ).toThrow(CommandError);
    expect(() =>
      measureCadLayer(
        [
          {
            ...(pieces[0] as MeasurementDraft),
            cad: { kind: 'block', block: 'X', references: ['1', '2'] },
          } as MeasurementDraft,
        ],
        ctx,
      ),
    ).toThrow(CommandError);
  });
});
