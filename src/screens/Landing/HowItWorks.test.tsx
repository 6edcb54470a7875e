import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { HowItWorks } from './HowItWorks';
import { CAROUSEL_INTERVAL_MS } from './carousel';
import { mockReducedMotion, restoreMatchMedia } from '../../../tests/unit/reducedMotion';

const selected = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
// Synchronous events: Testing Library's async wrapper drains a real setTimeout(0) that fake timers would freeze.
// A mouse click: pointer down first (so the focus it brings does not count as keyboard focus), then the click.
const click = (element: HTMLElement) => {
  fireEvent.pointerDown(element, { pointerType: 'mouse' });
  fireEvent.click(element);
};

beforeEach(() => {
  // Only the timers the carousel uses: user-event and react-aria wait on animation frames and microtasks.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  mockReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  restoreMatchMedia();
});

describe('HowItWorks carousel', () => {
  it('moves on after exactly 5500 ms, not at 5499 ms', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(5500);
    render(<HowItWorks />);
    expect(selected()).toHaveTextContent('Import');
    advance(5499);
    expect(selected()).toHaveTextContent('Import');
    advance(1);
    expect(selected()).toHaveTextContent('Bibliothèque');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Étape 2 sur 4');
  });

  it('cycles 1 → 2 → 3 → 4 → 1', () => {
    render(<HowItWorks />);
    const seen = [selected()?.textContent];
    for (let i = 0; i < 4; i++) {
      advance(5500);
      seen.push(selected()?.textContent);
    }
    expect(seen).toEqual(['01Import', '02Bibliothèque', '03Sélection', '04Exportez', '01Import']);
  });

  it('a click selects a step and restarts the full interval', () => {
    render(<HowItWorks />);
    advance(3000);
    click(screen.getByRole('tab', { name: 'Sélection' }));
    expect(selected()).toHaveTextContent('Sélection');
    advance(5499);
    expect(selected()).toHaveTextContent('Sélection');
    advance(1);
    expect(selected()).toHaveTextContent('Exportez');
  });

  it('a click on the current step restarts the interval too', () => {
    render(<HowItWorks />);
    advance(5000);
    click(screen.getByRole('tab', { name: 'Import' }));
    advance(5499);
    expect(selected()).toHaveTextContent('Import');
    advance(1);
    expect(selected()).toHaveTextContent('Bibliothèque');
  });

  it('the pause control stops the rotation and the play control resumes it', () => {
    render(<HowItWorks />);
    const live = screen.getByRole('tabpanel').parentElement;
    expect(live).toHaveAttribute('aria-live', 'off');
    click(screen.getByRole('button', { name: 'Mettre en pause le défilement des étapes' }));
    expect(live).toHaveAttribute('aria-live', 'polite');
    advance(20_000);
    expect(selected()).toHaveTextContent('Import');
    click(screen.getByRole('button', { name: 'Reprendre le défilement des étapes' }));
    expect(live).toHaveAttribute('aria-live', 'off');
    advance(5500);
    expect(selected()).toHaveTextContent('Bibliothèque');
  });

  it('keyboard focus inside holds the rotation; it resumes when focus leaves', () => {
    render(
      <>
        <HowItWorks />
        <button type="button">Après</button>
      </>,
    );
    // Keyboard focus: no pointer down before it, and the browser draws it (jsdom never matches :focus-visible).
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':focus-visible' ? this === document.activeElement : matches.call(this, selector);
    });
    act(() => screen.getByRole('button', { name: 'Mettre en pause le défilement des étapes' }).focus());
    expect(screen.getByRole('button', { name: 'Reprendre le défilement des étapes' })).toHaveFocus();
    advance(20_000);
    expect(selected()).toHaveTextContent('Import');
    const first = screen.getByRole('tab', { name: 'Import' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    fireEvent.keyUp(first, { key: 'ArrowRight' });
    expect(selected()).toHaveTextContent('Bibliothèque');
    advance(20_000);
    expect(selected()).toHaveTextContent('Bibliothèque');
    act(() => screen.getByRole('button', { name: 'Après' }).focus());
    advance(5499);
    expect(selected()).toHaveTextContent('Bibliothèque');
    advance(1);
    expect(selected()).toHaveTextContent('Sélection');
  });

  it('does not rotate under reduced motion', () => {
    mockReducedMotion(true);
    render(<HowItWorks />);
    advance(60_000);
    expect(selected()).toHaveTextContent('Import');
    expect(screen.getByRole('button', { name: 'Reprendre le défilement des étapes' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel').parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('shows each step’s preview with its French alternative and intrinsic size, lazily loaded', () => {
    render(<HowItWorks defaultStep={3} />);
    const image = screen.getByRole('img', {
      name: 'Les quantités par lot et par article, avec leurs prix, prêtes pour l’export DPGF',
    });
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});
