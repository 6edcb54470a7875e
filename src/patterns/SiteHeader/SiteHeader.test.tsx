import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';

const props: SiteHeaderProps = {
  isOpaque: false,
  isHome: true,
  registerHref: '/register',
  loginHref: 'https://app.metr.fr',
  locationKey: 'a',
};

describe('SiteHeader', () => {
  it('is transparent until told it is opaque', () => {
    const { rerender, container } = render(<SiteHeader {...props} />);
    const header = container.querySelector('header');
    expect(header).not.toHaveAttribute('data-opaque');
    rerender(<SiteHeader {...props} isOpaque />);
    expect(header).toHaveAttribute('data-opaque', 'true');
  });

  it('links to the sections by fragment on the home page and through /#section elsewhere', () => {
    const { rerender } = render(<SiteHeader {...props} />);
    expect(screen.getAllByRole('link', { name: 'Fonctionnalités' })[0]).toHaveAttribute('href', '#features');
    rerender(<SiteHeader {...props} isHome={false} />);
    expect(screen.getAllByRole('link', { name: 'Fonctionnalités' })[0]).toHaveAttribute('href', '/#features');
    expect(screen.getAllByRole('link', { name: 'Manifeste' })[0]).toHaveAttribute('href', '/#manifesto');
  });

  it('says that Connexion opens a new window', () => {
    render(<SiteHeader {...props} />);
    const login = screen.getAllByRole('link', { name: 'Connexion (nouvelle fenêtre)' })[0];
    expect(login).toHaveAttribute('href', 'https://app.metr.fr');
    expect(login).toHaveAttribute('target', '_blank');
  });

  it('opens the menu with focus inside, closes on Escape with focus back on the toggle', async () => {
    const user = userEvent.setup();
    render(<SiteHeader {...props} />);
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Fermer le menu');
    expect(menu).toBeVisible();
    expect(menu?.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(menu).not.toBeVisible();
  });

  it('stays open while Tab walks through the header and closes when the focus leaves it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SiteHeader {...props} />
        <button type="button">Demandez votre accès</button>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    const after = screen.getByRole('button', { name: 'Demandez votre accès' });
    await user.click(toggle);
    const header = document.querySelector('header') as HTMLElement;
    let steps = 0;
    while (header.contains(document.activeElement)) {
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.tab();
      steps += 1;
      expect(steps).toBeLessThan(30);
    }
    expect(after).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside the header, not on a click on the menu itself', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SiteHeader {...props} />
        <p>Le métré</p>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    await user.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.click(menu);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Le métré'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is pressed and when the route changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SiteHeader {...props} />);
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    await user.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    const link = Array.from(menu.querySelectorAll('a')).find((a) => a.textContent === 'Pour qui') as HTMLElement;
    await user.click(link);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    rerender(<SiteHeader {...props} locationKey="b" />);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
