import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button';
import { Icon } from '../Icon/workspace';
import { Tooltip, TooltipTrigger } from './Tooltip';

function Sample() {
  return (
    <>
      <Button>Avant</Button>
      <TooltipTrigger delay={0}>
        <Button iconOnly variant="ghost" aria-label="Zoom avant">
          <Icon name="zoomIn" />
        </Button>
        <Tooltip>Zoom avant (+)</Tooltip>
      </TooltipTrigger>
    </>
  );
}

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger, and hides on Escape', async () => {
    const user = userEvent.setup();
    render(<Sample />);
    await user.tab();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Zoom avant' });
    expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Zoom avant (+)');
    expect(trigger).toHaveAccessibleDescription('Zoom avant (+)');
    // The tooltip adds to the name, it does not replace it.
    expect(trigger).toHaveAccessibleName('Zoom avant');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<Sample />);
    // react-aria shows tooltips on hover only once the pointer has been used (a keyboard test ran before).
    await user.click(screen.getByRole('button', { name: 'Avant' }));
    const trigger = screen.getByRole('button', { name: 'Zoom avant' });
    await user.hover(trigger);
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await user.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('can be opened from outside (isOpen)', () => {
    render(
      <TooltipTrigger isOpen>
        <Button>Ajuster</Button>
        <Tooltip>Ajuster à la fenêtre (0)</Tooltip>
      </TooltipTrigger>,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('Ajuster à la fenêtre (0)');
  });
});
