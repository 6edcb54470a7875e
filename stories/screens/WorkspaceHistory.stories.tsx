import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { interpolate } from '../../src/i18n/format';
import { historyFr } from '../../src/i18n/history.fr';
import { AUTHORS, sampleComparison, sampleHistory } from '../../src/domain/takeoff/testing/historySample';
import {
  ComparisonProgress,
  HistoryPage,
  HistoryPanel,
  VersionComparison,
  VersionsPanel,
  type VersionItem,
} from '../../src/screens/Workspace/History';
import { desktopAt } from '../viewports';
import { shownDialog } from '../overlays';

const authorName = (by: string) => AUTHORS[by] ?? 'Utilisateur inconnu';

const versions: VersionItem[] = [
  {
    id: 'v2',
    name: 'DCE indice B',
    createdAt: '2026-03-03T10:00:00.000Z',
    byName: 'Alex Martin',
    measurementCount: 12,
    sheetCount: 2,
  },
  {
    id: 'v1',
    name: 'Avant APS',
    createdAt: '2026-03-01T10:00:00.000Z',
    byName: 'Camille Durand',
    measurementCount: 4,
    sheetCount: 2,
  },
];

/** The history with its filter working, as the route holds it. */
function LiveHistory({ initial }: { initial?: string | null }) {
  const [measurementId, setMeasurementId] = useState<string | null>(initial ?? null);
  const { days, measurements } = sampleHistory(measurementId ?? undefined);
  return (
    <HistoryPanel
      days={days}
      measurements={measurements}
      measurementId={measurementId}
      onMeasurementChange={setMeasurementId}
      authorName={authorName}
      timeZone="Europe/Paris"
    />
  );
}

const versionsArgs = {
  versions,
  canEdit: true,
  onCreate: fn(),
  onCompare: fn(),
  onRestoreRequest: fn(),
  restorePreview: null,
  onRestoreConfirm: fn(),
  onRestoreCancel: fn(),
};

const meta = {
  title: 'Screens/Workspace/History',
  component: HistoryPanel,
  args: {
    days: sampleHistory().days,
    measurements: sampleHistory().measurements,
    measurementId: null,
    onMeasurementChange: fn(),
    authorName,
    timeZone: 'Europe/Paris',
  },
  parameters: desktopAt(900, 'padded'),
} satisfies Meta<typeof HistoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Historique: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('les jours, du plus récent au plus ancien, avec qui, quand et avant → après', async () => {
      const days = canvas.getAllByRole('grid');
      await expect(days).toHaveLength(2);
      await expect(days[0]).toHaveAccessibleName('3 mars 2026');
      await expect(days[0]).toHaveTextContent(/Longueur «\sMur 3\s»\s: 4,60\sml → 5,10\sml/);
      await expect(days[1]).toHaveTextContent(/Échelle du plan RDC\s: non étalonné → 1:100/);
    });
    await step('au clavier : Tab entre dans la liste, les flèches passent d’une modification à l’autre', async () => {
      const rows = within(canvas.getAllByRole('grid')[0] as HTMLElement).getAllByRole('row');
      (rows[0] as HTMLElement).focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(rows[1]).toHaveFocus();
    });
  },
};

/** Two tabs of the project open: the newest change was made in the other one, the one before in this one. */
export const DeuxOngletsOuverts: Story = {
  args: {
    tabOf: (entry) => {
      const [newest, second] = sampleHistory().days[0]?.entries ?? [];
      return entry.id === newest?.id ? 'other' : entry.id === second?.id ? 'this' : null;
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('chaque modification dit l’onglet qui l’a faite', async () => {
      const rows = within(canvas.getAllByRole('grid')[0] as HTMLElement).getAllByRole('row');
      await expect(rows[0]).toHaveTextContent(historyFr.history.otherTab);
      await expect(rows[1]).toHaveTextContent(historyFr.history.thisTab);
    });
  },
};

export const FiltreParMesure: Story = {
  render: () => <LiveHistory />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('choisir la mesure « Mur 3 » dans le filtre', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Afficher/ }));
      await userEvent.click(await screen.findByRole('option', { name: /Mur 3/ }));
      await waitFor(() => expect(canvas.queryByText(/Plan renommé/)).toBeNull());
      await expect(canvas.getAllByRole('row')).toHaveLength(2);
      // The list of choices closes after its exit animation: the picture shows the page once it has.
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    });
  },
};

export const HistoriqueVide: Story = {
  args: { days: [], measurements: [] },
  play: async ({ canvasElement, step }) => {
    await step('le message d’un projet sans modification', async () => {
      await expect(within(canvasElement).getByText(/Aucune modification pour l’instant/)).toBeVisible();
    });
  },
};

export const Versions: Story = {
  render: () => <VersionsPanel {...versionsArgs} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('les versions, la plus récente d’abord', async () => {
      const items = within(canvas.getByRole('list', { name: 'Versions du projet' })).getAllByRole('listitem');
      await expect(items[0]).toHaveTextContent('DCE indice B');
    });
  },
};

export const VersionsVides: Story = {
  render: () => <VersionsPanel {...versionsArgs} versions={[]} />,
};

export const NomDeVersionInvalide: Story = {
  render: () => <VersionsPanel {...versionsArgs} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('un nom déjà pris est refusé en français, le focus revient dans le champ', async () => {
      const field = canvas.getByRole('textbox', { name: 'Nom de la version' });
      await userEvent.type(field, 'avant aps');
      await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer la version' }));
      await expect(await canvas.findByText('Une version porte déjà ce nom dans ce projet.')).toBeVisible();
      await waitFor(() => expect(field).toHaveFocus());
    });
  },
};

