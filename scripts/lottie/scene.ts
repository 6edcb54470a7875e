/**
 * A small vocabulary for our own animations, and its two writers: the Lottie JSON that lottie-web plays, and the SVG
 * of one still frame that the page shows under reduced motion and while the player loads. One model, two writers:
 * the still is the animation's own key frame, not a second drawing that could drift from it.
 *
 * Deliberately small: rectangles, ellipses and polylines, each painted by one fill or one stroke in a theme role,
 * moved, scaled, faded or drawn (a trim path) along keyframed tracks. No expressions, masks, images or text, so the
 * light build of lottie-web plays every file, and nothing needs `eval`.
 */
import { lightTokens } from '../../src/theme/tokens.gen';
import { ANIMATION_ROLES, roleClass, tokenAt, type AnimationRole } from '../../src/components/Animation/roles';

export type Vec = readonly [number, number];

/** A keyframe: the value at frame `t`, eased into the next one with the theme's standard easing. */
export interface Key<T> {
  t: number;
  v: T;
}
/** A constant, or keyframes in increasing `t` (the value holds before the first and after the last). */
export type Track<T> = T | readonly Key<T>[];

export type Geometry =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; r?: number }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number }
  | { kind: 'path'; points: readonly Vec[]; closed?: boolean };

export type Paint =
  | { fill: AnimationRole }
  | {
      stroke: AnimationRole;
      width: number;
      /** Dash and gap lengths, on closed paths only (a rectangle starts its dashes where each renderer pleases). */
      dash?: Vec;
    };

export interface Shape {
  /** The layer's name in the JSON (for a person reading it). */
  name: string;
  geometry: Geometry;
  paint: Paint;
  /** 0 to 100. @default 100 */
  opacity?: Track<number>;
  /** A move from where the geometry is drawn. @default [0, 0] */
  offset?: Track<Vec>;
  /** In percent, around `origin`. @default 100 */
  scale?: Track<number>;
  /** The point scaling keeps in place. @default the centre of the geometry's box */
  origin?: Vec;
  /** How much of a path is drawn, 0 to 100 (a trim path's end), on paths only. @default 100 */
  draw?: Track<number>;
}

export interface Scene {
  /** The file's name and the export's: camelCase. */
  name: string;
  /** What it shows, for the generated module's comment. */
  description: string;
  width: number;
  height: number;
  fps: number;
  /** The last frame drawn; the file's `op` is one more (Lottie's out point is exclusive). */
  last: number;
  /** Whether it repeats (the « en cours » states) or plays once and rests on its last frame. */
  loop: boolean;
  /** The key frame shown as the still: under reduced motion and while the player loads. */
  still: number;
  /** Bottom to top. */
  shapes: readonly Shape[];
}

// --- Values ------------------------------------------------------------------------------------------------------

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The theme's standard easing, cubic-bezier(x1, y1, x2, y2), as Lottie's out and in tangents. */
function standardEasing() {
  const match = /cubic-bezier\(([^)]*)\)/.exec(lightTokens.motion.easing.standard);
  const numbers = match?.[1]?.split(',').map((n) => Number.parseFloat(n));
  if (numbers?.length !== 4 || numbers.some((n) => Number.isNaN(n))) throw new Error('lottie: no standard easing');
  const [x1, y1, x2, y2] = numbers as [number, number, number, number];
  return { o: { x: [x1], y: [y1] }, i: { x: [x2], y: [y2] } };
}

const isKeys = <T>(track: Track<T>): track is readonly Key<T>[] => Array.isArray(track) && isKey(track[0]);
const isKey = (value: unknown): value is Key<unknown> => typeof value === 'object' && value !== null && 't' in value;

/** A colour token (#rrggbb) as Lottie's [r, g, b, a] in 0–1. */
export function lottieColour(role: AnimationRole): [number, number, number, number] {
  const hex = tokenAt(lightTokens, ANIMATION_ROLES[role]);
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`lottie: ${role} (${hex}) is not an opaque #rrggbb colour`);
  return [
    round(parseInt(match[1] ?? '', 16) / 255),
    round(parseInt(match[2] ?? '', 16) / 255),
    round(parseInt(match[3] ?? '', 16) / 255),
    1,
  ];
}

