import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UnitErrorList } from './UnitErrorList';

const errors = [
  { id: 'm1', label: 'Ch. 144 – plinthes', messages: ['15,24\u00a0m² — l’article est en ml\u00a0: non compté.'] },
  { id: 'm2', label: 'Ch. 145 – plinthes', messages: ['9,80\u00a0m² — l’article est en ml\u00a0: non compté.'] },
];

describe('UnitErrorList', () => {
  it('says nothing when there is no unit error', () => {
    const { container } = render(<UnitErrorList errors={[]} onFix={vi.fn()} />);
    expect(container.textContent).toBe('');
  });

  it('lists each error with the quantities page’s wording, and « Corriger » reached by Tab', async () => {
    const onFix = vi.fn();
    render(<UnitErrorList errors={errors} onFix={onFix} />);
    expect(screen.getByRole('region', { name: '2 mesures dans une autre unité que leur article, non comptées' }));
    expect(screen.getByText(/15,24\sm² — l’article est en ml\s: non compté/)).toBeTruthy();
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Corriger la formule de Ch. 145 – plinthes' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onFix).toHaveBeenCalledWith('m2');
  });

  it('offers no « Corriger » when nothing can be changed', () => {
    render(<UnitErrorList errors={errors.slice(0, 1)} />);
    expect(screen.getByText(/1 mesure dans une autre unité que son article, non comptée/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
