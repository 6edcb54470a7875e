import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compileFormula, runFormula } from '../../../domain/formula/compile';
import { context, variables, wall } from '../../../domain/formula/testing/wallSample';
import { formatQuantity } from '../../../i18n/numbers';
import { FormulaField } from './FormulaField';

/** Compiles as the container does, on every keystroke. */
function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  const compiled = compileFormula(value, context);
  const outcome = runFormula(compiled, wall, variables, 'm²');
  return (
    <FormulaField
      value={value}
      onChange={setValue}
      errors={outcome.ok ? [] : outcome.errors}
      warning={outcome.ok ? (outcome.warning ?? null) : null}
      result={outcome.ok ? formatQuantity(outcome.value, 'm²') : null}
    />
  );
}

describe('FormulaField', { timeout: 15_000 }, () => {
  it('shows the result of a valid formula, typed with a comma and ×', async () => {
    render(<Harness initial="" />);
    const input = screen.getByRole('textbox', { name: 'Formule' });
    await userEvent.type(input, 'L × HSP − 2 × 0,90 × 2,10');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(/Résultat/).textContent).toContain('27,22\u00a0m²');
  });

  it('says what is wrong and where, marks it, and selects it on « Aller à l’erreur »', async () => {
    const user = userEvent.setup();
    render(<Harness initial="L × HSQ" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Formule' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      /«\u00a0HSQ\u00a0» n’est ni une grandeur de la mesure ni une variable du projet \(caractère 5\)/,
    );
    expect(screen.getByTestId('formula-mirror').querySelector('mark')?.textContent).toBe('HSQ');
    await user.click(screen.getByRole('button', { name: 'Aller à l’erreur' }));
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([4, 7]);
  });

  it('warns when the unit is not the article’s, without refusing', () => {
    render(<Harness initial="S × 0,20 m" />);
    expect(screen.getByRole('status')).toHaveTextContent('La formule donne des m³, l’article est en m²');
    expect(screen.getByRole('textbox', { name: 'Formule' })).not.toHaveAttribute('aria-invalid');
  });
});
