/**
 * useExport with a fake worker client: the dialog opens on demand, « Exporter » runs the client with the choice, the
 * progress shows in French, the file is saved under the client's name and the page told; « Arrêter l’export » aborts
 * the call and goes back to the choice; a failure shows its French message and « Réessayer ».
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { sampleByLocalisation, sampleDocument } from '../../domain/export/sample';
import type { ExportDocument } from '../../domain/export/model';
import type { CallOptions } from '../../workers/export/client';
import { ExportError, type ExportedFile } from '../../workers/export/protocol';
import { useExport } from './useExport';

interface Call {
  method: 'workbook' | 'csv';
  document: ExportDocument;
  what: unknown;
  options: CallOptions;
  resolve(file: ExportedFile): void;
  reject(error: unknown): void;
}
const calls: Call[] = [];
/** A client method that records its call and settles when the test says so. */
const recorded = (method: Call['method']) => (document: ExportDocument, what: unknown, options: CallOptions) =>
  new Promise<ExportedFile>((resolve, reject) => calls.push({ method, document, what, options, resolve, reject }));
const fakeClient = { workbook: recorded('workbook'), csv: recorded('csv') };
vi.mock('../../workers/export/client', () => ({ exportClient: () => fakeClient }));

function Page({
  document,
  onSaved,
  unitErrors,
  onCorrect,
}: {
  document: ExportDocument;
  onSaved(message: string): void;
  unitErrors?: readonly { id: string; label: string }[];
  onCorrect?(): void;
}) {
  const exporter = useExport(document, {
    onSaved,
    ...(unitErrors ? { unitErrors } : {}),
    ...(onCorrect ? { onCorrect } : {}),
  });
  return (
    <>
      {exporter.canExport && (
        <button type="button" onClick={exporter.open}>
          Exporter…
        </button>
      )}
      {exporter.dialog}
    </>
  );
}

function setup(document: ExportDocument = sampleDocument()) {
  const onSaved = vi.fn();
  const { unmount } = render(
    <I18nProvider locale="fr-FR">
      <Page document={document} onSaved={onSaved} />
    </I18nProvider>,
  );
  const user = userEvent.setup();
  /** Presses « Exporter… »; resolves with the dialog once it is there. */
  const openDialog = async () => {
    await user.click(screen.getByRole('button', { name: 'Exporter…' }));
    return screen.findByRole('dialog', { name: 'Exporter les quantités' });
  };
  return { onSaved, unmount, user, openDialog };
}

// The dialog's module is loaded lazily; load it once up front so that a loaded machine's first import is not timed.
beforeAll(() => import('./ExportDialogHost'));

const created: Blob[] = [];
const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  // jsdom does not navigate; the download link's name is what a browser would save under.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  calls.length = 0;
  created.length = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

const nextCall = async () => {
  await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
  const call = calls.shift();
  if (!call) throw new Error('no call');
  return call;
};

