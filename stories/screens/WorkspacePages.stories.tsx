import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { BreadcrumbItem } from '../../src/components/Breadcrumbs';
import { ProjectDetails } from '../../src/screens/Workspace/Projects/ProjectDetails';
import { PROJECT_PLANS_HEADING_ID, ProjectPage } from '../../src/screens/Workspace/Projects/ProjectPage';
import { ProjectSheets, SheetList, type SheetListItem } from '../../src/screens/Workspace/Sheets';
import { MeasureToolbar, SheetPanel } from '../../src/screens/Workspace/Measure';
import { ErrorState, LoadingState, NotFoundState } from '../../src/screens/Workspace/Projects/ProjectStates';
import { WorkspaceHeader } from '../../src/screens/Workspace/Shell/WorkspaceHeader';
import { PANEL_WIDTH, WorkspaceLayout } from '../../src/screens/Workspace/Shell/WorkspaceLayout';
import { Heading, Text } from '../../src/components/Typography';
import { desktopPage, phoneAt } from '../viewports';
import { tilleuls } from './project-story-data';

const project = { ...tilleuls, createdAt: '2026-10-02T08:00:00.000Z' };

const projects: BreadcrumbItem = { id: 'projects', label: 'Projets', href: '/dashboard' };
const projectCrumb: BreadcrumbItem = { id: 'p1', label: project.name, href: '/dashboard/projets/p1' };

// A drawn thumbnail (an SVG data URL): a sheet's thumbnail is an image the import made from the PDF.
const THUMBNAIL =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="170" viewBox="0 0 240 170"><rect width="240" height="170" fill="white"/><path d="M20 20h200v130H20zM20 80h120v70M140 20v60" fill="none" stroke="black" stroke-width="3"/></svg>',
  );

const sheet = (id: string, name: string, page: number): SheetListItem => ({
  id,
  name,
  fileName: 'tilleuls-plans.pdf',
  pageNumber: page,
  width: 1190.55,
  height: 841.89,
  revisionLabel: null,
  scaleLabel: 'Non étalonné',
  isCalibrated: false,
  measurementCount: 0,
});

// The one sheet list of the product (screens/Workspace/Sheets): full on the project page, compact beside a sheet.
const sheets: SheetListItem[] = [
  sheet('s1', 'RDC — plan de niveau', 1),
  sheet('s2', 'R+1 — plan de niveau', 2),
  sheet('s3', 'Coupe AA', 3),
];
/** Only the first sheet's thumbnail was made: the others show the placeholder. */
const thumbnailUrls: ReadonlyMap<string, string> = new Map([['s1', THUMBNAIL]]);
const sheetHref = (id: string) => `/dashboard/projets/p1/plans/${id}`;

function Frame({
  breadcrumbs,
  children,
  panel,
  sidebar,
  isCompact,
  isPage,
}: {
  breadcrumbs: readonly BreadcrumbItem[];
  children: ReactNode;
  panel?: ReactNode;
  sidebar?: ReactNode;
  isCompact?: boolean;
  isPage?: boolean;
}) {
  return (
    <WorkspaceLayout
      header={
        <WorkspaceHeader homeHref="/dashboard" breadcrumbs={breadcrumbs} firstName="Camille" onSettingsAction={fn()} />
      }
      panel={panel}
      sidebar={sidebar}
      {...(isCompact === undefined ? {} : { isCompact })}
      {...(isPage === undefined ? {} : { isPage })}
    >
      {children}
    </WorkspaceLayout>
  );
}

const meta = {
  title: 'Screens/Workspace/Pages',
  component: WorkspaceLayout,
  parameters: desktopPage,
} satisfies Meta<typeof WorkspaceLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Requires args of the layout only for its type: every story renders its own page. */
const none = { header: null, children: null };

function ProjectPageStory({
  state,
  isCompact,
  onExport,
}: {
  state: readonly SheetListItem[];
  isCompact?: boolean;
  onExport?: () => void;
}) {
  return (
    <Frame
      breadcrumbs={[projects, { id: 'p1', label: project.name }]}
      panel={<ProjectDetails project={project} onEdit={fn()} />}
      {...(isCompact === undefined ? {} : { isCompact })}
    >
      <ProjectPage
        project={project}
        onEdit={fn()}
        onDelete={fn()}
        {...(onExport ? { onExport } : {})}
        plans={
          <ProjectSheets
            aria-labelledby={PROJECT_PLANS_HEADING_ID}
            sheets={state}
            thumbnailUrls={thumbnailUrls}
            sheetHref={sheetHref}
            onRename={fn()}
            onDelete={fn()}
          />
        }
      />
    </Frame>
  );
}