/** Renaming and deleting offered: « Renommer » opens the name, a taken one is refused in French. */
export const RenommerUneVersion: Story = {
  render: () => <VersionsPanel {...versionsArgs} onRename={fn()} onDelete={fn()} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('au clavier, « Renommer » ouvre la version avec son nom', async () => {
      canvas.getByRole('button', { name: /^Renommer la version «\sAvant APS\s»$/ }).focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await shownDialog('dialog', 'Renommer la version');
      const field = within(dialog).getByRole('textbox', { name: 'Nom de la version' });
      await expect(field).toHaveValue('Avant APS');
      await userEvent.clear(field);
      await userEvent.type(field, 'dce indice b{Enter}');
      await expect(await within(dialog).findByText('Une version porte déjà ce nom dans ce projet.')).toBeVisible();
      await waitFor(() => expect(field).toHaveFocus());
    });
  },
};

export const SuppressionDUneVersion: Story = {
  render: () => <VersionsPanel {...versionsArgs} onRename={fn()} onDelete={fn()} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('« Supprimer » demande confirmation et dit que rien ne l’annulera', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Supprimer la version «\sDCE indice B\s»$/ }));
      const dialog = await shownDialog('alertdialog', /Supprimer la version/);
      await expect(dialog).toHaveTextContent(/Cette suppression ne peut pas être annulée\./);
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus());
    });
  },
};

/** A comparison under way in its worker: the step reached and « Annuler ». */
export const ComparaisonEnCours: Story = {
  render: () => <ComparisonProgress kind="compare" done={2} total={3} onCancel={fn()} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('la barre dit où en est le calcul, « Annuler » l’arrête', async () => {
      await expect(canvas.getByRole('progressbar', { name: 'Comparaison des versions en cours…' })).toHaveAttribute(
        'aria-valuenow',
        '2',
      );
      await expect(canvas.getByRole('button', { name: 'Annuler le calcul' })).toBeEnabled();
    });
  },
};

export const ConfirmationDeRestauration: Story = {
  render: () => (
    <VersionsPanel
      {...versionsArgs}
      restorePreview={{
        versionId: 'v1',
        name: 'Avant APS',
        createdAt: '2026-03-01T10:00:00.000Z',
        restored: 1,
        removed: 2,
        changed: 1,
        amountNowCents: 1_312_148,
        amountVersionCents: 435_380,
      }}
    />
  ),
  play: async ({ step }) => {
    await step('la boîte d’alerte dit ce qui va changer, le focus sur « Annuler »', async () => {
      const dialog = await screen.findByRole('alertdialog', { name: /Restaurer la version/ });
      await expect(dialog).toHaveTextContent('2 mesures ajoutées depuis seront retirées');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus());
    });
  },
};

export const RestaurationRefusee: Story = {
  render: () => (
    <VersionsPanel {...versionsArgs} error={interpolate(historyFr.restore.missingFile, { name: 'VA-plans-RDC.pdf' })} />
  ),
  play: async ({ canvasElement, step }) => {
    await step('le refus est annoncé', async () => {
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('VA-plans-RDC.pdf');
    });
  },
};

export const Comparaison: Story = {
  render: () => (
    <VersionComparison
      comparison={sampleComparison().comparison}
      fromLabel="Avant APS"
      toLabel="État actuel"
      onClose={fn()}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('les écarts signés par article, et les mesures modifiées', async () => {
      const table = canvas.getByRole('table', { name: 'Quantités et montants par lot et article' });
      await expect(
        within(table)
          .getByRole('rowheader', { name: /Voile en béton armé/ })
          .closest('tr'),
      ).toHaveTextContent(/\+2,48\sm²/);
      await expect(canvas.getByRole('table', { name: 'Mesures modifiées' })).toHaveTextContent('Supprimée');
    });
    await step('les variables modifiées, et les écarts HT dits en mots', async () => {
      const variables = canvas.getByRole('table', { name: 'Variables modifiées' });
      await expect(within(variables).getByRole('rowheader', { name: 'HSP' }).closest('tr')).toHaveTextContent(
        /2,50\sm.*2,70\sm/,
      );
      await expect(canvas.getAllByText('baisse').length).toBeGreaterThan(0);
    });
  },
};

/** Issue 27: the comparison exported as the later side's DPGF with its « Écarts de versions » sheet. */
const onExport = fn();
export const ComparaisonExportable: Story = {
  render: () => (
    <VersionComparison
      comparison={sampleComparison().comparison}
      fromLabel="Avant APS"
      toLabel="État actuel"
      onClose={fn()}
      onExport={onExport}
    />
  ),
  play: async ({ canvasElement, step }) => {
    onExport.mockClear();
    const canvas = within(canvasElement);
    const exporter = canvas.getByRole('button', { name: 'Exporter avec les écarts…' });
    await step('le bouton dit ce que contient le classeur', async () => {
      await expect(exporter).toHaveAccessibleDescription(/Écarts de versions/);
    });
    await step('au clavier\u00a0: Entrée l’ouvre, Tab passe à « Fermer »', async () => {
      exporter.focus();
      await expect(exporter).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(onExport).toHaveBeenCalledTimes(1);
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Fermer la comparaison' })).toHaveFocus();
    });
  },
};

export const ComparaisonIdentique: Story = {
  render: () => (
    <VersionComparison
      comparison={{ lots: [], measurements: [], totalHtBeforeCents: 0, totalHtAfterCents: 0, isSame: true }}
      fromLabel="DCE indice B"
      toLabel="État actuel"
    />
  ),
};

export const Page: Story = {
  render: () => (
    <HistoryPage
      projectName="Groupe scolaire"
      versions={<VersionsPanel {...versionsArgs} />}
      history={<LiveHistory />}
    />
  ),
};
