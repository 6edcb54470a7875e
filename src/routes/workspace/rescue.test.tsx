/** /dashboard's last way out, when the workspace shell itself failed: the backup downloaded at once, and the sign-out. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const exportLocalData = vi.fn(() => Promise.resolve(new Blob(['{}'])));
const download = vi.fn();
const clearSession = vi.fn();
vi.mock('../../db/local', () => ({ exportLocalData }));
vi.mock('./download', () => ({ download }));
vi.mock('../../state/session', () => ({ clearSession }));

const { RescueWayOut } = await import('./rescue');

afterEach(() => {
  vi.restoreAllMocks();
  exportLocalData.mockClear();
  download.mockClear();
  clearSession.mockClear();
});

describe('RescueWayOut', () => {
  it('downloads the backup at once on « Sauvegarde… », by keyboard', async () => {
    render(<RescueWayOut />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sauvegarde…' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(download.mock.calls[0]?.[1]).toMatch(/^metr-sauvegarde-\d{4}-\d{2}-\d{2}\.json$/);
    // No storage dialog without the shell: not offered.
    expect(screen.queryByRole('button', { name: 'Espace de stockage…' })).not.toBeInTheDocument();
  });

  it('signs out and goes home on « Se déconnecter »', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    render(<RescueWayOut />);
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/');
  });
});
