import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Card } from '../../src/components/Card';
import { accountFr } from '../../src/i18n/account.fr';
import { SignupForm } from '../../src/screens/Signup';

const filled = {
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille.durand@durand-economie.fr',
  password: 'motdepasse-solide',
  acceptTerms: true,
};

/** Step 1 on its own, for the states a timer would otherwise hide (pending) or that need no interaction. */
const meta = {
  title: 'Screens/Signup/SignupForm',
  component: SignupForm,
  args: { values: filled, termsHref: '/terms', onChange: fn(), onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'var(--metr-size-dialog)' }}>
        <Card>
          <Story />
        </Card>
      </div>
    ),
  ],
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** The simulated 1000 ms wait, frozen: disabled, « Création en cours… ». */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Création en cours…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    button.click();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    values: { firstName: '', lastName: 'Durand', email: 'camille@durand', password: 'court', acceptTerms: false },
    initialErrors: {
      firstName: accountFr.validation.signup.firstNameRequired,
      email: accountFr.validation.signup.emailInvalid,
      password: accountFr.validation.signup.passwordTooShort,
      acceptTerms: accountFr.validation.signup.acceptTermsRequired,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Prénom' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Nom' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();
  },
};
