import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DirectoryDropItem, FileDropItem } from 'react-aria-components';
import type { ImportFailureReason, ImportItem } from '../../../workspace/import/types';
import { importFr } from '../../../i18n/import.fr';
import { DuplicateDialog } from './DuplicateDialog';
import { filesOfDrop } from './ImportDropZone';
import { ImportPanel, type ImportPanelProps } from './ImportPanel';
import { StorageUsage } from './StorageUsage';

const NBSP = '\u00a0';
/** Testing Library's text matchers collapse every space, no-break ones included; accessible names keep them. */
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const base = { size: 1_140_000, progress: 0 };
const running = (id: string, name: string, extra: Partial<ImportItem> = {}): ImportItem =>
  ({ id, name, ...base, step: 'analysing', page: 2, pageCount: 14, progress: 0.4, ...extra }) as ImportItem;
const failed = (id: string, name: string, reason: ImportFailureReason): ImportItem => ({
  id,
  name,
  ...base,
  step: 'failed',
  reason,
});
const done = (id: string, name: string): ImportItem => ({
  id,
  name,
  ...base,
  progress: 1,
  step: 'done',
  result: { fileId: `f-${id}`, sheetIds: ['a', 'b'] },
});
const question = (id: string, name: string): Extract<ImportItem, { step: 'question' }> => ({
  id,
  name,
  ...base,
  progress: 0.25,
  step: 'question',
  question: { fileId: 'f0', fileName: 'va-finish-plan.pdf', importedAt: '2026-03-03T09:15:00.000Z' },
});

function setUp(props: Partial<ImportPanelProps> = {}) {
  const handlers = {
    onFiles: vi.fn(),
    onCancel: vi.fn(),
    onCancelAll: vi.fn(),
    onAnswer: vi.fn(),
    onDismiss: vi.fn(),
    onClearSettled: vi.fn(),
  };
  // The system picker can be switched to « All files »: the accept list is a hint, not a filter.
  const user = userEvent.setup({ applyAccept: false });
  const view = render(<ImportPanel items={[]} storage={null} {...handlers} {...props} />);
  const rerender = (next: Partial<ImportPanelProps>) =>
    view.rerender(<ImportPanel items={[]} storage={null} {...handlers} {...props} {...next} />);
  return { user, rerender, ...handlers };
}