/**
 * A track's value at a frame where it rests: on a keyframe, before the first, after the last, or between two equal
 * ones. A still frame half-way through a move is refused, so the still is exactly what lottie-web draws there.
 */
export function valueAt<T>(track: Track<T>, frame: number, what: string): T {
  if (!isKeys(track)) return track as T;
  const keys = track;
  const first = keys[0];
  const lastKey = keys[keys.length - 1];
  if (!first || !lastKey) throw new Error(`lottie: ${what} has no keyframes`);
  if (frame <= first.t) return first.v;
  if (frame >= lastKey.t) return lastKey.v;
  for (let i = 0; i < keys.length - 1; i += 1) {
    const a = keys[i] as Key<T>;
    const b = keys[i + 1] as Key<T>;
    if (frame === a.t) return a.v;
    if (frame > a.t && frame < b.t) {
      if (JSON.stringify(a.v) === JSON.stringify(b.v)) return a.v;
      throw new Error(`lottie: ${what} is moving at frame ${frame}; a still frame must be at rest`);
    }
  }
  return lastKey.v;
}

function bounds(geometry: Geometry): { x: number; y: number; w: number; h: number } {
  switch (geometry.kind) {
    case 'rect':
      return geometry;
    case 'ellipse':
      return { x: geometry.cx - geometry.rx, y: geometry.cy - geometry.ry, w: 2 * geometry.rx, h: 2 * geometry.ry };
    case 'path': {
      const xs = geometry.points.map(([x]) => x);
      const ys = geometry.points.map(([, y]) => y);
      const x = Math.min(...xs);
      const y = Math.min(...ys);
      return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
    }
  }
}

const originOf = (shape: Shape): Vec => {
  if (shape.origin) return shape.origin;
  const { x, y, w, h } = bounds(shape.geometry);
  return [round(x + w / 2), round(y + h / 2)];
};

function check(scene: Scene) {
  for (const shape of scene.shapes) {
    const tracks: [string, Track<unknown> | undefined][] = [
      ['opacity', shape.opacity],
      ['offset', shape.offset],
      ['scale', shape.scale],
      ['draw', shape.draw],
    ];
    for (const [what, track] of tracks) {
      if (track === undefined || !isKeys(track)) continue;
      track.forEach((key, i) => {
        if (key.t < 0 || key.t > scene.last)
          throw new Error(`lottie: ${scene.name}/${shape.name} ${what} out of range`);
        const next = track[i + 1];
        if (next && next.t <= key.t) throw new Error(`lottie: ${scene.name}/${shape.name} ${what} not increasing`);
      });
    }
    if (shape.draw !== undefined && shape.geometry.kind !== 'path') {
      throw new Error(`lottie: ${scene.name}/${shape.name}: only a path is drawn`);
    }
    if ('dash' in shape.paint && shape.paint.dash && !(shape.geometry.kind === 'path' && shape.geometry.closed)) {
      throw new Error(`lottie: ${scene.name}/${shape.name}: only a closed path is dashed`);
    }
  }
  if (scene.still < 0 || scene.still > scene.last) throw new Error(`lottie: ${scene.name}: still out of range`);
}

// --- Lottie ------------------------------------------------------------------------------------------------------

type LottieValue = number | number[];

function property<T>(track: Track<T>, map: (value: T) => LottieValue) {
  if (!isKeys(track)) return { a: 0, k: map(track as T) };
  const easing = standardEasing();
  return {
    a: 1,
    k: track.map((key, i) => {
      const value = map(key.v);
      const s = Array.isArray(value) ? value : [value];
      return i < track.length - 1 ? { t: key.t, s, ...easing } : { t: key.t, s };
    }),
  };
}

function geometryItem(geometry: Geometry) {
  switch (geometry.kind) {
    case 'rect':
      return {
        ty: 'rc',
        nm: 'Rectangle',
        d: 1,
        s: { a: 0, k: [geometry.w, geometry.h] },
        p: { a: 0, k: [round(geometry.x + geometry.w / 2), round(geometry.y + geometry.h / 2)] },
        r: { a: 0, k: geometry.r ?? 0 },
      };
    case 'ellipse':
      return {
        ty: 'el',
        nm: 'Ellipse',
        d: 1,
        s: { a: 0, k: [2 * geometry.rx, 2 * geometry.ry] },
        p: { a: 0, k: [geometry.cx, geometry.cy] },
      };
    case 'path': {
      const zeros = geometry.points.map(() => [0, 0]);
      return {
        ty: 'sh',
        nm: 'Path',
        d: 1,
        ks: {
          a: 0,
          k: { c: geometry.closed ?? false, v: geometry.points.map(([x, y]) => [x, y]), i: zeros, o: zeros },
        },
      };
    }
  }
}

