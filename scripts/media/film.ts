/**
 * A scene's camera: frames captured from the page at a fixed virtual time base. The scene acts as a person would
 * (the pointer moves, clicks, types) and the film takes a picture after each step of the action, so frame N is the page
 * at time N / FPS of the clip whatever the machine's load: waiting for the workspace (a plan drawn, a search finished)
 * takes no clip time, and a hold is one picture repeated. Playwright draws no pointer: an overlay arrow follows the
 * mouse (installed by `installPointer` before the page loads) and a ring shows where a button is pressed.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { MediaImage } from '../../src/config/media.ts';

/** Frames per second of every clip: smooth enough for a pointer at a person's pace, small enough for the budgets. */
export const FPS = 20;

/** A rectangle of the page, in CSS pixels. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * The overlay pointer: an arrow drawn in the page (above everything, never hit by the pointer) that follows
 * `pointermove`, and a ring while a button is down. `size` is its height in CSS pixels, chosen so that the arrow ends
 * up about 22 px tall in the clip whatever the crop's zoom.
 */
export async function installPointer(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const install = () => {
      if (document.getElementById('metr-media-pointer')) return;
      const pointer = document.createElement('div');
      pointer.id = 'metr-media-pointer';
      pointer.setAttribute('aria-hidden', 'true');
      pointer.style.cssText =
        'position:fixed;left:0;top:0;width:0;height:0;z-index:2147483647;pointer-events:none;display:none;';
      // Styles through the CSSOM (the site's Content-Security-Policy refuses style attributes written as markup), and
      // no max-width: the reset caps an svg at its 0-wide parent's width.
      const ring = document.createElement('div');
      ring.style.cssText =
        'position:absolute;left:-14px;top:-14px;width:28px;height:28px;border-radius:50%;box-sizing:border-box;' +
        'background:rgba(37,99,235,.28);border:2px solid rgba(37,99,235,.9);display:none';
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      svg.setAttribute('viewBox', '0 0 16 24');
      svg.style.cssText =
        'position:absolute;left:-1px;top:-1px;width:var(--metr-media-pointer,22px);max-width:none;height:auto;' +
        'overflow:visible;filter:drop-shadow(0 1px 1.5px rgba(0,0,0,.45))';
      const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
      path.setAttribute('d', 'M1 1v18.5l4.6-4.3 3 6.9 3.1-1.3-3-6.8h6.4z');
      path.setAttribute('fill', '#111');
      path.setAttribute('stroke', '#fff');
      path.setAttribute('stroke-width', '1.4');
      path.setAttribute('stroke-linejoin', 'round');
      svg.append(path);
      pointer.append(ring, svg);
      document.documentElement.append(pointer);
      addEventListener(
        'pointermove',
        (e) => {
          // A page that rewrites the document may have taken it out: put it back.
          if (!pointer.isConnected) document.documentElement.append(pointer);
          pointer.style.display = 'block';
          pointer.style.transform = `translate(${e.clientX}px, ${e.clientY}px)`;
        },
        { capture: true, passive: true },
      );
      addEventListener('pointerdown', () => (ring.style.display = 'block'), { capture: true });
      addEventListener('pointerup', () => (ring.style.display = 'none'), { capture: true });
    };
    if (document.documentElement) install();
    else addEventListener('DOMContentLoaded', install);
  });
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export interface FilmOptions {
  /** Where the frames go (f0000.png, f0001.png…). */
  readonly dir: string;
  /** Where the step previews taken during the scene go. */
  readonly stillsDir: string;
  /** The part of the page filmed, in CSS pixels (captured at the page's device scale factor). */
  readonly crop: Rect;
  /** The clip's width in pixels: sets the pointer's size so that it looks the same in every clip. */
  readonly outputWidth: number;
}

export class Film {
  readonly #page: Page;
  readonly #options: FilmOptions;
  /** Where the camera is: the crop's top-left corner moves (`pan`), its size never changes. */
  #crop: Rect;
  #frames = 0;
  #at: Point = { x: 0, y: 0 };
  #poster: number | null = null;
  #last: string | null = null;
  readonly stills: { name: string; spec: MediaImage; file: string }[] = [];

  constructor(page: Page, options: FilmOptions) {
    this.#page = page;
    this.#options = options;
    this.#crop = options.crop;
    mkdirSync(options.dir, { recursive: true });
  }

  get page(): Page {
    return this.#page;
  }

  /** Frames taken so far (the clip's length is frames / FPS). */
  get frames(): number {
    return this.#frames;
  }

  /** The frame chosen as the poster (the last `poster()` call), else the middle one. */
  get posterFrame(): number {
    return this.#poster ?? Math.floor(this.#frames / 2);
  }