describe('ImportPanel', () => {
  it('takes several files from the picker, in order, and says what it received', async () => {
    const { user, onFiles } = setUp();
    expect(screen.getByRole('button', { name: 'Importer des plans' })).toBeInTheDocument();
    // FileTrigger's hidden input: what the system picker fills.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    const a = new File(['%PDF-1.7'], 'A-101.pdf', { type: 'application/pdf' });
    const b = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    await user.upload(input as HTMLInputElement, [a, b]);
    expect(onFiles).toHaveBeenCalledWith([a, b]);
    expect(screen.getByRole('status')).toHaveTextContent(flat(`2 fichiers reçus${NBSP}: A-101.pdf, notes.txt.`));
  });

  it('names the drop zone’s hidden button in French (react-aria would call it « DropZone »)', () => {
    setUp();
    expect(screen.getByRole('button', { name: 'Zone de dépôt Déposez vos plans PDF ici' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /DropZone/ })).not.toBeInTheDocument();
  });

  it('shows a determinate bar per running file, named by the file, with its step; cancels one or all', async () => {
    const { user, onCancel, onCancelAll } = setUp({
      items: [running('1', 'A-101.pdf'), running('2', 'A-102.pdf', { step: 'reading', progress: 0.1 })],
    });
    const bar = screen.getByRole('progressbar', { name: 'A-101.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', 'Analyse de la page 2 sur 14…');
    expect(screen.getByRole('progressbar', { name: 'A-102.pdf' })).toHaveAttribute(
      'aria-valuetext',
      'Lecture du fichier…',
    );
    expect(screen.getAllByText(/^1,1 Mo ·/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: `Annuler l’import de «${NBSP}A-102.pdf${NBSP}»` }));
    expect(onCancel).toHaveBeenCalledWith('2');
    await user.click(screen.getByRole('button', { name: 'Tout annuler' }));
    expect(onCancelAll).toHaveBeenCalled();
  });

  it('has no cancel button for a file being saved (it is saved whole or not at all)', () => {
    setUp({ items: [running('1', 'A-101.pdf', { step: 'saving', progress: 0.95 })] });
    expect(screen.queryByRole('button', { name: /Annuler l’import/ })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'A-101.pdf' })).toHaveAttribute('aria-valuetext', 'Enregistrement…');
  });

  it.each([
    ['notPdf', `«${NBSP}x.pdf${NBSP}» n’est pas un plan PDF, DXF ou DWG.`],
    ['corrupt', `«${NBSP}x.pdf${NBSP}» est endommagé ou incomplet.`],
    ['password', `«${NBSP}x.pdf${NBSP}» est protégé par un mot de passe.`],
    ['empty', `«${NBSP}x.pdf${NBSP}» est vide.`],
    ['tooLarge', `«${NBSP}x.pdf${NBSP}» dépasse 200${NBSP}Mo.`],
    ['quota', `L’espace de stockage du navigateur est plein${NBSP}: «${NBSP}x.pdf${NBSP}» n’a pas été importé.`],
  ] as const)('names the file and the reason of a failure (%s), with what to do', (reason, message) => {
    setUp({ items: [failed('1', 'x.pdf', reason)] });
    const line = screen.getByRole('listitem');
    expect(line).toHaveTextContent(flat(message));
    // No bar any more, and a hint follows the message.
    expect(within(line).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(line).toHaveTextContent(flat(importFr.hints[reason]));
  });

  it('announces each file once, when it settles, and lets the user clear or dismiss settled files', async () => {
    const { user, rerender, onDismiss, onClearSettled } = setUp({ items: [running('1', 'A.pdf')] });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    rerender({ items: [done('1', 'A.pdf'), failed('2', 'B.pdf', 'password')] });
    expect(status).toHaveTextContent(
      flat(`«${NBSP}A.pdf${NBSP}»${NBSP}: 2 plans importés. «${NBSP}B.pdf${NBSP}» est protégé par un mot de passe.`),
    );
    rerender({ items: [done('1', 'A.pdf'), failed('2', 'B.pdf', 'password'), running('3', 'C.pdf')] });
    // Nothing new has settled: the message stays, nothing is read twice.
    expect(status).toHaveTextContent(flat(`«${NBSP}A.pdf${NBSP}»${NBSP}: 2 plans importés.`));
    await user.click(screen.getByRole('button', { name: `Retirer «${NBSP}A.pdf${NBSP}» de la liste` }));
    expect(onDismiss).toHaveBeenCalledWith('1');
    await user.click(screen.getByRole('button', { name: 'Effacer les imports terminés' }));
    expect(onClearSettled).toHaveBeenCalled();
  });

  it('says, on the line and to screen readers, the layouts of a CAD file that could not be read', () => {
    const { rerender } = setUp({ items: [running('1', 'R+1.dwg')] });
    const item = done('1', 'R+1.dwg');
    const unread = item.step === 'done' ? { ...item, result: { ...item.result, unreadLayouts: 1 } } : item;
    rerender({ items: [unread] });
    const words = `2 plans importés, 1${NBSP}présentation illisible non importée`;
    expect(screen.getByRole('listitem')).toHaveTextContent(flat(words));
    expect(screen.getByRole('status')).toHaveTextContent(flat(`«${NBSP}R+1.dwg${NBSP}»${NBSP}: ${words}.`));
  });

  it('shows no list before the first import, and the space used when known', () => {
    setUp({ storage: { usage: 12_500_000, quota: 2_000_000_000, planBytes: 11_000_000, reclaimableBytes: 0 } });
    expect(screen.queryByRole('heading', { name: 'Imports' })).not.toBeInTheDocument();
    expect(
      screen.getByText(flat(`12,5${NBSP}Mo utilisés sur 2${NBSP}Go disponibles, dont 11${NBSP}Mo de plans`)),
    ).toBeVisible();
  });
});

describe('StorageUsage', () => {
  it('says when the browser gives no figure, and what deleted plans still hold', () => {
    render(<StorageUsage usage={null} quota={null} planBytes={0} reclaimableBytes={3_400_000} />);
    expect(screen.getByText('Espace utilisé inconnu')).toBeInTheDocument();
    expect(screen.getByText(flat(`3,4${NBSP}Mo de plans supprimés, gardés pour pouvoir annuler`))).toBeInTheDocument();
  });
});