function paintItem(paint: Paint) {
  if ('fill' in paint) {
    return {
      ty: 'fl',
      nm: 'Fill',
      cl: roleClass('fill', paint.fill),
      c: { a: 0, k: lottieColour(paint.fill) },
      o: { a: 0, k: 100 },
      r: 1,
    };
  }
  return {
    ty: 'st',
    nm: 'Stroke',
    cl: roleClass('stroke', paint.stroke),
    c: { a: 0, k: lottieColour(paint.stroke) },
    o: { a: 0, k: 100 },
    w: { a: 0, k: paint.width },
    lc: 2,
    lj: 2,
    ...(paint.dash && {
      d: [
        { n: 'd', nm: 'dash', v: { a: 0, k: paint.dash[0] } },
        { n: 'g', nm: 'gap', v: { a: 0, k: paint.dash[1] } },
        { n: 'o', nm: 'offset', v: { a: 0, k: 0 } },
      ],
    }),
  };
}

const identity = {
  ty: 'tr',
  nm: 'Transform',
  p: { a: 0, k: [0, 0] },
  a: { a: 0, k: [0, 0] },
  s: { a: 0, k: [100, 100] },
  r: { a: 0, k: 0 },
  o: { a: 0, k: 100 },
};

/** The Lottie document (bodymovin 5.7 schema) for a scene. */
export function toLottie(scene: Scene): object {
  check(scene);
  const op = scene.last + 1;
  // Lottie lists layers top first; the scene lists them bottom first, as SVG paints.
  const layers = [...scene.shapes].reverse().map((shape, index) => {
    const [ox, oy] = originOf(shape);
    return {
      ddd: 0,
      ind: index + 1,
      ty: 4,
      nm: shape.name,
      sr: 1,
      ks: {
        o: property(shape.opacity ?? 100, (v) => v),
        r: { a: 0, k: 0 },
        p: property(shape.offset ?? [0, 0], ([dx, dy]) => [round(ox + dx), round(oy + dy), 0]),
        a: { a: 0, k: [ox, oy, 0] },
        s: property(shape.scale ?? 100, (v) => [v, v, 100]),
      },
      ao: 0,
      shapes: [
        {
          ty: 'gr',
          nm: shape.name,
          it: [
            geometryItem(shape.geometry),
            ...(shape.draw === undefined
              ? []
              : [
                  {
                    ty: 'tm',
                    nm: 'Draw',
                    s: { a: 0, k: 0 },
                    e: property(shape.draw, (v) => v),
                    o: { a: 0, k: 0 },
                    m: 1,
                  },
                ]),
            paintItem(shape.paint),
            identity,
          ],
        },
      ],
      ip: 0,
      op,
      st: 0,
      bm: 0,
    };
  });
  return {
    v: '5.7.4',
    fr: scene.fps,
    ip: 0,
    op,
    w: scene.width,
    h: scene.height,
    nm: scene.name,
    ddd: 0,
    assets: [],
    layers,
    markers: [],
  };
}

// --- Still frame -------------------------------------------------------------------------------------------------

const attrs = (values: Record<string, string | number | undefined>) =>
  Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? round(v) : v}"`)
    .join('');

const paintAttrs = (paint: Paint) =>
  'fill' in paint
    ? { class: roleClass('fill', paint.fill) }
    : {
        // No fill, round caps and joins: from the stroke roles' rule (Animation.css.ts), as lottie-web draws them.
        class: roleClass('stroke', paint.stroke),
        'stroke-width': paint.width,
        'stroke-dasharray': paint.dash ? `${paint.dash[0]} ${paint.dash[1]}` : undefined,
      };

/** A polyline's `d`, short: H and V for the level and plumb segments plans are made of. */
function pathData(points: readonly Vec[], closed = false): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let [x, y] = first;
  let d = `M${round(x)} ${round(y)}`;
  for (const [nx, ny] of rest) {
    d += ny === y ? `H${round(nx)}` : nx === x ? `V${round(ny)}` : `L${round(nx)} ${round(ny)}`;
    [x, y] = [nx, ny];
  }
  return closed ? `${d}Z` : d;
}

