/**
 * What the scenes share off camera: the made-up account and project (no private data), the VA plan imported and its
 * first sheet open at a known view, with the e2e suite's own steps (tests/e2e/workspace*.ts).
 */
import type { Page } from 'playwright-core';
import type { MediaVideo } from '../../../src/config/media.ts';
import { expect } from '../../../tests/e2e/fixtures.ts';
import { projectWithStarterLibrary, signUp } from '../../../tests/e2e/workspace.ts';
import {
  importVaPlan,
  openAtKnownView,
  openFirstSheet,
  plan,
  screenOf,
  setStandardScale,
  type SheetPoint,
} from '../../../tests/e2e/workspace-sheet.ts';
import type { Film, Point, Rect } from '../film.ts';

export interface Scene {
  /** The clip's file name without extension (public/media/<name>.webm), and the key of posters.json. */
  readonly name: string;
  readonly video: MediaVideo;
  readonly viewport: { readonly width: number; readonly height: number };
  readonly deviceScaleFactor: number;
  /** The part of the page filmed (CSS px), scaled to the clip's size. */
  readonly crop: Rect;
  /** Off camera: the account, the project, the plan, the view. */
  prepare(page: Page): Promise<void>;
  /** On camera. */
  play(film: Film): Promise<void>;
}

/** The workspace at a laptop's size: every panel laid out as a visitor's screen shows it. */
export const LAPTOP = { width: 1280, height: 800 } as const;

export const PROJECT = { name: 'Foyer de vie', client: 'Département du Rhône' } as const;

/** The sign-up's made-up person (the workspace greets « Bonjour Camille »). */
export async function account(page: Page): Promise<void> {
  await signUp(page, 'demo@metr.fr', 'Camille');
}

/** The project, with the starter library declared and the VA plan imported; its first sheet open. Its id. */
export async function vaProject(page: Page, { scale = true } = {}): Promise<string> {
  await account(page);
  await projectWithStarterLibrary(page, PROJECT);
  await importVaPlan(page);
  const sheetId = await openFirstSheet(page);
  if (scale) await setStandardScale(page, '1:100');
  return sheetId;
}

/** Reopens the sheet at `zoom` centred on the sheet point `centre` and waits until it is drawn sharp. */
export async function knownView(page: Page, sheetId: string, centre: SheetPoint, zoom: number): Promise<void> {
  await openAtKnownView(page, sheetId, centre, zoom);
  await expect(plan(page)).toBeVisible();
}

/** A sheet point's place on screen, the view being `zoom` centred on `centre`. */
export function sheetToScreen(page: Page, centre: SheetPoint, zoom: number) {
  return (point: SheetPoint): Promise<Point> => screenOf(page, centre, point, zoom);
}

/** Hides the sheet list (« Plans du projet ») beside the plan: the plan takes its room. */
export async function hideSheetList(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Masquer «\s*Plans du projet\s*»$/ }).click();
  await sharp(page);
}

/** Waits until the viewer has drawn every visible pixel at the current view. */
export async function sharp(page: Page): Promise<void> {
  // A view that has just changed may still read « sharp » from before the change: let it start drawing first.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForTimeout(200);
  await expect(page.locator('[data-render-state]').first()).toHaveAttribute('data-render-state', 'sharp', {
    timeout: 60_000,
  });
}
