/** The server's notices offer what keeps the work: export, and after a refused change, going on unshared. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SharingNotice } from './SharingNotice';
import type { SharingNoticeKind } from './types';

const KEEP_UNSHARED = 'Continuer sans partage';

describe('SharingNotice', () => {
  it.each<SharingNoticeKind>([{ kind: 'tooLarge' }, { kind: 'refusedUnreadable' }])(
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

  it.each<SharingNoticeKind>([{ kind: 'revoked' }, { kind: 'deleted' }, { kind: 'readOnly' }])(
    'does not offer it where nothing was refused (%o)',
    (notice) => {
      render(<SharingNotice notice={notice} onExport={vi.fn()} onKeepUnshared={vi.fn()} />);
      expect(screen.queryByRole('button', { name: KEEP_UNSHARED })).toBeNull();
    },
  );
});