function geometryElement(geometry: Geometry, attributes: Record<string, string | number | undefined> = {}): string {
  switch (geometry.kind) {
    case 'rect': {
      const { x, y, w, h, r } = geometry;
      return `<rect${attrs({ x, y, width: w, height: h, rx: r || undefined, ...attributes })}/>`;
    }
    case 'ellipse': {
      const { cx, cy, rx, ry } = geometry;
      return rx === ry
        ? `<circle${attrs({ cx, cy, r: rx, ...attributes })}/>`
        : `<ellipse${attrs({ cx, cy, rx, ry, ...attributes })}/>`;
    }
    case 'path':
      return `<path${attrs({ d: pathData(geometry.points, geometry.closed), ...attributes })}/>`;
  }
}

interface Drawn {
  geometry: Geometry;
  paint: Paint;
  /** The group's attributes: transform and opacity. */
  place: Record<string, string | number | undefined>;
}

/**
 * Shapes in a row with the same paint and place share one element: their paths become one `d`, other shapes sit in
 * a <g> that carries the paint (fill and stroke are inherited). The still is in a screen's first load: every byte
 * counts against the workspace's budget.
 */
function stillMarkup(drawn: readonly Drawn[]): string {
  const runs: Drawn[][] = [];
  for (const item of drawn) {
    const run = runs[runs.length - 1];
    const head = run?.[0];
    const same = head && JSON.stringify([head.paint, head.place]) === JSON.stringify([item.paint, item.place]);
    if (run && same) run.push(item);
    else runs.push([item]);
  }
  return runs
    .map((run) => {
      const [head] = run as [Drawn];
      const paths = run.flatMap((item) => (item.geometry.kind === 'path' ? [item.geometry] : []));
      const others = run.filter((item) => item.geometry.kind !== 'path').map((item) => item.geometry);
      const merged = paths.map((path) => pathData(path.points, path.closed)).join('');
      const elements = [...others.map((geometry) => geometryElement(geometry)), merged ? `<path d="${merged}"/>` : ''];
      const placed = Object.values(head.place).some((v) => v !== undefined);
      if (elements.filter(Boolean).length === 1 && !placed) {
        const only = others[0] ?? { kind: 'path' as const, points: [] };
        return others.length === 1
          ? geometryElement(only, paintAttrs(head.paint))
          : `<path${attrs({ d: merged, ...paintAttrs(head.paint) })}/>`;
      }
      return `<g${attrs({ ...head.place, ...paintAttrs(head.paint) })}>${elements.join('')}</g>`;
    })
    .join('');
}

/**
 * The inner markup of the still frame's <svg viewBox="0 0 width height">: each shape as lottie-web draws it at
 * `scene.still`, painted through its role's class.
 */
export function toStill(scene: Scene): string {
  check(scene);
  const drawn = scene.shapes.flatMap((shape): Drawn[] => {
    const at = (what: string) => `${scene.name}/${shape.name} ${what}`;
    const opacity = valueAt(shape.opacity ?? 100, scene.still, at('opacity'));
    const draw = valueAt(shape.draw ?? 100, scene.still, at('draw'));
    if (opacity <= 0 || draw <= 0) return [];
    if (draw < 100) throw new Error(`lottie: ${at('draw')} is part-drawn at the still frame`);
    const [dx, dy] = valueAt(shape.offset ?? [0, 0], scene.still, at('offset'));
    const scale = valueAt(shape.scale ?? 100, scene.still, at('scale'));
    if (scale <= 0) return [];
    const [ox, oy] = originOf(shape);
    const moves = dx !== 0 || dy !== 0;
    const transform =
      scale !== 100
        ? `translate(${round(ox + dx)} ${round(oy + dy)}) scale(${round(scale / 100)}) translate(${-ox} ${-oy})`
        : moves
          ? `translate(${round(dx)} ${round(dy)})`
          : undefined;
    const place = { transform, opacity: opacity < 100 ? opacity / 100 : undefined };
    return [{ geometry: shape.geometry, paint: shape.paint, place }];
  });
  return stillMarkup(drawn);
}