export const Project: Story = {
  args: none,
  render: () => <ProjectPageStory state={sheets} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('fil d’Ariane, titre, zone des plans et détails', async () => {
      const trail = canvas.getByRole('navigation', { name: 'Fil d’Ariane' });
      await waitFor(() =>
        expect(within(trail).getByRole('link', { name: 'Projets' })).toHaveAttribute('href', '/dashboard'),
      );
      await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: project.name })).toBeVisible());
      await waitFor(() => expect(canvas.getByRole('region', { name: 'Plans' })).toBeVisible());
      await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));
      const details = canvas.getByRole('complementary', { name: 'Détails' });
      await waitFor(() => expect(within(details).getByText('15 janvier 2027')).toBeVisible());
    });
  },
};

const onExport = fn();

/** Once the project has quantities, « Exporter… » opens the export dialog (the route's useExport). */
export const ProjectWithExport: Story = {
  args: none,
  render: () => <ProjectPageStory state={sheets} onExport={onExport} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('« Exporter… » parmi les actions du projet, au clavier', async () => {
      const actions = await canvas.findByRole('group', { name: 'Actions du projet' });
      const button = within(actions).getByRole('button', { name: 'Exporter…' });
      button.focus();
      await userEvent.keyboard('{Enter}');
      await expect(onExport).toHaveBeenCalledOnce();
    });
  },
};

export const ProjectWithoutPlans: Story = {
  args: none,
  render: () => <ProjectPageStory state={[]} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Aucun plan pour l’instant.')).toBeVisible());
  },
};

export const ProjectMobile: Story = {
  args: none,
  parameters: phoneAt(800),
  render: () => <ProjectPageStory state={sheets} isCompact />,
  play: async ({ canvasElement, step }) => {
    await step('les détails s’ouvrent en tiroir', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Détails' }));
      const drawer = await screen.findByRole('dialog', { name: 'Détails' });
      await waitFor(() => expect(within(drawer).getByText('Habitat 49')).toBeVisible());
    });
  },
};

/** A page for what is not there: its title, and the link back to `href`. */
const expectNotFound =
  (title: string, back: string, href: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('link', { name: back })).toHaveAttribute('href', href));
  };

export const ProjectNotFound: Story = {
  args: none,
  render: () => (
    <Frame breadcrumbs={[projects, { id: 'missing', label: 'Projet introuvable' }]}>
      <NotFoundState kind="project" backHref="/dashboard" />
    </Frame>
  ),
  play: expectNotFound('Projet introuvable', 'Retour aux projets', '/dashboard'),
};

export const SheetNotFound: Story = {
  args: none,
  render: () => (
    <Frame breadcrumbs={[projects, projectCrumb, { id: 'missing', label: 'Plan introuvable' }]}>
      <NotFoundState kind="sheet" backHref="/dashboard/projets/p1" />
    </Frame>
  ),
  play: expectNotFound('Plan introuvable', 'Retour au projet', '/dashboard/projets/p1'),
};

export const Loading: Story = {
  args: none,
  render: () => (
    <Frame breadcrumbs={[projects]}>
      <LoadingState message="Chargement du projet…" />
    </Frame>
  ),
};

export const StorageError: Story = {
  args: none,
  render: () => (
    <Frame breadcrumbs={[]}>
      <ErrorState
        message="Le stockage local de votre navigateur est indisponible (navigation privée ou stockage désactivé)."
        onRetry={fn()}
      />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Réessayer' })).toBeVisible());
  },
};

/**
 * A document page of the workspace (quantities, libraries, history): the layout centres it at the content width with
 * the page's margins; the page's own screen brings none.
 */
export const DocumentPage: Story = {
  args: none,
  render: () => (
    <Frame breadcrumbs={[projects, projectCrumb, { id: 'q', label: 'Quantités' }]} isPage>
      <Heading level={1} size="xxl">
        Quantités
      </Heading>
      <Text as="p" tone="muted">
        Aucune mesure n’est reliée à un article. Reliez vos mesures pour voir les quantités.
      </Text>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main').getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 1, name: 'Quantités' }).getBoundingClientRect();
    // Never flush against the window's edge (the pages used to start at x = 0).
    await expect(title.left - main.left).toBeGreaterThanOrEqual(24);
    await expect(title.top - main.top).toBeGreaterThanOrEqual(24);
  },
};

/**
 * The sheet page's parts around a plan: the palette above it, the sheet strip, the details' tabs; the strip and the
 * panel start as given, then follow their buttons (as the route remembers them).
 */
