// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TITLE_ID } from '../../patterns/PageLayout';
import { focusTitleWhenShown, TITLE_FRAMES } from './focusOnNavigation';

/** Frames run by hand: jsdom's own timing is not the test's business. */
let frames: FrameRequestCallback[] = [];
const runFrame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
};

beforeEach(() => {
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  document.body.innerHTML = '<a href="#" id="link">Quantités</a>';
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function showPage(): { title: HTMLElement; checkbox: HTMLInputElement } {
  const title = document.createElement('h1');
  title.id = PAGE_TITLE_ID;
  title.tabIndex = -1;
  const checkbox = document.createElement('input');
  checkbox.type = 'checkbox';
  document.body.append(title, checkbox);
  return { title, checkbox };
}

describe('focusTitleWhenShown', () => {
  it('focuses the title once it shows, a few frames after the navigation', () => {
    document.getElementById('link')?.focus();
    focusTitleWhenShown();
    runFrame();
    runFrame();
    const { title } = showPage();
    runFrame();
    expect(document.activeElement).toBe(title);
  });

  it('leaves the focus where the person put it when the page showed (their Space is not lost)', () => {
    document.getElementById('link')?.focus();
    focusTitleWhenShown();
    runFrame();
    const { checkbox } = showPage();
    checkbox.focus();
    runFrame();
    expect(document.activeElement).toBe(checkbox);
    runFrame();
    expect(document.activeElement).toBe(checkbox);
  });

  it('stops at the person’s first key or press while the title is awaited', () => {
    focusTitleWhenShown();
    runFrame();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    showPage();
    runFrame();
    expect(document.activeElement).toBe(document.body);
    expect(frames).toHaveLength(0);
  });

  it('moves the focus from the body or the pressed link, and gives up after its frames', () => {
    focusTitleWhenShown();
    for (let i = 0; i < TITLE_FRAMES + 5; i++) runFrame();
    expect(frames).toHaveLength(0);
    showPage();
    runFrame();
    expect(document.activeElement).toBe(document.body);
  });

  it('is cancelled by its returned function (the page left again)', () => {
    const cancel = focusTitleWhenShown();
    cancel();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(() => runFrame()).not.toThrow();
    showPage();
    runFrame();
    expect(document.activeElement).toBe(document.body);
  });
});
