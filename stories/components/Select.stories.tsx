import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from '../../src/components/Select';
import { JOBS } from '../../src/components/testing/jobs';
import { dialogWidth } from '../decorators';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Métier',
    placeholder: 'Sélectionnez votre métier',
    items: JOBS,
    onSelectionChange: fn(),
  },
  decorators: [dialogWidth],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

// The list is rendered in a portal, outside the story's canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Métier/ });
    await expect(trigger).toHaveTextContent('Sélectionnez votre métier');
  },
};

export const Selected: Story = {
  args: { defaultSelectedKey: 'economiste' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Métier/ })).toHaveTextContent('Économiste');
  },
};

export const WithDescription: Story = {
  args: { description: 'Nous adaptons les bibliothèques d’ouvrages à votre métier.', isRequired: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Métier \(obligatoire\)/ });
    await expect(trigger).toHaveAccessibleDescription('Nous adaptons les bibliothèques d’ouvrages à votre métier.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Sélectionnez votre métier pour continuer' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Métier/ });
    await expect(trigger).toHaveAccessibleDescription('Sélectionnez votre métier pour continuer');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'architecte' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Métier/ });
    await expect(trigger).toBeDisabled();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Fonction principale exercée au sein de votre cabinet ou de votre entreprise de construction',
    items: [...JOBS, { id: 'opc', label: 'Ordonnancement, pilotage et coordination de chantier (OPC)' }],
    defaultSelectedKey: 'opc',
  },
};

/** Opens itself so the visual snapshot shows the list. */
export const Open: Story = {
  args: { defaultSelectedKey: 'ingenieur' },
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Métier/ });
    await step('ouverture à la souris', async () => {
      await userEvent.click(trigger);
      const listbox = await page(canvasElement).findByRole('listbox', { name: 'Métier' });
      await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
      await expect(within(listbox).getByRole('option', { name: 'Ingénieur' })).toHaveAttribute('aria-selected', 'true');
    });
  },
};

export const KeyboardPick: Story = {
  play: async ({ args, canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Métier/ });
    await step('Tab puis Flèche bas ouvre la liste', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(await page(canvasElement).findByRole('listbox', { name: 'Métier' })).toBeInTheDocument();
      await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    });
    await step('Flèche bas puis Entrée choisit « Ingénieur »', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelectionChange).toHaveBeenCalledWith('ingenieur');
      await expect(trigger).toHaveTextContent('Ingénieur');
      // Focus returns to the trigger once the popover has finished closing.
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

/** An option with an empty value is offered as a disabled hint and can never be chosen. */
export const EmptyValueNeverChosen: Story = {
  args: { items: undefined },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="">Aucun métier</SelectItem>
      <SelectItem id="economiste">Économiste</SelectItem>
      <SelectItem id="autre">Autre</SelectItem>
    </Select>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Métier/ }));
    const empty = await page(canvasElement).findByRole('option', { name: 'Aucun métier' });
    await expect(empty).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(empty, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};