describe('useExport', () => {
  it('writes the cadre for tender, one file per lot, each saved as it comes', async () => {
    const document = sampleDocument({ lots: 3 });
    const { user, openDialog, onSaved } = setup(document);
    await openDialog();
    await user.click(screen.getByRole('radio', { name: /^Cadre vierge pour la consultation/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Un fichier par lot (3 fichiers)' }));
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    for (const [i, lot] of document.lots.entries()) {
      const call = await nextCall();
      expect(call.document.lots).toEqual([lot]);
      expect(call.what).toMatchObject({ priced: true, tender: true, summary: true });
      expect((call.options as CallOptions & { lot?: string }).lot).toBe(lot.number);
      act(() => call.options.onProgress?.({ stage: 'rows', done: 50, total: 100 }));
      expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
        String(Math.round((i * 100 + 50) / 3)),
      );
      call.resolve({ blob: new Blob(['PK']), fileName: `Cadre DPGF – Lot ${lot.number}.xlsx` });
      await vi.waitFor(() => expect(saved).toHaveLength(i + 1));
    }
    expect(saved).toEqual(document.lots.map((l) => `Cadre DPGF – Lot ${l.number}.xlsx`));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('3 fichiers enregistrés.'));
  });

  it('offers the « Métré par local » sheet and CSV only when measurements are localised (issue 24)', async () => {
    const plain = setup();
    await plain.openDialog();
    expect(screen.queryByRole('checkbox', { name: 'Métré par local' })).toBeNull();
    plain.unmount();

    const document = sampleDocument();
    const { user, openDialog } = setup({ ...document, byLocalisation: sampleByLocalisation(document) });
    await openDialog();
    const sheet = screen.getByRole('checkbox', { name: 'Métré par local' });
    expect((sheet as HTMLInputElement).checked).toBe(true);
    await user.click(sheet);
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    const call = await nextCall();
    expect(call.what).toMatchObject({ byLocalisation: false });
    await act(async () => call.resolve({ blob: new Blob(['PK']), fileName: 'DPGF.xlsx' }));

    await openDialog();
    await user.click(screen.getByRole('radio', { name: /^Fichier CSV/ }));
    await user.click(screen.getByRole('radio', { name: 'Métré par local' }));
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    const csv = await nextCall();
    expect(csv.method).toBe('csv');
    expect(csv.what).toBe('byLocalisation');
    await act(async () => csv.resolve({ blob: new Blob(['a']), fileName: 'Métré par local.csv' }));
  });

  it('offers nothing for a document without a line nor a measurement', () => {
    setup({ ...sampleDocument(), lots: [], details: [] });
    expect(screen.queryByRole('button', { name: 'Exporter…' })).toBeNull();
  });

  it('exports the chosen document and sheets with progress, saves the file and says so', async () => {
    const { onSaved, user, openDialog } = setup();
    const dialog = await openDialog();
    await user.click(screen.getByRole('radio', { name: /^DQE/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Détail des métrés' }));
    await user.click(screen.getByRole('button', { name: 'Exporter' }));

    const call = await nextCall();
    expect(call.method).toBe('workbook');
    expect(call.document.kind).toBe('dqe');
    expect(call.what).toEqual({
      priced: true,
      quantities: true,
      details: false,
      summary: true,
      tender: false,
      pse: true,
      byLocalisation: true,
      columns: { cctpRef: false, localisation: false, sheets: false },
    });
    act(() => call.options.onProgress?.({ stage: 'rows', done: 1200, total: 4800 }));
    expect(dialog.textContent).toContain('Écriture des lignes\u00a0: 1\u202f200 sur 4\u202f800');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');

    const blob = new Blob(['PK']);
    await act(async () => call.resolve({ blob, fileName: 'DQE – Résidence Les Tilleuls – 2026-11-23.xlsx' }));
    expect(created).toEqual([blob]);
    expect(saved).toEqual(['DQE – Résidence Les Tilleuls – 2026-11-23.xlsx']);
    expect(onSaved).toHaveBeenCalledWith(
      'Fichier «\u00a0DQE – Résidence Les Tilleuls – 2026-11-23.xlsx\u00a0» enregistré.',
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('writes the chosen CSV table', async () => {
    const { user, openDialog } = setup();
    await openDialog();
    await user.click(screen.getByRole('radio', { name: /^Fichier CSV/ }));
    await user.click(screen.getByRole('radio', { name: 'Détail des métrés' }));
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    const call = await nextCall();
    expect([call.method, call.what, call.document.kind]).toEqual(['csv', 'details', 'dpgf']);
  });

  it('« Arrêter l’export » aborts the call and goes back to the choice, saving nothing', async () => {
    const { onSaved, user, openDialog } = setup();
    await openDialog();
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    const call = await nextCall();
    await user.click(screen.getByRole('button', { name: 'Arrêter l’export' }));
    expect(call.options.signal?.aborted).toBe(true);
    await act(async () => call.reject(call.options.signal?.reason));
    expect(await screen.findByRole('button', { name: 'Exporter' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(created).toEqual([]);
    expect(saved).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a failed export says why in French and offers « Réessayer »', async () => {
    const { user, openDialog } = setup();
    await openDialog();
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    const call = await nextCall();
    await act(async () => call.reject(new ExportError('workerFailed')));
    expect(screen.getByRole('dialog').textContent).toContain(
      'L’export n’a pas abouti' +
        'L’export s’est interrompu. Réessayez\u00a0: si cela se reproduit, rechargez la page.',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect((await nextCall()).method).toBe('workbook');
  });

  it('leaving the page during an export aborts it', async () => {
    const { unmount, user, openDialog } = setup();
    await openDialog();
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    const call = await nextCall();
    expect(call.options.signal?.aborted).toBe(false);
    unmount();
    expect(call.options.signal?.aborted).toBe(true);
  });
});

describe('useExport with unit errors (issue 24)', () => {
  const unitErrors = [{ id: 'm1', label: 'Ch. 144 – sol (RDC)\u00a0: 15,24\u00a0m² pour Plinthe, en ml' }];
  function ask() {
    const onCorrect = vi.fn();
    render(
      <I18nProvider locale="fr-FR">
        <Page document={sampleDocument()} onSaved={vi.fn()} unitErrors={unitErrors} onCorrect={onCorrect} />
      </I18nProvider>,
    );
    return { onCorrect, user: userEvent.setup() };
  }

  it('lists them and asks before exporting; « Corriger » goes back to them', async () => {
    const { onCorrect, user } = ask();
    await user.click(screen.getByRole('button', { name: 'Exporter…' }));
    const alert = await screen.findByRole('alertdialog', { name: /^1\smesure n’est pas comptée$/ });
    expect(alert).toHaveTextContent('Ch. 144 – sol (RDC) : 15,24 m² pour Plinthe, en ml');
    expect(screen.queryByRole('dialog', { name: 'Exporter les quantités' })).toBeNull();
    // Focus on the answer that loses nothing.
    expect(screen.getByRole('button', { name: 'Corriger' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Corriger' }));
    expect(onCorrect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('« Exporter sans ces mesures » goes on to the export dialog', async () => {
    const { user } = ask();
    await user.click(screen.getByRole('button', { name: 'Exporter…' }));
    await user.click(await screen.findByRole('button', { name: 'Exporter sans ces mesures' }));
    expect(await screen.findByRole('dialog', { name: 'Exporter les quantités' })).toBeInTheDocument();
  });
});
