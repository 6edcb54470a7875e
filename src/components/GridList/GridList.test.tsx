import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button';
import { GridList, GridListItem } from './GridList';

const projects = [
  { id: 'a', name: 'Halle nord' },
  { id: 'b', name: 'Gymnase' },
];

function List({ onAction, onEdit }: { onAction: (key: unknown) => void; onEdit: (id: string) => void }) {
  return (
    <GridList aria-label="Projets" items={projects} onAction={onAction}>
      {(project) => (
        <GridListItem id={project.id} textValue={project.name}>
          <span>{project.name}</span>
          <Button size="sm" variant="ghost" onPress={() => onEdit(project.id)}>
            Modifier
          </Button>
        </GridListItem>
      )}
    </GridList>
  );
}

describe('GridList', () => {
  it('is a grid of rows named by its label', () => {
    render(<List onAction={vi.fn()} onEdit={vi.fn()} />);
    expect(screen.getByRole('grid', { name: 'Projets' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('is one tab stop; arrows move between rows, Enter runs the row, right arrow reaches its button', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const onEdit = vi.fn();
    render(<List onAction={onAction} onEdit={onEdit} />);
    await user.tab();
    const [first, second] = screen.getAllByRole('row');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('b');
    await user.keyboard('{ArrowRight}');
    expect(screen.getAllByRole('button', { name: 'Modifier' })[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledWith('b');
  });
});
