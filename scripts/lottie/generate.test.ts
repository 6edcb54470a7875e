import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_CONTRAST } from '../../src/domain/color/contrast';
import { ANIMATION_ROLES, roleClass, tokenAt, type AnimationRole } from '../../src/components/Animation/roles';
import { darkTokens, lightTokens } from '../../src/theme/tokens.gen';
import { SUCCESS_FINISH_MS } from '../../src/screens/Signup/timings';
import { generatedFiles } from './generate';
import { lottieColour, toLottie, toStill, valueAt, type Scene } from './scene';
import { SCENES } from './scenes';

interface Keyed {
  a: 0 | 1;
  k: unknown;
}
interface Item {
  ty: string;
  cl?: string;
  c?: Keyed;
  it?: Item[];
}
interface Layer {
  ty: number;
  ip: number;
  op: number;
  ks: Record<string, Keyed>;
  shapes: Item[];
}
interface Lottie {
  v: string;
  fr: number;
  ip: number;
  op: number;
  w: number;
  h: number;
  assets: unknown[];
  layers: Layer[];
}

const ROLES = Object.keys(ANIMATION_ROLES) as AnimationRole[];
const items = (list: Item[]): Item[] => list.flatMap((item) => [item, ...items(item.it ?? [])]);

describe('the committed animations', () => {
  it('are exactly what scripts/lottie/generate.ts writes (npm run lottie after changing a scene)', async () => {
    const files = await generatedFiles();
    expect(files.size).toBe(SCENES.length * 2 + 1);
    for (const [path, content] of files) expect(readFileSync(path, 'utf8'), path).toBe(content);
  });
});

