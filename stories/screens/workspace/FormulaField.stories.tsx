import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { compileFormula, runFormula } from '../../../src/domain/formula/compile';
import { deriveFormula } from '../../../src/domain/formula/derive';
import { MEASURED_SLOT } from '../../../src/domain/formula/measured';
import { context, variables, wall } from '../../../src/domain/formula/testing/wallSample';
import { formatFormulaDerivation } from '../../../src/i18n/formulaMessages';
import { formatQuantity } from '../../../src/i18n/numbers';
import { FormulaField, type FormulaFieldProps } from '../../../src/screens/Workspace/Formula';
import { useHeld } from '../../held';

function Compiled(props: FormulaFieldProps) {
  const [value, setValue] = useHeld(props.value, props.onChange);
  const compiled = compileFormula(value, context);
  const outcome = runFormula(compiled, wall, variables, 'm²');
  const derivation =
    outcome.ok && compiled.ast
      ? formatFormulaDerivation(
          deriveFormula(compiled.ast, {
            kind: 'wallArea',
            measured: (name) => ({
              op: 'term',
              value: wall[MEASURED_SLOT[name]] ?? 0,
              unit: name === 'L' ? 'ml' : 'm²',
            }),
            variable: (key) => (key === 'HSP' ? { name: 'HSP', value: 2.5, unit: 'm' } : undefined),
          }),
        )
      : null;
  return (
    <FormulaField
      {...props}
      value={value}
      onChange={setValue}
      errors={outcome.ok ? [] : outcome.errors}
      warning={outcome.ok ? (outcome.warning ?? null) : null}
      result={outcome.ok ? formatQuantity(outcome.value, 'm²') : null}
      derivation={derivation}
    />
  );
}

const meta = {
  title: 'Screens/Workspace/FormulaField',
  component: FormulaField,
  args: { value: 'L × HSP − 2 × 0,90 × 2,10', onChange: fn() },
  render: (args) => <Compiled {...args} />,
  parameters: { layout: 'padded', viewport: { width: 720, height: 400 } },
} satisfies Meta<typeof FormulaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valide: Story = {};

export const NomInconnu: Story = {
  args: { value: 'L × HSQ − 2 × 0,90 × 2,10' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('l’erreur dit quoi et où, le bouton la sélectionne', async () => {
      const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Formule' });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(canvas.getByRole('button', { name: 'Aller à l’erreur' }));
      await expect(input).toHaveFocus();
      await expect([input.selectionStart, input.selectionEnd]).toEqual([4, 7]);
    });
  },
};

export const ParentheseNonFermee: Story = { args: { value: '(L + 2 × HSP' } };

export const UniteDifferente: Story = { args: { value: 'S × 0,20 m' } };
