import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Alert } from './Alert';

describe('Alert', () => {
  it('is an assertive alert for danger by default, with the tone named for screen readers', () => {
    render(<Alert>L’adresse e-mail est déjà utilisée.</Alert>);
    const alert = screen.getByRole('alert');
    // textContent, not toHaveTextContent, which turns the no-break space into a plain one.
    expect(alert.textContent).toBe('Erreur\u00a0: L’adresse e-mail est déjà utilisée.');
    // The icon is decorative.
    expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([
    ['success', 'Succès'],
    ['info', 'Information'],
    ['warning', 'Attention'],
  ] as const)('is a polite status for %s', (tone, name) => {
    render(<Alert tone={tone}>Message</Alert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe(`${name}\u00a0: Message`);
  });

  it('follows `live`: assertive, polite, off', () => {
    const { rerender } = render(
      <Alert tone="info" live="assertive">
        Message
      </Alert>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(<Alert live="polite">Message</Alert>);
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(
      <Alert live="off" data-testid="box">
        Message
      </Alert>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('box')).not.toHaveAttribute('role');
  });

  it('shows a title, prefixed with the tone for screen readers', () => {
    render(
      <Alert tone="warning" title="Plan incomplet">
        Deux pages n’ont pas pu être lues.
      </Alert>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Attention\u00a0: Plan incompletDeux pages n’ont pas pu être lues.');
    expect(screen.getByText('Plan incomplet')).toBeVisible();
  });
});
