/**
 * The review's marks on the plan (issue 25): each proposal's box, drawn over the measurements — proposed dashed,
 * accepted solid, rejected faint and crossed — the focused one thicker with a halo, so that its place is seen at any
 * zoom. The status is never told by colour alone: the line's dash and the cross tell it too. Pure drawing: the page
 * hands in the rows, the focus, a proposal being dragged and the overlay's theme.
 */
import type { ReviewRow } from '../../../domain/counting/review';
import type { Point } from '../../../domain/takeoff/types';
import type { OverlayTheme, OverlayTransform } from '../Overlay';

export interface ProposalMarks {
  readonly rows: readonly ReviewRow[];
  readonly focusedId: string | null;
  /** A proposal dragged to its right place: drawn there, as it will be accepted. */
  readonly dragged?: { readonly id: string; readonly to: Point } | null;
}

/** CSS px: a mark is never drawn smaller than this, so that a symbol seen from far is still marked. */
const MIN_MARK = 10;

export function drawProposalMarks(
  ctx: CanvasRenderingContext2D,
  t: OverlayTransform,
  marks: ProposalMarks,
  theme: OverlayTheme,
): void {
  ctx.save();
  const dash = theme.lineWidth * 3;
  let focused: { x: number; y: number; w: number; h: number } | null = null;
  for (const row of marks.rows) {
    const { proposal } = row;
    const dx = marks.dragged?.id === proposal.id ? marks.dragged.to.x - proposal.center.x : 0;
    const dy = marks.dragged?.id === proposal.id ? marks.dragged.to.y - proposal.center.y : 0;
    const cx = (proposal.center.x + dx) * t.scale + t.x;
    const cy = (proposal.center.y + dy) * t.scale + t.y;
    const w = Math.max((proposal.box.maxX - proposal.box.minX) * t.scale, MIN_MARK);
    const h = Math.max((proposal.box.maxY - proposal.box.minY) * t.scale, MIN_MARK);
    const x = cx - w / 2;
    const y = cy - h / 2;
    if (row.proposal.id === marks.focusedId) focused = { x, y, w, h };
    ctx.lineWidth = row.status === 'rejected' ? theme.thinWidth : theme.lineWidth;
    if (row.status === 'accepted') {
      ctx.strokeStyle = theme.colors.green;
      ctx.setLineDash([]);
    } else if (row.status === 'rejected') {
      ctx.strokeStyle = theme.colors.grey;
      ctx.setLineDash([dash / 2, dash / 2]);
    } else {
      ctx.strokeStyle = theme.colors.orange;
      ctx.setLineDash([dash, dash / 2]);
    }
    ctx.strokeRect(x, y, w, h);
    if (row.status === 'rejected') {
      ctx.setLineDash([]);
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + w, y + h);
      ctx.moveTo(x + w, y);
      ctx.lineTo(x, y + h);
      ctx.stroke();
    }
  }
  if (focused) {
    // A ring well outside the mark, in the selection's blue over a paper halo: seen on any plan.
    const pad = theme.lineWidth * 4;
    ctx.setLineDash([]);
    ctx.lineWidth = theme.lineWidth * 3;
    ctx.strokeStyle = theme.paper;
    ctx.strokeRect(focused.x - pad, focused.y - pad, focused.w + 2 * pad, focused.h + 2 * pad);
    ctx.lineWidth = theme.lineWidth * 1.5;
    ctx.strokeStyle = theme.colors.blue;
    ctx.strokeRect(focused.x - pad, focused.y - pad, focused.w + 2 * pad, focused.h + 2 * pad);
  }
  ctx.restore();
}

/** The row whose mark is under `point` (sheet units), within `tolerance`; the smallest mark wins. */
export function proposalAt(rows: readonly ReviewRow[], point: Point, tolerance: number): ReviewRow | null {
  let best: ReviewRow | null = null;
  let bestArea = Infinity;
  for (const row of rows) {
    const b = row.proposal.box;
    if (
      point.x >= b.minX - tolerance &&
      point.x <= b.maxX + tolerance &&
      point.y >= b.minY - tolerance &&
      point.y <= b.maxY + tolerance
    ) {
      const area = (b.maxX - b.minX) * (b.maxY - b.minY);
      if (area < bestArea) {
        best = row;
        bestArea = area;
      }
    }
  }
  return best;
}
