import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { useState } from 'react';
import { Animation } from '../../src/components/Animation';
import type { AnimationProps, AnimationSource } from '../../src/components/Animation';
import { comparison } from '../../src/components/Animation/generated/comparison';
import { counting } from '../../src/components/Animation/generated/counting';
import { emptyProjects } from '../../src/components/Animation/generated/emptyProjects';
import { emptySheets } from '../../src/components/Animation/generated/emptySheets';
import { workspaceInit } from '../../src/components/Animation/generated/workspaceInit';

const meta = {
  title: 'Components/Animation',
  component: Animation,
  args: { animation: workspaceInit },
  argTypes: { animation: { control: false } },
} satisfies Meta<typeof Animation>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-animation]');

/**
 * The story runner sets data-motion="reduce" on <html> before each story, which keeps animations still. Played: the
 * attribute is taken off as this wrapper renders, before the animation reads it (the runner sets it again before the
 * next story). Story-only: the side effect in render is deliberate, and harmless if repeated.
 */
function Played(props: AnimationProps) {
  useState(() => delete document.documentElement.dataset.motion);
  return <Animation {...props} />;
}

/**
 * Played by lottie-web, once, to its last frame (a looping one is asked to play once here, so the picture is one
 * frame and not a moment).
 */
const playing = (animation: AnimationSource, size: 'sm' | 'lg' = 'lg'): Story => ({
  args: { animation, size, loop: false },
  render: (args) => <Played {...args} />,
  play: async ({ canvasElement, step }) => {
    await step('lottie-web arrive, dessine puis s’arrête sur la dernière image', async () => {
      await waitFor(() => expect(box(canvasElement)).toHaveAttribute('data-state', 'ended'), { timeout: 10_000 });
      await expect(box(canvasElement)?.querySelector('svg')).not.toBeNull();
      await expect(box(canvasElement)).toHaveAttribute('aria-hidden', 'true');
    });
  },
});

/**
 * Still, as under « réduire les animations » (the component reads both the preference and data-motion="reduce", see
 * Animation.test.tsx): data-motion is set as this wrapper renders. Not a matchMedia stand-in in a beforeEach: its
 * clean-up came after the next story's first render, which then read a reduced motion that was no longer asked for.
 */
function Stilled(props: AnimationProps) {
  useState(() => (document.documentElement.dataset.motion = 'reduce'));
  return <Animation {...props} />;
}

/** Under « réduire les animations »: the still frame, drawn without the player, which is never loaded. */
const still = (animation: AnimationSource, size: 'sm' | 'lg' = 'lg'): Story => ({
  args: { animation, size },
  render: (args) => <Stilled {...args} />,
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveAttribute('data-state', 'still');
    await expect(box(canvasElement)).toHaveAttribute('aria-hidden', 'true');
  },
});

/** The sign-up's success step, « Initialisation de votre espace »: a sheet laid out, measured, a success badge. */
export const WorkspaceInitPlaying = playing(workspaceInit);
export const WorkspaceInitStill = still(workspaceInit);

/** The empty project list: two sheets and a « plus ». */
export const EmptyProjectsPlaying = playing(emptyProjects);
export const EmptyProjectsStill = still(emptyProjects);

/** A project without sheets: a sheet coming down into a drop zone. */
export const EmptySheetsPlaying = playing(emptySheets);
export const EmptySheetsStill = still(emptySheets);

/** The counting engine's « en cours », beside its bar: a scanner boxes the symbols it passes (loops while it runs). */
export const CountingPlaying = playing(counting, 'sm');
export const CountingStill = still(counting, 'sm');

/** The comparison's « en cours », beside its bar: two indices slide into alignment (loops while it runs). */
export const ComparisonPlaying = playing(comparison, 'sm');
export const ComparisonStill = still(comparison, 'sm');