  /** Places the pointer (no frame) and sizes it for the crop's zoom. */
  async start(at: Point): Promise<void> {
    const zoom = this.#options.outputWidth / this.#options.crop.width;
    await this.#page.evaluate(
      (px) => {
        document.documentElement.style.setProperty('--metr-media-pointer', `${px}px`);
      },
      Math.round(22 / zoom),
    );
    await this.#page.mouse.move(at.x, at.y);
    this.#at = at;
  }

  /** One picture of the crop, as the next frame. */
  async snap(): Promise<void> {
    const file = join(this.#options.dir, `f${String(this.#frames).padStart(4, '0')}.png`);
    const png = await this.#page.screenshot({
      clip: this.#crop,
      scale: 'device',
      animations: 'allow',
      caret: 'hide',
    });
    writeFileSync(file, png);
    this.#last = file;
    this.#frames++;
  }

  /** The current picture held for `seconds` (one capture, repeated). */
  async hold(seconds: number): Promise<void> {
    await this.snap();
    const source = this.#last;
    if (!source) return;
    for (let i = 1; i < Math.round(seconds * FPS); i++) {
      copyFileSync(source, join(this.#options.dir, `f${String(this.#frames).padStart(4, '0')}.png`));
      this.#frames++;
    }
  }

  /**
   * A step preview (not a frame of the clip): `crop` of the page as it is now, without the pointer. Scaled to the
   * preview's size by the recorder.
   */
  async still(name: string, spec: MediaImage, crop: Rect = this.#crop): Promise<void> {
    mkdirSync(this.#options.stillsDir, { recursive: true });
    const file = join(this.#options.stillsDir, `${name}.png`);
    const pointer = this.#page.locator('#metr-media-pointer');
    await pointer.evaluate((el) => el.style.setProperty('visibility', 'hidden'));
    writeFileSync(file, await this.#page.screenshot({ clip: crop, scale: 'device', caret: 'hide' }));
    await pointer.evaluate((el) => el.style.removeProperty('visibility'));
    this.stills.push({ name, spec, file });
  }

  /** Marks the next frame as the poster: a representative moment of the clip. */
  poster(): void {
    this.#poster = this.#frames;
  }

  /**
   * The pointer glides to `to` in `seconds`, eased as a hand moves, one frame per step; with `panTo`, the camera glides
   * with it (as `pan`), so that a target below the crop is reached in one gesture.
   */
  async move(to: Point, seconds = 0.6, panTo?: Point): Promise<void> {
    const from = this.#at;
    const crop = this.#crop;
    const n = Math.max(1, Math.round(seconds * FPS));
    for (let i = 1; i <= n; i++) {
      const t = easeInOut(i / n);
      await this.#page.mouse.move(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
      if (panTo) {
        this.#crop = {
          ...crop,
          x: Math.round(crop.x + (panTo.x - crop.x) * t),
          y: Math.round(crop.y + (panTo.y - crop.y) * t),
        };
      }
      await this.snap();
    }
    this.#at = to;
  }

  /** The centre of an element on screen. */
  async centreOf(target: Locator, offset: Point = { x: 0, y: 0 }): Promise<Point> {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`film: ${target.toString()} has no box`);
    return { x: box.x + box.width / 2 + offset.x, y: box.y + box.height / 2 + offset.y };
  }

  /**
   * A click where the pointer is: the ring shows for a few frames; `settle` (the workspace's answer, awaited off the
   * clip's time) runs before the frame after the click.
   */
  async click(settle?: () => Promise<unknown>): Promise<void> {
    await this.#page.mouse.down();
    await this.snap();
    await this.snap();
    await this.#page.mouse.up();
    if (settle) await settle();
    await this.snap();
  }

  /** Moves to an element and clicks it. */
  async clickOn(target: Locator, settle?: () => Promise<unknown>, seconds = 0.6): Promise<void> {
    await this.move(await this.centreOf(target), seconds);
    await this.hold(0.1);
    await this.click(settle);
  }

  /** A press and drag from where the pointer is to `to`. */
  async drag(to: Point, seconds = 0.8, settle?: () => Promise<unknown>): Promise<void> {
    await this.#page.mouse.down();
    await this.snap();
    await this.move(to, seconds);
    await this.#page.mouse.up();
    if (settle) await settle();
    await this.snap();
  }

  /** The camera glides so that the crop's top-left corner reaches `to`, one frame per step. */
  async pan(to: Point, seconds = 0.6): Promise<void> {
    const from = this.#crop;
    const n = Math.max(1, Math.round(seconds * FPS));
    for (let i = 1; i <= n; i++) {
      const t = easeInOut(i / n);
      this.#crop = {
        ...from,
        x: Math.round(from.x + (to.x - from.x) * t),
        y: Math.round(from.y + (to.y - from.y) * t),
      };
      await this.snap();
    }
  }

  /** The wheel turned where the pointer is: `dy` CSS px spread over `seconds`, as a hand scrolls. */
  async wheel(dy: number, seconds = 0.5): Promise<void> {
    const n = Math.max(1, Math.round(seconds * FPS));
    for (let i = 0; i < n; i++) {
      await this.#page.mouse.wheel(0, dy / n);
      await this.#page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await this.snap();
    }
  }

  /** A key pressed (the focus where it is), then the workspace's answer awaited off the clip's time. */
  async press(key: string, settle?: () => Promise<unknown>): Promise<void> {
    await this.#page.keyboard.press(key);
    if (settle) await settle();
    await this.snap();
  }

  /** Text typed at a person's pace (about eight characters a second). */
  async type(text: string): Promise<void> {
    for (const char of text) {
      await this.#page.keyboard.type(char);
      await this.snap();
      await this.snap();
      if (char === ' ') await this.snap();
    }
  }
}
