import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LibrariesScreen, libraryArticleCount } from './LibrariesScreen';

const libraries = [
  {
    id: 'a',
    name: 'Bibliothèque de démarrage Metr',
    articleCount: 172,
    href: '/dashboard/bibliotheques?bibliotheque=a',
  },
  { id: 'b', name: 'Vide', articleCount: 0, href: '/dashboard/bibliotheques?bibliotheque=b' },
];

function setup(props: Partial<Parameters<typeof LibrariesScreen>[0]> = {}) {
  const handlers = { onCreate: vi.fn(), onImport: vi.fn(), onExport: vi.fn(), onDelete: vi.fn() };
  render(
    <LibrariesScreen libraries={libraries} selectedId="a" {...handlers} {...props}>
      <p>Articles</p>
    </LibrariesScreen>,
  );
  return handlers;
}

describe('LibrariesScreen', { timeout: 60_000 }, () => {
  it('counts articles in French', () => {
    expect(libraryArticleCount(0)).toBe('aucun article');
    expect(libraryArticleCount(1)).toBe('1 article');
    expect(libraryArticleCount(172)).toBe('172 articles');
  });

  it('lists the libraries as links, the open one marked as the current page', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Bibliothèques d’articles' });
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Bibliothèque de démarrage Metr172 articles');
    expect(within(nav).getByRole('link', { name: /Vide/ })).toHaveAttribute(
      'href',
      '/dashboard/bibliotheques?bibliotheque=b',
    );
    expect(screen.getByText('Articles')).toBeInTheDocument();
  });

  it('refuses a library without a name, then creates it by name', async () => {
    const user = userEvent.setup();
    const { onCreate } = setup();
    await user.click(screen.getByRole('button', { name: 'Créer la bibliothèque' }));
    expect(screen.getByText('Donnez un nom à la bibliothèque.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Nom de la nouvelle bibliothèque' });
    expect(field).toHaveFocus();
    expect(onCreate).not.toHaveBeenCalled();
    await user.type(field, '  Prix 2027 {Enter}');
    expect(onCreate).toHaveBeenCalledWith('Prix 2027');
    expect(field).toHaveValue('');
  });

  it('exports to XLSX or CSV, and refuses to export an empty library', async () => {
    const user = userEvent.setup();
    const { onExport } = setup();
    await user.click(screen.getByRole('button', { name: 'Exporter en XLSX' }));
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(onExport.mock.calls).toEqual([['xlsx'], ['csv']]);
  });

  it('disables the export of an empty library', () => {
    setup({ selectedId: 'b' });
    expect(screen.getByRole('button', { name: 'Exporter en XLSX' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeDisabled();
  });

  it('asks before deleting, naming the library and its articles; cancel keeps it', async () => {
    const user = userEvent.setup();
    const { onDelete } = setup();
    await user.click(screen.getByRole('button', { name: 'Supprimer la bibliothèque' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Bibliothèque de démarrage Metr');
    expect(dialog).toHaveTextContent('172 articles seront supprimés');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Supprimer la bibliothèque' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(onDelete).toHaveBeenCalledWith('a');
  });

  it('hands the chosen file to the import', async () => {
    const user = userEvent.setup();
    const { onImport } = setup();
    const file = new File(['N°;Désignation'], 'prix.csv', { type: 'text/csv' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, file);
    expect(onImport).toHaveBeenCalledWith(file);
  });

  it('offers the starter library while it is not installed; read-only disables the changes', () => {
    setup({ onInstallStarter: vi.fn(), canEdit: false });
    expect(screen.getByRole('button', { name: 'Installer la bibliothèque de démarrage' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Créer la bibliothèque' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Supprimer la bibliothèque' })).toBeDisabled();
    expect(screen.getByText(/Lecture seule/)).toBeInTheDocument();
  });
});
