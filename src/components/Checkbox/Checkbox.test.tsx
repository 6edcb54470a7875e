import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-aria-components';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles on click and with Space, and reports the new state', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Checkbox onChange={onChange}>Recevoir la lettre d’information</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Recevoir la lettre d’information' });
    await user.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles when its label text is clicked', async () => {
    render(<Checkbox>Se souvenir de moi</Checkbox>);
    await userEvent.click(screen.getByText('Se souvenir de moi'));
    expect(screen.getByRole('checkbox', { name: 'Se souvenir de moi' })).toBeChecked();
  });

  it('draws the check or the dash according to the state', () => {
    const { container, rerender } = render(<Checkbox>Tout sélectionner</Checkbox>);
    expect(container.querySelector('svg')).toBeNull();
    rerender(<Checkbox isSelected>Tout sélectionner</Checkbox>);
    expect(container.querySelector('path')).toHaveAttribute('d', 'M5 12.5l4.5 4.5L19 7.5');
    rerender(<Checkbox isIndeterminate>Tout sélectionner</Checkbox>);
    const input = screen.getByRole('checkbox', { name: 'Tout sélectionner' });
    expect(input).toHaveProperty('indeterminate', true);
    expect(container.querySelector('path')).toHaveAttribute('d', 'M6 12h12');
  });

  it('shows the French error below when invalid and links it with aria-describedby', () => {
    render(
      <Checkbox isInvalid errorMessage="Vous devez accepter les conditions d’utilisation">
        J’accepte les CGU de Metr
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'J’accepte les CGU de Metr' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    const message = screen.getByText('Vous devez accepter les conditions d’utilisation');
    const id = message.closest('[id]')?.id;
    expect(id).toBeTruthy();
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(id);
    expect(box).toHaveAccessibleDescription('Vous devez accepter les conditions d’utilisation');
  });

  it('hides the error while valid', () => {
    render(<Checkbox errorMessage="Vous devez accepter les conditions d’utilisation">J’accepte</Checkbox>);
    expect(screen.queryByText('Vous devez accepter les conditions d’utilisation')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'J’accepte' })).not.toHaveAttribute('aria-describedby');
  });

  it('does not toggle when disabled', async () => {
    const onChange = vi.fn();
    render(
      <Checkbox isDisabled onChange={onChange}>
        Option indisponible
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Option indisponible' });
    expect(box).toBeDisabled();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  // jsdom toggles a checkbox even when a link inside its label is clicked (browsers do not, per the HTML spec):
  // the click path is covered by the WithLink story in Chromium.
  it('keeps a link in the label reachable with Tab, after the box', async () => {
    const user = userEvent.setup();
    render(
      <Checkbox>
        J’accepte les <Link href="/cgu">CGU de Metr</Link>
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'J’accepte les CGU de Metr' });
    const link = screen.getByRole('link', { name: 'CGU de Metr' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
  });

  it('submits its value with the form', () => {
    const { container } = render(
      <form>
        <Checkbox name="cgu" value="oui" defaultSelected>
          J’accepte
        </Checkbox>
      </form>,
    );
    const form = container.querySelector('form');
    expect(form && new FormData(form).get('cgu')).toBe('oui');
  });
});
