import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ConflictNote,
  PresenceList,
  SharingNotice,
  SyncStatus,
  type PresentPerson,
  type SharingNoticeKind,
  type SyncState,
} from '../../../../src/screens/Workspace/Sharing';
import { shownDialog } from '../../../overlays';

const PEOPLE: readonly PresentPerson[] = [
  { id: 'p2', name: 'Jean Leroy', sheet: 'A-101 Rez-de-chaussée', colour: 'green' },
  { id: 'p1', name: 'Claire Martin', sheet: 'A-101 Rez-de-chaussée', colour: 'blue', isYou: true },
  { id: 'p3', name: 'Sophie Bernard', sheet: null, colour: 'purple', isIdle: true },
  { id: 'p5', name: 'Paul Girard', sheet: 'A-102 R+1', colour: 'orange' },
  { id: 'p6', name: 'Nadia Roux', sheet: 'A-103 R+2', colour: 'teal' },
];

const keepMine = fn();
const keepTheirs = fn();

const STATES: readonly SyncState[] = ['connecting', 'synced', 'sending', 'offline', 'readOnly'];

const NOTICES: readonly SharingNoticeKind[] = [
  { kind: 'readOnly' },
  { kind: 'revoked' },
  { kind: 'deleted', by: 'Claire Martin' },
  { kind: 'tooLarge' },
  { kind: 'refusedPrice', article: '02.03.01 Béton armé pour voiles', price: '185,00\u00a0€' },
  { kind: 'refusedUnreadable' },
  { kind: 'refusedAuthor' },
];

