import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MeasureTool } from '../../../src/domain/takeoff/shortcuts';
import { MeasureToolbar } from '../../../src/screens/Workspace/Measure';
import { toolsFr } from '../../../src/i18n/tools.fr';
import { useHeld } from '../../held';
import { phoneAt } from '../../viewports';

const meta = {
  title: 'Screens/Workspace/MeasureToolbar',
  component: MeasureToolbar,
  args: { tool: 'select', onToolChange: fn(), isCalibrated: true, orientation: 'vertical' },
  // The palette keeps its own tool so that the story behaves as in the workspace; the spy still hears every change.
  render: function Render(args) {
    const [tool, setTool] = useHeld<MeasureTool>(args.tool, args.onToolChange);
    const [snap, setSnap] = useState(true);
    return <MeasureToolbar {...args} tool={tool} onToolChange={setTool} snapping={{ isOn: snap, onChange: setSnap }} />;
  },
} satisfies Meta<typeof MeasureToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A calibrated sheet: every tool available; the keyboard picks « Longueur ». */
export const Etalonne: Story = {
  name: 'Plan étalonné',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Tab entre dans la palette sur l’outil actif', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: 'Sélection' })).toHaveFocus();
    });
    await step('Flèche bas deux fois puis Espace choisit « Longueur »', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
      await expect(args.onToolChange).toHaveBeenLastCalledWith('length');
      await expect(canvas.getByRole('radio', { name: 'Longueur' })).toBeChecked();
      await expect(canvas.getByRole('radio', { name: 'Longueur' })).toHaveAttribute('aria-keyshortcuts', 'L');
    });
  },
};

/** The deduction tool (D) in the palette, after « Surface »: a void cut into the area drawn next to it. */
export const Deduction: Story = {
  name: 'Outil Déduction',
  args: { tool: 'deduction' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('« Déduction » est pressé, avec sa touche D', async () => {
      const deduction = canvas.getByRole('radio', { name: 'Déduction' });
      await expect(deduction).toBeChecked();
      await expect(deduction).toHaveAttribute('aria-keyshortcuts', 'D');
    });
  },
};

/** Not calibrated: lengths, areas, volumes and the check are blocked, with the reason; counting stays. */
export const NonCalibre: Story = {
  name: 'Plan non étalonné',
  args: { isCalibrated: false, tool: 'count' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('la raison est liée à la palette', async () => {
      await expect(canvas.getByRole('toolbar', { name: 'Outils de mesure' })).toHaveAccessibleDescription(
        /Plan non étalonné/,
      );
    });
    await step('Longueur est désactivé, Comptage et Échelle restent disponibles', async () => {
      await expect(canvas.getByRole('radio', { name: 'Longueur' })).toBeDisabled();
      await expect(canvas.getByRole('radio', { name: 'Comptage' })).toBeEnabled();
      await expect(canvas.getByRole('radio', { name: 'Échelle' })).toBeEnabled();
    });
  },
};

/** Laid out in a row, above the plan. */
export const Horizontal: Story = {
  name: 'En ligne',
  args: { orientation: 'horizontal', tool: 'area' },
  parameters: { viewport: { width: 1280, height: 300 } },
};

/** Read-only (no local profile): only selecting stays; the reason is shown and linked to the palette. */
export const LectureSeule: Story = {
  name: 'Lecture seule',
  // The reason the sheet page gives.
  args: { readOnlyReason: toolsFr.sheet.readOnly },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('seule la sélection reste possible, la raison est liée à la palette', async () => {
      await expect(canvas.getByRole('radio', { name: 'Sélection' })).toBeEnabled();
      await expect(canvas.getByRole('radio', { name: 'Comptage' })).toBeDisabled();
      await expect(canvas.getByRole('radio', { name: 'Échelle' })).toBeDisabled();
      await expect(canvas.getByRole('toolbar', { name: 'Outils de mesure' })).toHaveAccessibleDescription(
        /^Consultation seule/,
      );
    });
  },
};

/** Icons only, as above the plan on the sheet page: the names stay the buttons' names and tooltips. */
export const Compacte: Story = {
  name: 'Compacte, plan non étalonné',
  args: { orientation: 'horizontal', isCompact: true, isCalibrated: false },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('les outils gardent leur nom accessible; la raison reste liée', async () => {
      await expect(canvas.getByRole('radio', { name: 'Longueur' })).toBeDisabled();
      await expect(canvas.getByRole('toolbar', { name: 'Outils de mesure' })).toHaveAccessibleDescription(
        /Plan non étalonné/,
      );
    });
    await step('Tab puis flèche droite et Espace choisit « Comptage »', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowRight} ');
      await expect(args.onToolChange).toHaveBeenLastCalledWith('count');
    });
  },
};

/** On a phone: the compact palette is one row that scrolls sideways, each tool at its full size. */
export const CompacteTelephone: Story = {
  name: 'Compacte, téléphone',
  args: { orientation: 'horizontal', isCompact: true, isCalibrated: true },
  parameters: phoneAt(300),
  play: async ({ canvasElement }) => {
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Outils de mesure' });
    const tools = within(toolbar).getAllByRole('radio');
    const tops = new Set(tools.map((tool) => Math.round(tool.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    for (const tool of tools) await expect(tool.querySelector('svg')?.getBoundingClientRect().width).toBeGreaterThan(0);
    await expect(toolbar.scrollWidth).toBeGreaterThan(toolbar.clientWidth);
  },
};
