/**
 * The scale region tool: a rectangle around a detail drawn at another scale (a 1:20 detail beside a 1:100 plan).
 *
 * - Press, drag, release: the rectangle from the press to the release.
 * - Or click, then click again: the first click sets a corner, the second the opposite one.
 * - Keyboard: frame the detail with the viewer's keys (arrows, + −), then Enter takes the part of the sheet in view;
 *   with a corner already set, Enter takes the cursor as the opposite corner. Escape drops the corner (on nothing:
 *   back to selecting).
 * - Corners snap to the plan's geometry like every other point (a detail's frame has corners to snap to).
 *
 * A finished rectangle makes no command: it asks the user for the region's scale (ToolRequest 'region'); the caller
 * creates the region with its scale in one command (addScaleRegion), so cancelling the question creates nothing.
 */
import { rectFromCorners } from '../geometry';
import type { Point, Rect } from '../types';
import { resolveCursor } from './cursor';
import type { RegionToolState, ToolEnv, ToolEvent, ToolStep } from './types';

/** Sheet units (PDF points, 3.5 mm on paper): a region narrower or lower than this is a slip, not a detail. */
export const MIN_REGION_SPAN = 10;

export function initialRegionTool(): RegionToolState {
  return { tool: 'region', from: null, dragging: false, cursor: null };
}

const isLargeEnough = (rect: Rect) =>
  rect.maxX - rect.minX >= MIN_REGION_SPAN && rect.maxY - rect.minY >= MIN_REGION_SPAN;

function finish(state: RegionToolState, from: Point, to: Point): ToolStep {
  const rect = rectFromCorners(from, to);
  const empty: RegionToolState = { ...state, from: null, dragging: false };
  if (!isLargeEnough(rect)) return { tool: empty, notice: { code: 'regionTooSmall' }, handled: true };
  return { tool: empty, request: { kind: 'region', rect }, handled: true };
}

export function handleRegionTool(state: RegionToolState, event: ToolEvent, env: ToolEnv): ToolStep {
  switch (event.type) {
    case 'move':
      // No Shift constraint: a rectangle's sides are already horizontal and vertical.
      return { tool: { ...state, cursor: resolveCursor({ ...event, shiftKey: false }, env, null) }, handled: false };
    case 'leave':
      return { tool: { ...state, cursor: null }, handled: false };
    case 'cancel':
      // A pan or a pinch took the pointer: a rectangle being dragged is dropped with it; the first corner of a
      // click-click rectangle stays (space + drag moves the plan between the two clicks).
      return { tool: state.dragging ? { ...state, from: null, dragging: false } : state, handled: false };
    case 'down': {
      if (event.button !== 0) return { tool: state, handled: false };
      const cursor = resolveCursor({ ...event, shiftKey: false }, env, null);
      if (state.from === null) return { tool: { ...state, cursor, from: cursor.point, dragging: true }, handled: true };
      return finish({ ...state, cursor }, state.from, cursor.point);
    }
    case 'up': {
      if (event.button !== 0 || state.from === null || !state.dragging) return { tool: state, handled: false };
      const cursor = resolveCursor({ ...event, shiftKey: false }, env, null);
      const to = cursor.point;
      // A release within the click tolerance is a click: the first corner stays for a second click.
      const moved = Math.max(Math.abs(to.x - state.from.x), Math.abs(to.y - state.from.y)) > env.tolerance;
      if (!moved) return { tool: { ...state, cursor, dragging: false }, handled: true };
      return finish({ ...state, cursor }, state.from, to);
    }
    case 'key': {
      if (event.ctrlKey || event.altKey) return { tool: state, handled: false };
      if (event.key === 'Escape') {
        if (state.from !== null) return { tool: { ...state, from: null, dragging: false }, handled: true };
        return { tool: state, switchTo: 'select', handled: true };
      }
      if (event.key === 'Enter') {
        if (state.from !== null && state.cursor) return finish(state, state.from, state.cursor.point);
        if (state.from === null && env.view) {
          const { minX, minY, maxX, maxY } = env.view;
          return finish(state, { x: minX, y: minY }, { x: maxX, y: maxY });
        }
      }
      return { tool: state, handled: false };
    }
  }
}