describe.each(SCENES.map((scene) => [scene.name, scene] as const))('%s', (_name, scene) => {
  const lottie = toLottie(scene) as Lottie;

  it('is a Lottie document lottie-web can play: version, frame rate, in and out points, size, layers', () => {
    expect(lottie.v).toMatch(/^5\.\d+\.\d+$/);
    expect(lottie.fr).toBe(30);
    expect(lottie.ip).toBe(0);
    expect(lottie.op).toBe(scene.last + 1);
    expect([lottie.w, lottie.h]).toEqual([scene.width, scene.height]);
    expect(lottie.assets).toEqual([]);
    expect(lottie.layers).toHaveLength(scene.shapes.length);
    for (const layer of lottie.layers) {
      expect(layer.ty).toBe(4); // shape layers only: no images, no text, no precompositions
      expect([layer.ip, layer.op]).toEqual([0, lottie.op]);
      expect(Object.keys(layer.ks).sort()).toEqual(['a', 'o', 'p', 'r', 's']);
      const kinds = items(layer.shapes).map((item) => item.ty);
      expect(kinds[0]).toBe('gr');
      expect(kinds.at(-1)).toBe('tr');
      // One paint per shape: its role's class is all the theme needs to recolour it.
      expect(kinds.filter((ty) => ty === 'fl' || ty === 'st')).toHaveLength(1);
    }
  });

  it('carries no expression (the light build has no expression engine, and our CSP no eval)', () => {
    expect(JSON.stringify(lottie)).not.toMatch(/"x":"/);
  });

  it('paints only with theme roles: each colour is its role’s light token, each shape carries its role’s class', () => {
    const painted = lottie.layers.flatMap((layer) => items(layer.shapes)).filter((i) => i.ty === 'fl' || i.ty === 'st');
    expect(painted.length).toBeGreaterThan(0);
    for (const item of painted) {
      const paint = item.ty === 'fl' ? 'fill' : 'stroke';
      const role = ROLES.find((r) => roleClass(paint, r) === item.cl);
      expect(role, item.cl).toBeDefined();
      expect(item.c).toEqual({ a: 0, k: lottieColour(role as AnimationRole) });
    }
    const colours = JSON.stringify(lottie).match(/"c":\{"a":0,"k":\[[^\]]*\]\}/g) ?? [];
    expect(colours).toHaveLength(painted.length);
  });

  it('has a still frame at rest, drawn with the same role classes and nothing else', () => {
    const still = toStill(scene);
    expect(still).not.toMatch(/#[0-9a-f]{3,8}\b|rgb|fill="(?!none)|stroke="/i);
    const classes = [...still.matchAll(/class="([^"]+)"/g)].map((m) => m[1]);
    expect(classes.length).toBeGreaterThan(0);
    for (const name of classes) {
      expect(
        ROLES.some((r) => roleClass('fill', r) === name || roleClass('stroke', r) === name),
        name,
      ).toBe(true);
    }
  });
});

describe('the roles', () => {
  const paper = 'color.background.surface';
  // Lines and marks are interface parts: ≥ 3:1 on the paper, or on the badge they are drawn on.
  const on: Partial<Record<AnimationRole, string>> = {
    edge: paper,
    ink: paper,
    accent: paper,
    done: paper,
    before: paper,
    after: paper,
    onAccent: ANIMATION_ROLES.accent,
    onDone: ANIMATION_ROLES.done,
  };
  it.each(['light', 'dark'] as const)('are legible in the %s theme', (theme) => {
    const tokens = theme === 'light' ? lightTokens : darkTokens;
    for (const [role, background] of Object.entries(on)) {
      const fg = tokenAt(tokens, ANIMATION_ROLES[role as AnimationRole]);
      const bg = tokenAt(tokens, background);
      expect(contrastRatio(fg, bg), `${role} on ${background}`).toBeGreaterThanOrEqual(MIN_CONTRAST.ui);
    }
  });
});

describe('timing', () => {
  it('the success step’s animation ends before the step moves on (spec: the finish at 2000 ms)', () => {
    const scene = SCENES.find((s) => s.name === 'workspaceInit');
    expect(scene?.loop).toBe(false);
    expect((((scene?.last ?? 0) + 1) / (scene?.fps ?? 1)) * 1000).toBeLessThanOrEqual(SUCCESS_FINISH_MS - 500);
  });

  it('a « once » animation rests on its last frame, a loop starts and ends alike', () => {
    for (const scene of SCENES) {
      if (!scene.loop) expect(scene.still, scene.name).toBe(scene.last);
      else expect(toStill({ ...scene, still: 0 }), scene.name).toBe(toStill({ ...scene, still: scene.last }));
    }
  });
});

describe('the still frame', () => {
  const scene: Scene = {
    name: 'probe',
    description: 'a line drawn',
    width: 10,
    height: 10,
    fps: 30,
    last: 10,
    loop: false,
    still: 10,
    shapes: [
      {
        name: 'line',
        geometry: {
          kind: 'path',
          points: [
            [1, 1],
            [9, 9],
          ],
        },
        paint: { stroke: 'ink', width: 1 },
        draw: [
          { t: 2, v: 0 },
          { t: 8, v: 100 },
        ],
        offset: [
          { t: 0, v: [0, 2] },
          { t: 4, v: [0, 0] },
        ],
      },
    ],
  };

  it('is refused half-way through a move, where lottie-web would draw an eased value', () => {
    expect(() => toStill({ ...scene, still: 3 })).toThrow(/moving at frame 3/);
    expect(
      valueAt(
        [
          { t: 0, v: 1 },
          { t: 4, v: 1 },
          { t: 8, v: 5 },
        ],
        2,
        'x',
      ),
    ).toBe(1);
    expect(
      valueAt(
        [
          { t: 0, v: 1 },
          { t: 4, v: 1 },
          { t: 8, v: 5 },
        ],
        9,
        'x',
      ),
    ).toBe(5);
  });

  it('leaves out what is not drawn yet and moves what has moved', () => {
    expect(toStill({ ...scene, still: 0 })).toBe('');
    expect(toStill(scene)).toBe('<path d="M1 1L9 9" class="metr-anim-stroke-ink" stroke-width="1"/>');
  });
});
