import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ProjectRole } from '../../../../src/domain/sharing/contract';
import { ShareDialog, type SharingMember } from '../../../../src/screens/Workspace/Sharing';
import { useHeld } from '../../../held';
import { shownDialog } from '../../../overlays';

const NBSP = '\u00a0';
const TITLE = `Partager «${NBSP}Résidence Les Tilleuls${NBSP}»`;

const MEMBERS: readonly SharingMember[] = [
  { id: 'p1', name: 'Claire Martin', email: 'claire.martin@cabinet-durand.fr', role: 'economiste', isYou: true },
  { id: 'p2', name: 'Jean Leroy', email: 'jean.leroy@cabinet-durand.fr', role: 'metreur' },
  { id: 'p3', name: 'Sophie Bernard', email: 'sophie.bernard@cabinet-durand.fr', role: 'lecteur' },
  {
    id: 'p4',
    name: 'Nadia Roux',
    email: 'nadia.roux@cabinet-durand.fr',
    role: 'metreur',
    isInvited: true,
  },
];

const meta = {
  title: 'Screens/Workspace/Sharing/ShareDialog',
  component: ShareDialog,
  args: {
    isOpen: true,
    projectName: 'Résidence Les Tilleuls',
    state: 'shared',
    firmName: 'Cabinet Durand Économie',
    members: MEMBERS,
    yourRole: 'economiste',
    onShare: fn(),
    onInvite: fn(),
    onRoleChange: fn(),
    onRemove: fn(),
    onClose: fn(),
  },
  render: function Render(args) {
    // The route holds the members: a role changed or a person removed shows at once, as the server answers.
    const [members, setMembers] = useHeld<readonly SharingMember[]>(args.members);
    return (
      <ShareDialog
        {...args}
        members={members}
        onRoleChange={(id, role: ProjectRole) => {
          args.onRoleChange(id, role);
          setMembers(members.map((m) => (m.id === id ? { ...m, role } : m)));
        }}
        onRemove={(id) => {
          args.onRemove(id);
          setMembers(members.filter((m) => m.id !== id));
        }}
      />
    );
  },
  parameters: { viewport: { width: 900, height: 900 } },
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before sharing: what changes, the one action, and what each role may do. */
export const PasEncorePartage: Story = {
  name: 'Projet pas encore partagé',
  args: { state: 'local', members: [] },
  play: async ({ args }) => {
    const dialog = await shownDialog('dialog', TITLE);
    await expect(dialog).toHaveAccessibleDescription(/enregistré dans ce navigateur seulement/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Partager avec mon cabinet' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
  },
};

/** The project and its plans on their way to the server, once. */
export const EnvoiEnCours: Story = {
  name: 'Envoi du projet',
  args: { state: 'sending', progress: 0.42, members: [] },
  play: async () => {
    const dialog = await shownDialog('dialog', TITLE);
    await expect(within(dialog).getByRole('progressbar', { name: 'Envoi du projet' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
  },
};

/**
 * Shared, seen by an économiste: who has access with their role, an invitation by e-mail. An empty, a wrong or an
 * already present address is refused at its field, with the focus on it; a good one is sent, trimmed and lower-cased.
 */
export const Partage: Story = {
  name: 'Projet partagé, vu par un économiste',
  play: async ({ args, step }) => {
    const dialog = await shownDialog('dialog', /Partager/);
    const email = within(dialog).getByRole('textbox', { name: /Adresse e-mail/ });
    const invite = within(dialog).getByRole('button', { name: 'Inviter' });
    await step('une adresse vide, fausse ou déjà là : refusée à son champ', async () => {
      await userEvent.click(invite);
      await expect(email).toHaveAccessibleDescription(/Saisissez l’adresse e-mail de la personne à inviter\./);
      await expect(email).toHaveFocus();
      await userEvent.type(email, 'jean.leroy@');
      await userEvent.click(invite);
      await expect(email).toHaveAccessibleDescription(/Saisissez une adresse e-mail valide/);
      await userEvent.clear(email);
      await userEvent.type(email, 'Jean.Leroy@Cabinet-Durand.fr');
      await userEvent.keyboard('{Enter}');
      await expect(email).toHaveAccessibleDescription(/jean\.leroy@cabinet-durand\.fr a déjà accès à ce projet\./);
      await expect(args.onInvite).not.toHaveBeenCalled();
    });
    await step('une bonne adresse : invitée comme métreur', async () => {
      await userEvent.clear(email);
      await userEvent.type(email, '  Paul.Girard@Cabinet-Durand.fr ');
      await userEvent.keyboard('{Enter}');
      await expect(args.onInvite).toHaveBeenCalledWith('paul.girard@cabinet-durand.fr', 'metreur');
      await expect(email).toHaveValue('');
    });
  },
};

/** The only économiste cannot give their role away before someone else has it: said at their role. */
export const DernierEconomiste: Story = {
  name: 'Le dernier économiste garde son rôle',
  play: async ({ args }) => {
    const dialog = await shownDialog('dialog', /Partager/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer l’accès de Sophie Bernard' }));
    await expect(args.onRemove).toHaveBeenCalledWith('p3');
    await expect(within(dialog).queryByText('Sophie Bernard')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /Rôle de Claire Martin/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Lecteur' }));
    await expect(args.onRoleChange).not.toHaveBeenCalled();
    await expect(within(dialog).getByText(/Le projet doit garder au moins un économiste/)).toBeVisible();
  },
};

/** Seen by a métreur: the list and the roles, no control, and why. */
export const VuParUnMetreur: Story = {
  name: 'Projet partagé, vu par un métreur',
  args: {
    yourRole: 'metreur',
    members: MEMBERS.map((m) => ({ ...m, isYou: m.id === 'p2' })),
  },
  play: async () => {
    const dialog = await shownDialog('dialog', /Partager/);
    await expect(within(dialog).queryByRole('button', { name: 'Inviter' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: /Rôle de/ })).toBeNull();
    await expect(
      within(dialog).getByText(
        /Vous êtes métreur sur ce projet.*seul un économiste du projet peut changer son partage\./,
      ),
    ).toBeVisible();
  },
};

/** The server did not answer: said at the top, nothing changed. */
export const ServeurInjoignable: Story = {
  name: 'Le serveur ne répond pas',
  args: { error: { code: 'offline' } },
  play: async () => {
    const dialog = await shownDialog('dialog', /Partager/);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/Le serveur Metr ne répond pas/);
  },
};
