import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  SharedProjectHeader,
  SharedProjectState,
  SharingNotice,
  type PresentPerson,
} from '../../../../src/screens/Workspace/Sharing';
import { WorkspaceHeader } from '../../../../src/screens/Workspace/Shell/WorkspaceHeader';
import { shownDialog } from '../../../overlays';
import { desktopAt } from '../../../viewports';

const PEOPLE: readonly PresentPerson[] = [
  { id: 'p1', name: 'Claire Martin', sheet: 'RDC', colour: 'blue', isYou: true },
  { id: 'p2', name: 'Jean Leroy', sheet: 'R+1', colour: 'green' },
];

const meta = {
  title: 'Screens/Workspace/Sharing/Shared project',
  parameters: { viewport: { width: 900, height: 700 } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A project shared with me that this browser does not have yet: its rows are on their way from the server. */
export const Arriving: Story = {
  name: 'Projet en cours de réception',
  render: () => <SharedProjectState kind="arriving" backHref="/dashboard" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Réception du projet partagé' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Réception du projet…' })).toBeVisible();
  },
};

/** Asking the server whether the project is shared with this person. */
export const Checking: Story = {
  name: 'Recherche du projet',
  render: () => <SharedProjectState kind="checking" backHref="/dashboard" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Recherche du projet parmi ceux partagés avec vous…',
    );
  },
};

/** Nobody signed in, not a member, the server out of reach: nothing is created in this browser. */
export const CannotOpen: Story = {
  name: 'Projet impossible à ouvrir ici',
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <SharedProjectState kind="signedOut" backHref="/dashboard" />
      <SharedProjectState kind="noAccess" backHref="/dashboard" />
      <SharedProjectState kind="offline" backHref="/dashboard" onRetry={() => {}} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Connectez-vous pour ouvrir ce projet' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Projet introuvable' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Le serveur Metr ne répond pas' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Retour aux projets' })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** The header's part of a shared project: the status, and who else is on it. */
export const Header: Story = {
  name: 'En-tête d’un projet partagé',
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <SharedProjectHeader state="synced" people={PEOPLE} />
      <SharedProjectHeader state="offline" pending={2} people={PEOPLE.slice(0, 1)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'Enregistré sur le serveur',
      'Hors ligne — 2\u00a0modifications seront envoyées',
    ]);
    // With a colleague: one button of initials that names everyone; alone on the project: none.
    await expect(canvas.getAllByRole('button', { name: /sur ce projet/ })).toHaveLength(1);
    await expect(
      canvas.getByRole('button', { name: /^2\spersonnes sur ce projet\s: Claire Martin \(vous\), Jean Leroy$/ }),
    ).toBeVisible();
  },
};

const TEAM: readonly PresentPerson[] = [
  { id: 'p1', name: 'Claire Martin', sheet: 'RDC — Plan de masse', colour: 'blue', isYou: true },
  { id: 'p2', name: 'Jean Leroy', sheet: 'R+1', colour: 'green' },
  { id: 'p3', name: 'Sophie Bernard', sheet: null, colour: 'orange', isIdle: true },
  { id: 'p4', name: 'Nadia Roux', sheet: 'R+2', colour: 'purple' },
  { id: 'p5', name: 'Paul Girard', sheet: 'Coupe AA', colour: 'teal' },
];

const LONG_NAME = 'Résidence Les Tilleuls — Bâtiment B';

/** The workspace's header on a shared project's sheet, with `count` people on it. */
function HeaderWithPeople({ count }: { count: number }) {
  return (
    <WorkspaceHeader
      homeHref="/dashboard"
      breadcrumbs={[
        { id: 'projects', label: 'Projets', href: '/dashboard' },
        { id: 'project', label: LONG_NAME, href: '/dashboard/projets/p' },
        { id: 'sheet', label: 'RDC — Plan de masse' },
      ]}
      firstName="Claire"
      onSettingsAction={() => {}}
      librariesHref="/dashboard/bibliotheques"
      status={<SharedProjectHeader state="synced" people={TEAM.slice(0, count)} />}
    />
  );
}

/** Whether a crumb's text shows whole (not cut to « Résiden… »). */
const isWhole = (element: HTMLElement) => element.scrollWidth <= element.clientWidth;

/**
 * At 1280 px with three people on the project: their initials take little room, the project's long name and the
 * sheet's show whole in the breadcrumb.
 */
export const HeaderDesktop: Story = {
  name: 'En-tête à 1280 px, trois personnes',
  render: () => <HeaderWithPeople count={3} />,
  parameters: desktopAt(120),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crumbs = within(canvas.getByRole('navigation'));
    // The crumbs are a react-aria collection: they appear after its first render.
    await expect(isWhole(await crumbs.findByText(LONG_NAME))).toBe(true);
    await expect(isWhole(crumbs.getByText('RDC — Plan de masse'))).toBe(true);
    await expect(canvas.getByRole('button', { name: /^3\spersonnes sur ce projet/ })).toBeVisible();
  },
};

/** At 1024 px with five: three initials and « +2 », most of the project's name. */
export const HeaderNarrow: Story = {
  name: 'En-tête à 1024 px, cinq personnes',
  render: () => <HeaderWithPeople count={5} />,
  parameters: { layout: 'fullscreen', viewport: { width: 1024, height: 120 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crumbs = within(canvas.getByRole('navigation'));
    // The name may end in an ellipsis here (the page's heading has it whole), but most of it shows.
    const name = await crumbs.findByText(LONG_NAME);
    await expect(name.clientWidth).toBeGreaterThan(name.scrollWidth * 0.6);
    const people = canvas.getByRole('button', { name: /^5\spersonnes sur ce projet/ });
    await expect(people).toHaveTextContent(/CMJLSB\+2$/);
    await expect(people).toHaveAccessibleName(
      /^5\spersonnes sur ce projet\s: Claire Martin \(vous\), Jean Leroy, Sophie Bernard, Nadia Roux, Paul Girard$/,
    );
  },
};

/** The full list, reached by keyboard: each name and the sheet they are on; Escape gives the focus back. */
export const PresencePopover: Story = {
  name: 'Qui est sur le projet (liste ouverte au clavier)',
  render: () => <HeaderWithPeople count={5} />,
  parameters: desktopAt(480),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const people = canvas.getByRole('button', { name: /^5\spersonnes sur ce projet/ });
    await step('Tab to the initials, Enter opens the list', async () => {
      people.focus();
      await userEvent.keyboard('{Enter}');
    });
    const dialog = await shownDialog('dialog', /^5\spersonnes sur ce projet$/);
    const list = within(dialog);
    await expect(list.getAllByRole('listitem')).toHaveLength(5);
    await expect(list.getByText('Claire Martin (vous)')).toBeVisible();
    // Testing Library compares a string with the text's no-break spaces made plain.
    await expect(list.getByText('sur « RDC — Plan de masse »')).toBeVisible();
    await expect(list.getByText('sur la liste des plans · inactif')).toBeVisible();
    await step('Escape closes it and gives the focus back', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(people).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await shownDialog('dialog', /^5\spersonnes sur ce projet$/);
    });
  },
};

/** A shared project here while nobody is signed in: read-only until they are, with the ways to keep the work. */
export const SignedOut: Story = {
  name: 'Avis : non connecté',
  render: () => <SharingNotice notice={{ kind: 'signedOut' }} onExport={() => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Vous n’êtes pas connecté à votre compte Metr')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exporter les quantités' })).toBeVisible();
  },
};
