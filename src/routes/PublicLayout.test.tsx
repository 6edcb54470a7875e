import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { HEADER_OPAQUE_AFTER_PX, PublicLayout } from './PublicLayout';

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  vi.restoreAllMocks();
  setScrollY(0);
});

describe('PublicLayout', () => {
  it('turns the header opaque past 20 px: transparent at 19 and 20, opaque at 21', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      cb(0);
      return 0;
    });
    expect(HEADER_OPAQUE_AFTER_PX).toBe(20);
    const { container } = render(
      <MemoryRouter initialEntries={['/about']}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="/about" element={<p>À propos</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const header = container.querySelector('header');
    act(() => setScrollY(19));
    expect(header).not.toHaveAttribute('data-opaque');
    act(() => setScrollY(20));
    expect(header).not.toHaveAttribute('data-opaque');
    act(() => setScrollY(21));
    expect(header).toHaveAttribute('data-opaque', 'true');
    // Off the home page, the section links lead to /#section; the footer carries the current year.
    expect(container.querySelector('footer')).toHaveTextContent(`© ${new Date().getFullYear()} Metr SAS`);
    expect(container.querySelector('a[href="/#target-audience"]')).not.toBeNull();
  });
});
