import { expect } from 'storybook/test';

/**
 * A screen's decorative animation (src/components/Animation): there, hidden from assistive technologies, and on its
 * still frame — the story runner's data-motion="reduce" keeps it still, so the picture is one frame every run. The
 * preview's loader has loaded the drawings before the story rendered: the still is there at once, nothing to wait for.
 */
export async function expectStillAnimation(root: ParentNode, name: string) {
  const box = root.querySelector(`[data-animation="${name}"]`);
  await expect(box).toHaveAttribute('aria-hidden', 'true');
  await expect(box).toHaveAttribute('data-state', 'still');
  await expect(box?.querySelector('svg')).not.toBeNull();
}
