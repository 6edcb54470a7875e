/** The server's notices offer what keeps the work: export, and after a refused change, going on unshared. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SharingNotice } from './SharingNotice';
import type { SharingNoticeKind } from './types';

const KEEP_UNSHARED = 'Continuer sans partage';
const RESTORE = 'Revenir à la version de l’équipe';

describe('SharingNotice', () => {
  it.each<SharingNoticeKind>([{ kind: 'tooLarge' }, { kind: 'refusedUnreadable' }, { kind: 'refusedAuthor' }])(
    'after a change refused (%o), offers to go on unshared and to export, and says the sync stopped',
    async (notice) => {
      const onKeepUnshared = vi.fn();
      const onExport = vi.fn();
      render(<SharingNotice notice={notice} onExport={onExport} onKeepUnshared={onKeepUnshared} />);
      expect(screen.getByText(/la synchronisation de ce projet est arrêtée ici/)).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: KEEP_UNSHARED }));
      expect(onKeepUnshared).toHaveBeenCalledTimes(1);
      await userEvent.click(screen.getByRole('button', { name: 'Exporter les quantités' }));
      expect(onExport).toHaveBeenCalledTimes(1);
    },
  );

  it.each<SharingNoticeKind>([{ kind: 'tooLarge' }, { kind: 'refusedUnreadable' }, { kind: 'refusedAuthor' }])(
    'after a change refused (%o), offers first to go back to the team’s version, the unsent changes kept in a copy',
    async (notice) => {
      const onRestoreTeam = vi.fn();
      render(
        <SharingNotice notice={notice} onExport={vi.fn()} onKeepUnshared={vi.fn()} onRestoreTeam={onRestoreTeam} />,
      );
      expect(screen.getByText(/vos modifications non envoyées sont gardées dans une copie du projet/)).toBeTruthy();
      const buttons = screen.getAllByRole('button').map((b) => b.textContent);
      expect(buttons.slice(0, 2)).toEqual([RESTORE, KEEP_UNSHARED]);
      await userEvent.click(screen.getByRole('button', { name: RESTORE }));
      expect(onRestoreTeam).toHaveBeenCalledTimes(1);
    },
  );

  it('offers a revoked access to go on unshared, not to go back to a version it can no longer reach', async () => {
    const onKeepUnshared = vi.fn();
    render(
      <SharingNotice
        notice={{ kind: 'revoked' }}
        onExport={vi.fn()}
        onKeepUnshared={onKeepUnshared}
        onRestoreTeam={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: RESTORE })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: KEEP_UNSHARED }));
    expect(onKeepUnshared).toHaveBeenCalledTimes(1);
  });

  it.each<SharingNoticeKind>([{ kind: 'deleted' }, { kind: 'readOnly' }])(
    'does not offer it where nothing was refused (%o)',
    (notice) => {
      render(<SharingNotice notice={notice} onExport={vi.fn()} onKeepUnshared={vi.fn()} onRestoreTeam={vi.fn()} />);
      expect(screen.queryByRole('button', { name: KEEP_UNSHARED })).toBeNull();
      expect(screen.queryByRole('button', { name: RESTORE })).toBeNull();
    },
  );
});