const meta = {
  title: 'Screens/Workspace/Sharing/States',
  parameters: { viewport: { width: 900, height: 900 } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The connection's five states, as the status beside the project's name says them. */
export const Connexion: Story = {
  name: 'État de la connexion',
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {STATES.map((state) => (
        <SyncStatus key={state} state={state} />
      ))}
      <SyncStatus state="offline" pending={3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses.map((s) => s.textContent)).toEqual([
      'Connexion au serveur…',
      'Enregistré sur le serveur',
      'Envoi des modifications…',
      'Hors ligne — vos modifications seront envoyées',
      'Lecture seule',
      'Hors ligne — 3\u00a0modifications seront envoyées',
    ]);
  },
};

/** Who is on the project: you first, four named with where they are, the others counted. */
export const Presence: Story = {
  name: 'Sur ce projet',
  render: () => <PresenceList people={PEOPLE} />,
  play: async ({ canvasElement }) => {
    // Three initials (you first) and « +2 »; the button's name says how many and who, it opens the full list.
    const button = within(canvasElement).getByRole('button', { name: /^5\spersonnes sur ce projet\s: Claire Martin/ });
    await expect(button).toHaveTextContent(/CMJLSB\+2$/);
    await userEvent.click(button);
    const dialog = within(await shownDialog('dialog', /^5\spersonnes sur ce projet$/));
    const items = dialog.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Claire Martin (vous)');
    await expect(items[2]).toHaveTextContent('sur la liste des plans · inactif');
    await expect(items[4]).toHaveTextContent('Nadia Roux');
  },
};

/** What the server may say about a shared project: each keeps the work, and a read-only project offers to keep it. */
export const Messages: Story = {
  name: 'Messages du serveur',
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {NOTICES.map((notice) => (
        <SharingNotice
          key={notice.kind}
          notice={notice}
          onExport={fn()}
          onBackup={fn()}
          onKeepUnshared={fn()}
          onRestoreTeam={fn()}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ce projet a été supprimé par Claire Martin')).toBeVisible();
    await expect(canvas.getByText(/attribuait une étape de l’historique à un autre membre/)).toBeVisible();
    // Revoked, deleted, too large, unreadable and a forged author keep the work; revoked and the three refusals go on
    // unshared, and only the refusals go back to the team's version.
    await expect(canvas.getAllByRole('button', { name: 'Exporter les quantités' })).toHaveLength(5);
    await expect(canvas.getAllByRole('button', { name: 'Continuer sans partage' })).toHaveLength(4);
    await expect(canvas.getAllByRole('button', { name: 'Revenir à la version de l’équipe' })).toHaveLength(3);
  },
};

/**
 * Another account signed in on this browser before left changes unsent here: they can go only under that account,
 * so the project stays read-only for this one until then, and can be exported or backed up meanwhile.
 */
export const AutreCompte: Story = {
  name: 'Modifications d’un autre compte en attente',
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <SharingNotice notice={{ kind: 'otherAccount', name: 'Camille Martin' }} onExport={fn()} onBackup={fn()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Des modifications de Camille Martin attendent d’être envoyées')).toBeVisible();
    await expect(canvas.getByText(/jusqu’à ce que Camille Martin se reconnecte sur ce navigateur/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exporter les quantités' })).toBeVisible();
    // Nothing to change here: the way on is its owner's sign-in, not a copy of the project.
    await expect(canvas.queryByRole('button', { name: 'Continuer sans partage' })).toBeNull();
  },
};

const keepUnshared = fn();
const restoreTeam = fn();

/**
 * The server refused a change of this browser (unreadable, or the project too large): the sync stopped here, and the
 * person goes back to the team's version (what was not sent kept in a copy of the project), goes on with the project
 * unshared (every row kept; the team keeps its version) or exports it.
 */
export const Refus: Story = {
  name: 'Modification refusée, revenir à la version de l’équipe',
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <SharingNotice
        notice={{ kind: 'refusedUnreadable' }}
        onExport={fn()}
        onBackup={fn()}
        onKeepUnshared={keepUnshared}
        onRestoreTeam={restoreTeam}
      />
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/la synchronisation de ce projet est arrêtée ici/)).toBeVisible();
    await step('au clavier', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Revenir à la version de l’équipe' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(restoreTeam).toHaveBeenCalledTimes(1);
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Continuer sans partage' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(keepUnshared).toHaveBeenCalledTimes(1);
    });
  },
};

/**
 * The server closed the connection for good: the access revoked, the project deleted by an économiste. Both keep the
 * copy here, read-only, and offer to export it; a revoked access may also go on with it unshared.
 */
export const Fermeture: Story = {
  name: 'Accès retiré, projet supprimé',
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <SharingNotice notice={{ kind: 'revoked' }} onExport={fn()} onBackup={fn()} onKeepUnshared={fn()} />
      <SharingNotice notice={{ kind: 'deleted' }} onExport={fn()} onBackup={fn()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Votre accès à ce projet a été retiré')).toBeVisible();
    await expect(canvas.getByText('Ce projet a été supprimé par un économiste')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Exporter les quantités' })).toHaveLength(2);
    // The access withdrawn, the copy here may go on as this person's own project.
    await expect(canvas.getAllByRole('button', { name: 'Continuer sans partage' })).toHaveLength(1);
  },
};

/** An économiste changed this person's role while they had the project open: the new role and what it may do. */
export const RoleChange: Story = {
  name: 'Rôle changé',
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['metreur', 'lecteur', 'economiste'] as const).map((role) => (
        <SharingNotice key={role} notice={{ kind: 'roleChanged', role }} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/rôle sur ce projet est maintenant «.métreur.»/)).toBeVisible();
    await expect(canvas.getByText(/seul un économiste peut modifier les prix de ce projet/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A colleague changed the same field: whose value was kept, yours, and the choice. */
export const Conflit: Story = {
  name: 'Modifié par un collègue',
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <ConflictNote
        by="Jean Leroy"
        field="Hauteur"
        when={'à 14\u00a0h\u00a032'}
        theirs={'2,70\u00a0m'}
        mine={'2,50\u00a0m'}
        onKeepMine={keepMine}
        onKeepTheirs={keepTheirs}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    keepMine.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reprendre ma valeur' }));
    await expect(keepMine).toHaveBeenCalledTimes(1);
    await expect(keepTheirs).not.toHaveBeenCalled();
  },
};

const retryPlans = fn();

/**
 * Plans imported into the shared project in this browser since it was shared, on their way to the server; then one
 * the server refused (the firm's storage full), named, with « Réessayer l'envoi » by the keyboard.
 */
export const EnvoiDesPlans: Story = {
  name: 'Envoi des plans à l’équipe',
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <SharingNotice notice={{ kind: 'plansSending', plans: 2, sent: '3,2\u00a0Mo', total: '14,8\u00a0Mo' }} />
      <SharingNotice notice={{ kind: 'plansSending', plans: 1, sent: '0,0\u00a0Mo', total: '2,1\u00a0Mo' }} />
      <SharingNotice
        notice={{
          kind: 'plansRefused',
          message:
            '«\u00a0R+2 indice B.pdf\u00a0»\u00a0: l’espace de stockage de votre cabinet sur le serveur est plein.',
        }}
        onRetryPlans={retryPlans}
      />
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/2 plans importés dans ce navigateur partent vers le serveur Metr/)).toBeVisible();
    await expect(canvas.getByText(/3,2\sMo sur 14,8\sMo/)).toBeVisible();
    await expect(canvas.getByText(/Un plan importé dans ce navigateur part vers le serveur Metr/)).toBeVisible();
    // The progress is no live region (its figures change with every part); the refusal is.
    const refusal = canvas.getByRole('status');
    await expect(refusal).toHaveTextContent('Un plan n’a pas pu être envoyé à l’équipe');
    await expect(refusal).toHaveTextContent('R+2 indice B.pdf');
    await step('au clavier', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Réessayer l’envoi' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(retryPlans).toHaveBeenCalledTimes(1);
    });
  },
};