describe('DuplicateDialog', () => {
  it('asks about the first file, focus on « Ignorer », and answers « Ajouter comme nouvel indice »', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<DuplicateDialog questions={[question('1', 'plan-bis.pdf')]} onAnswer={onAnswer} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Ce plan est déjà dans le projet' });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringMatching(
        new RegExp(
          `^«${NBSP}plan-bis\\.pdf${NBSP}» est identique à «${NBSP}va-finish-plan\\.pdf${NBSP}», déjà dans ce projet \\(importé le 3 mars 2026 à \\d\\d:15\\)\\.$`,
        ),
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Ignorer' })).toHaveFocus();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter comme nouvel indice' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('1', 'revision', false);
  });

  it('offers the same answer for the other files waiting; Escape skips', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const { rerender } = render(
      <DuplicateDialog
        questions={[question('1', 'va-finish-plan.pdf'), question('2', 'b.pdf'), question('3', 'c.pdf')]}
        onAnswer={onAnswer}
      />,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(
      expect.stringMatching(new RegExp(`^«${NBSP}va-finish-plan\\.pdf${NBSP}» est déjà dans ce projet`)),
    );
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Faire de même pour les 2 autres fichiers déjà importés' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ignorer' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('1', 'skip', true);
    onAnswer.mockClear();
    rerender(<DuplicateDialog questions={[question('2', 'b.pdf')]} onAnswer={onAnswer} />);
    const next = await screen.findByRole('alertdialog');
    expect(within(next).getByRole('button', { name: 'Ignorer' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('2', 'skip', false);
  });
});

describe('filesOfDrop', () => {
  const fileItem = (name: string, type: string): FileDropItem => ({
    kind: 'file',
    name,
    type,
    getFile: () => Promise.resolve(new File(['x'], name, { type })),
    getText: () => Promise.resolve('x'),
  });

  it('keeps every file dropped on its own (a wrong one gets its message), only the PDFs of a folder', async () => {
    const folder: DirectoryDropItem = {
      kind: 'directory',
      name: 'Plans',
      async *getEntries() {
        yield fileItem('A-101.PDF', '');
        yield fileItem('notes.dwg', 'application/octet-stream');
        yield {
          kind: 'directory',
          name: 'Indice B',
          async *getEntries() {
            yield fileItem('A-101-B.pdf', 'application/pdf');
          },
        } satisfies DirectoryDropItem;
      },
    };
    const files = await filesOfDrop([fileItem('photo.jpg', 'image/jpeg'), folder]);
    expect(files.map((f) => f.name)).toEqual(['photo.jpg', 'A-101.PDF', 'A-101-B.pdf']);
  });
});

describe('ImportPanel with CAD plans (issue 28)', () => {
  it('offers DXF and DWG, and says where a DWG goes before anything is picked', () => {
    setUp({ acceptsCad: true });
    expect(document.querySelector('input[type="file"]')).toHaveAttribute('accept', 'application/pdf,.pdf,.dxf,.dwg');
    expect(screen.getByRole('button', { name: 'Importer des plans' })).toHaveAccessibleDescription(
      /^Les fichiers DWG sont convertis sur votre serveur Metr\u202f; rien n’est conservé\./,
    );
  });

  it('in a shared project, says that its plans go to the firm’s server for the team, not that they stay here', () => {
    setUp({ acceptsCad: true, isShared: true });
    const button = screen.getByRole('button', { name: 'Importer des plans' });
    expect(button).toHaveAccessibleDescription(
      /^Ce projet est partagé\u00a0: ses plans sont enregistrés sur le serveur Metr de votre cabinet\./,
    );
    expect(button).toHaveAccessibleDescription(/y sont envoyés pour les membres du projet/);
    expect(screen.queryByText(/ne quittent pas votre navigateur/)).not.toBeInTheDocument();
  });

  it('stays PDF only without it', () => {
    setUp();
    expect(document.querySelector('input[type="file"]')).toHaveAttribute('accept', 'application/pdf,.pdf');
    expect(screen.queryByText(/serveur Metr/)).not.toBeInTheDocument();
  });

  it('shows a CAD file’s own failure, naming the file, and announces it', () => {
    const item: ImportItem = { id: '1', name: 'plan.dwg', ...base, step: 'failed', reason: 'cad:notCad' };
    const { rerender } = setUp({ items: [] });
    rerender({ items: [item] });
    const message = `«${NBSP}plan.dwg${NBSP}» n’est pas un fichier DXF ou DWG.`;
    expect(within(screen.getByRole('listitem')).getByText(flat(message))).toBeInTheDocument();
    expect(screen.getByText(/Seuls les plans PDF, DXF et DWG/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(flat(message));
  });
});

describe('filesOfDrop with CAD plans', () => {
  it('takes the DXFs and DWGs of a folder too', async () => {
    const file = (name: string): FileDropItem => ({
      kind: 'file',
      name,
      type: '',
      getFile: () => Promise.resolve(new File(['x'], name)),
      getText: () => Promise.resolve('x'),
    });
    const folder: DirectoryDropItem = {
      kind: 'directory',
      name: 'Plans',
      async *getEntries() {
        yield file('A-101.pdf');
        yield file('RDC.DXF');
        yield file('R+1.dwg');
        yield file('notes.txt');
      },
    };
    expect((await filesOfDrop([folder], true)).map((f) => f.name)).toEqual(['A-101.pdf', 'RDC.DXF', 'R+1.dwg']);
    expect((await filesOfDrop([folder])).map((f) => f.name)).toEqual(['A-101.pdf']);
  });
});
