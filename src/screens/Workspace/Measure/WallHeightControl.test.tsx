import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WallHeightControl } from './WallHeightControl';

const HSP = { name: 'HSP', metres: 2.7 };

describe('WallHeightControl', () => {
  it('shows the height new walls get, and commits one typed with a comma or in cm', async () => {
    const onHeightChange = vi.fn();
    const user = userEvent.setup();
    render(
      <WallHeightControl
        height={2.5}
        onHeightChange={onHeightChange}
        variables={[HSP]}
        variable={null}
        onVariableChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('group', { name: 'Nouveaux murs' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Hauteur (m)' });
    expect(field).toHaveValue('2,50');
    await user.clear(field);
    await user.type(field, '2,80{Enter}');
    expect(onHeightChange).toHaveBeenLastCalledWith(2.8);
    await user.clear(field);
    await user.type(field, '260 cm{Enter}');
    expect(onHeightChange).toHaveBeenLastCalledWith(2.6);
    await user.clear(field);
    await user.type(field, 'haut{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onHeightChange).toHaveBeenCalledTimes(2);
  });

  it('follows a project variable: picked from the list, then shown by its name and value', async () => {
    const onVariableChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <WallHeightControl
        height={2.5}
        onHeightChange={vi.fn()}
        variables={[HSP]}
        variable={null}
        onVariableChange={onVariableChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Suivre/ }));
    await user.click(await screen.findByRole('option', { name: /^HSP \(2,70.m\)$/ }));
    expect(onVariableChange).toHaveBeenLastCalledWith('HSP');
    rerender(
      <WallHeightControl
        height={2.7}
        onHeightChange={vi.fn()}
        variables={[HSP]}
        variable="HSP"
        onVariableChange={onVariableChange}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'Hauteur (m)' })).toBeNull();
    expect(screen.getByText('Hauteur : HSP (2,70 m)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Suivre/ }));
    await user.click(await screen.findByRole('option', { name: 'Aucune' }));
    expect(onVariableChange).toHaveBeenLastCalledWith(null);
  });

  it('offers no list to follow when the project has no length variable', () => {
    render(
      <WallHeightControl
        height={2.5}
        onHeightChange={vi.fn()}
        variables={[]}
        variable={null}
        onVariableChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Hauteur (m)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Suivre/ })).toBeNull();
  });
});
