import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Radio, RadioGroup } from './RadioGroup';

const bands = [
  { value: '0-3', label: '0-3 ans' },
  { value: '3-7', label: '3-7 ans' },
  { value: '7+', label: '7+ ans' },
];

describe('RadioGroup', () => {
  it('is a labelled group of radios', () => {
    render(<RadioGroup label="Années d’expérience" items={bands} />);
    const group = screen.getByRole('radiogroup', { name: 'Années d’expérience' });
    expect(group).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['0-3', '3-7', '7+']);
  });

  it('selects on click and reports the value', async () => {
    const onChange = vi.fn();
    render(<RadioGroup label="Années d’expérience" items={bands} onChange={onChange} />);
    await userEvent.click(screen.getByText('3-7 ans'));
    expect(screen.getByRole('radio', { name: '3-7 ans' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith('3-7');
  });

  it('moves the selection with the arrow keys and enters/leaves with one Tab stop', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <RadioGroup
          label="Années d’expérience"
          items={bands}
          defaultValue="0-3"
          orientation="horizontal"
          onChange={onChange}
        />
        <button type="button">Suivant</button>
      </>,
    );
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-orientation', 'horizontal');
    await user.tab();
    expect(screen.getByRole('radio', { name: '0-3 ans' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3-7 ans' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '7+ ans' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('3-7');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Suivant' })).toHaveFocus();
  });

  it('accepts Radio children and skips a disabled option', async () => {
    const user = userEvent.setup();
    render(
      <RadioGroup label="Formule" defaultValue="essentiel">
        <Radio value="essentiel">Essentiel</Radio>
        <Radio value="equipe" isDisabled>
          Équipe
        </Radio>
        <Radio value="entreprise">Entreprise</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radio', { name: 'Équipe' })).toBeDisabled();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Entreprise' })).toBeChecked();
  });

  it('shows the French error and links it to the group when invalid', () => {
    render(<RadioGroup label="Années d’expérience" items={bands} isInvalid errorMessage="Indiquez votre expérience" />);
    const group = screen.getByRole('radiogroup', { name: 'Années d’expérience' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Indiquez votre expérience');
  });

  it('links the description and marks a required group', () => {
    render(
      <RadioGroup
        label="Années d’expérience"
        items={bands}
        isRequired
        description="Dans l’économie de la construction"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Années d’expérience (obligatoire)' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Dans l’économie de la construction');
  });

  it('cannot be changed when disabled', async () => {
    const onChange = vi.fn();
    render(<RadioGroup label="Années d’expérience" items={bands} isDisabled onChange={onChange} />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await userEvent.click(screen.getByText('0-3 ans'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('submits the chosen value with the form', async () => {
    const { container } = render(
      <form>
        <RadioGroup label="Années d’expérience" items={bands} name="experience" />
      </form>,
    );
    await userEvent.click(screen.getByText('7+ ans'));
    const form = container.querySelector('form');
    expect(form && new FormData(form).get('experience')).toBe('7+');
  });
});