function SheetPageStory(initial: { isSidebarCollapsed: boolean; isPanelCollapsed: boolean }) {
  const [isSidebarCollapsed, setSidebarCollapsed] = useState(initial.isSidebarCollapsed);
  const [isPanelCollapsed, setPanelCollapsed] = useState(initial.isPanelCollapsed);
  const [panelWidth, setPanelWidth] = useState(PANEL_WIDTH.default);
  return (
    <WorkspaceLayout
      header={
        <WorkspaceHeader
          homeHref="/dashboard"
          breadcrumbs={[projects, projectCrumb, { id: 's1', label: 'RDC — plan de niveau' }]}
          firstName="Camille"
          onSettingsAction={fn()}
        />
      }
      toolbar={
        <div style={{ padding: '4px 16px' }}>
          <MeasureToolbar
            tool="select"
            onToolChange={fn()}
            isCalibrated
            snapping={{ isOn: true, onChange: fn() }}
            orientation="horizontal"
            isCompact
          />
        </div>
      }
      sidebar={
        <SheetList
          variant="compact"
          aria-label="Plans"
          sheets={sheets}
          thumbnailUrls={thumbnailUrls}
          sheetHref={sheetHref}
          currentSheetId="s1"
        />
      }
      panel={
        <SheetPanel
          measurements={<Text as="p">12 mesures sur ce plan.</Text>}
          properties={<Text as="p">Aucune sélection.</Text>}
          regions={<Text as="p">Échelle du plan 1:100.</Text>}
          layers={<Text as="p">Aucun calque.</Text>}
        />
      }
      isCompact={false}
      isSidebarCollapsed={isSidebarCollapsed}
      onSidebarCollapsedChange={setSidebarCollapsed}
      isPanelCollapsed={isPanelCollapsed}
      onPanelCollapsedChange={setPanelCollapsed}
      panelWidth={panelWidth}
      onPanelWidthChange={setPanelWidth}
    >
      <div
        role="img"
        aria-label="Plan RDC"
        style={{ height: '100%', background: 'var(--metr-color-background-sunken)' }}
      />
    </WorkspaceLayout>
  );
}

/**
 * The sheet page with its strip and its details collapsed to rails (a 1280 × 720 laptop window): the plan takes the
 * width; each rail's button shows its region again, from the keyboard.
 */
export const SheetCollapsed: Story = {
  args: none,
  parameters: { layout: 'fullscreen', viewport: { width: 1280, height: 720 } },
  render: () => <SheetPageStory isSidebarCollapsed isPanelCollapsed />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('les deux régions repliées en rails, la palette sur une ligne', async () => {
      await expect(canvas.queryByRole('navigation', { name: 'Plans du projet' })).not.toBeInTheDocument();
      await expect(canvas.queryByRole('complementary', { name: 'Détails' })).not.toBeInTheDocument();
      const tops = canvas.getAllByRole('radio').map((tool) => Math.round(tool.getBoundingClientRect().top));
      await expect(new Set(tops).size).toBe(1);
    });
    await step('« Afficher « Détails » » au clavier rouvre le panneau', async () => {
      const show = canvas.getByRole('button', { name: 'Afficher «\u00a0Détails\u00a0»' });
      await expect(show).toHaveAttribute('aria-expanded', 'false');
      show.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.getByRole('complementary', { name: 'Détails' })).toBeVisible());
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Masquer «\u00a0Détails\u00a0»' })).toHaveFocus());
      // Back as it was for the picture.
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.queryByRole('complementary', { name: 'Détails' })).not.toBeInTheDocument());
      canvas.getByRole('button', { name: 'Afficher «\u00a0Détails\u00a0»' }).blur();
    });
  },
};

/** The details panel widened with its splitter (arrows from the keyboard), the strip shown. */
export const SheetPanelResized: Story = {
  args: none,
  parameters: { layout: 'fullscreen', viewport: { width: 1280, height: 720 } },
  render: () => <SheetPageStory isSidebarCollapsed={false} isPanelCollapsed={false} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('le séparateur se déplace aux flèches, entre ses bornes', async () => {
      const splitter = canvas.getByRole('separator', { name: 'Largeur de «\u00a0Détails\u00a0»' });
      await expect(splitter).toHaveAttribute('aria-valuenow', '320');
      splitter.focus();
      for (let i = 0; i < 5; i += 1) await userEvent.keyboard('{ArrowLeft}');
      await waitFor(() => expect(splitter).toHaveAttribute('aria-valuenow', '400'));
      const panel = canvas.getByRole('complementary', { name: 'Détails' });
      await waitFor(() => expect(Math.round(panel.getBoundingClientRect().width)).toBe(400));
      // No tab cut on the right: the tab list is no wider than the panel.
      const tabs = within(panel).getByRole('tablist');
      await expect(tabs.scrollWidth).toBeLessThanOrEqual(tabs.clientWidth);
    });
  },
};
