import { describe, expect, it } from 'vitest';
import type { ReviewRow } from '../../../domain/counting/review';
import type { OverlayTheme } from '../Overlay';
import { drawProposalMarks, proposalAt } from './marks';

const row = (id: string, minX: number, size: number, status: ReviewRow['status'] = 'proposed'): ReviewRow => ({
  proposal: {
    id,
    templateId: 't',
    center: { x: minX + size / 2, y: size / 2 },
    box: { minX, minY: 0, maxX: minX + size, maxY: size },
    rotation: 0,
    mirrored: false,
    score: 0.7,
  },
  status,
  pointIndex: status === 'accepted' ? 0 : null,
  corrected: false,
});

const theme = {
  colors: { green: 'green', grey: 'grey', orange: 'orange', blue: 'blue' },
  paper: 'white',
  handle: 'white',
  handleBorder: 'black',
  lineWidth: 2,
  thinWidth: 1,
} as unknown as OverlayTheme; // Only the fields the marks read.

function recorder() {
  const calls: { op: string; args: number[]; stroke: string; dash: number[] }[] = [];
  let stroke = '';
  let dash: number[] = [];
  const ctx = {
    save() {},
    restore() {},
    beginPath() {},
    moveTo() {},
    lineTo() {},
    stroke() {
      calls.push({ op: 'cross', args: [], stroke, dash });
    },
    setLineDash(d: number[]) {
      dash = d;
    },
    set strokeStyle(value: string) {
      stroke = value;
    },
    set lineWidth(_: number) {},
    strokeRect(...args: number[]) {
      calls.push({ op: 'rect', args, stroke, dash });
    },
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

describe('the review’s marks', () => {
  it('finds the smallest mark under a point, within the tolerance', () => {
    const rows = [row('big', 0, 40), row('small', 10, 10)];
    expect(proposalAt(rows, { x: 15, y: 5 }, 0)?.proposal.id).toBe('small');
    expect(proposalAt(rows, { x: 30, y: 30 }, 0)?.proposal.id).toBe('big');
    expect(proposalAt(rows, { x: 41, y: 5 }, 0)).toBeNull();
    expect(proposalAt(rows, { x: 41, y: 5 }, 2)?.proposal.id).toBe('big');
  });

  it('tells the status by dash and cross, not by colour alone, and rings the focused one', () => {
    const { ctx, calls } = recorder();
    const rows = [row('a', 0, 20, 'proposed'), row('b', 30, 20, 'accepted'), row('c', 60, 20, 'rejected')];
    drawProposalMarks(ctx, { scale: 1, x: 0, y: 0 }, { rows, focusedId: 'b' }, theme);
    const rects = calls.filter((c) => c.op === 'rect');
    expect(rects[0]).toMatchObject({ stroke: 'orange' });
    expect(rects[0]?.dash.length).toBe(2);
    expect(rects[1]).toMatchObject({ stroke: 'green', dash: [] });
    expect(rects[2]).toMatchObject({ stroke: 'grey' });
    expect(calls.filter((c) => c.op === 'cross')).toHaveLength(1);
    // The focus ring: two more rectangles around b (x 30…50), outside it.
    expect(rects).toHaveLength(5);
    expect(rects[3]?.args[0]).toBeLessThan(30);
  });

  it('draws a dragged proposal where it is dropped, and a far one no smaller than a few pixels', () => {
    const { ctx, calls } = recorder();
    drawProposalMarks(
      ctx,
      { scale: 0.01, x: 0, y: 0 },
      { rows: [row('a', 0, 20)], focusedId: null, dragged: { id: 'a', to: { x: 1000, y: 10 } } },
      theme,
    );
    const [rect] = calls;
    expect(rect?.args[2]).toBe(10);
    expect((rect?.args[0] ?? 0) + (rect?.args[2] ?? 0) / 2).toBeCloseTo(10, 6);
  });
});
