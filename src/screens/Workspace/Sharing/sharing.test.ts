import { describe, expect, it } from 'vitest';
import { everyoneRefusal } from './DeleteSharedProjectDialog';
import { inviteRefusal } from './InviteField';
import { initialsOf, orderedPeople, presenceSummary, whereText } from './PresenceList';
import { leavesNoEconomiste, shareErrorMessage } from './ShareDialog';
import { noticeText } from './SharingNotice';
import { syncStatusText } from './SyncStatus';
import type { SharingMember } from './types';

const member = (id: string, role: SharingMember['role'], isInvited = false): SharingMember => ({
  id,
  name: id,
  email: `${id}@cabinet.fr`,
  role,
  isInvited,
});

describe('leavesNoEconomiste', () => {
  const members = [member('a', 'economiste'), member('b', 'metreur'), member('c', 'economiste', true)];
  it('refuses to take the last signed-in économiste’s role or access', () => {
    expect(leavesNoEconomiste(members, 'a', 'lecteur')).toBe(true);
    expect(leavesNoEconomiste(members, 'a', null)).toBe(true);
  });
  it('lets it go once another économiste has signed in, and never refuses giving the role', () => {
    expect(leavesNoEconomiste([...members, member('d', 'economiste')], 'a', 'metreur')).toBe(false);
    expect(leavesNoEconomiste(members, 'b', 'economiste')).toBe(false);
  });
});

describe('the sharing screens’ words', () => {
  it('initials from a name or an e-mail', () => {
    expect(initialsOf('Claire Martin')).toBe('CM');
    expect(initialsOf('élodie')).toBe('É');
    expect(initialsOf('jean.leroy@cabinet.fr')).toBe('JL');
  });
  it('where a person is', () => {
    expect(whereText({ id: 'x', name: 'X', sheet: 'A-101', colour: 'blue' })).toBe('sur «\u00a0A-101\u00a0»');
    expect(whereText({ id: 'x', name: 'X', sheet: null, colour: 'blue', isIdle: true })).toBe(
      'sur la liste des plans · inactif',
    );
  });
  it('the connection counts what waits offline', () => {
    expect(syncStatusText('offline')).toBe('Hors ligne — vos modifications seront envoyées');
    expect(syncStatusText('offline', 1)).toBe('Hors ligne — 1\u00a0modification sera envoyée');
    expect(syncStatusText('synced', 4)).toBe('Enregistré sur le serveur');
  });
  it('the server’s refusals name what they refused', () => {
    expect(shareErrorMessage({ code: 'alreadyMember', email: 'a@b.fr' })).toBe('a@b.fr a déjà accès à ce projet.');
    expect(noticeText({ kind: 'refusedPrice', article: 'Voile', price: '12,00\u00a0€' }).body).toContain(
      'le prix de «\u00a0Voile\u00a0» est revenu à 12,00\u00a0€.',
    );
    expect(noticeText({ kind: 'deleted', by: 'Claire' }).title).toBe('Ce projet a été supprimé par Claire');
    expect(noticeText({ kind: 'deleted' }).title).toBe('Ce projet a été supprimé par un économiste');
  });
  it('a role changed names the new role and what it may do', () => {
    expect(noticeText({ kind: 'roleChanged', role: 'metreur' }).title).toBe(
      'Votre rôle sur ce projet est maintenant «\u00a0métreur\u00a0»',
    );
    expect(noticeText({ kind: 'roleChanged', role: 'metreur' }).body).toContain(
      'seul un économiste peut modifier les prix de ce projet',
    );
    expect(noticeText({ kind: 'roleChanged', role: 'lecteur' }).body).toContain('lecture seule');
    expect(noticeText({ kind: 'roleChanged', role: 'economiste' }).title).toContain('économiste');
  });
});

describe('the header’s presence', () => {
  const people = [
    { id: 'b', name: 'Jean Leroy', sheet: 'R+1', colour: 'green' as const },
    { id: 'a', name: 'Claire Martin', sheet: null, colour: 'blue' as const, isYou: true },
    { id: 'c', name: 'Sophie Bernard', sheet: null, colour: 'orange' as const },
  ];
  it('puts you first, then the others in the order they came', () => {
    expect(orderedPeople(people).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });
  it('names how many and who in the button’s accessible name', () => {
    expect(presenceSummary(people)).toBe(
      '3\u00a0personnes sur ce projet\u00a0: Claire Martin (vous), Jean Leroy, Sophie Bernard',
    );
  });
});

describe('deleting a shared project for the team', () => {
  it('is an économiste’s choice; the others read why', () => {
    expect(everyoneRefusal({ status: 'known', role: 'economiste' })).toBeNull();
    expect(everyoneRefusal({ status: 'known', role: 'metreur' })).toBe(
      'Vous êtes métreur sur ce projet\u00a0: seul un économiste du projet peut le supprimer pour toute l’équipe.',
    );
    expect(everyoneRefusal({ status: 'checking' })).toBe('Vérification de votre rôle sur ce projet…');
    expect(everyoneRefusal({ status: 'unknown', reason: 'vous n’en êtes plus membre.' })).toBe(
      'Votre rôle sur ce projet n’a pas pu être vérifié\u00a0: vous n’en êtes plus membre.',
    );
  });
});

describe('inviteRefusal (the share dialog’s and the firm panel’s field)', () => {
  const already = (email: string) => `${email} est déjà là.`;
  it('refuses an empty field, a non-address and one already there (compared normalised)', () => {
    expect(inviteRefusal('  ', [], already)).toBe('Saisissez l’adresse e-mail de la personne à inviter.');
    expect(inviteRefusal('jean@', [], already)).toBe(
      'Saisissez une adresse e-mail valide, par exemple nom@cabinet.fr.',
    );
    expect(inviteRefusal(' Jean.Leroy@Cabinet.fr ', ['jean.leroy@cabinet.fr'], already)).toBe(
      'jean.leroy@cabinet.fr est déjà là.',
    );
  });
  it('lets a new address through', () => {
    expect(inviteRefusal('paul@cabinet.fr', ['jean.leroy@cabinet.fr'], already)).toBeNull();
  });
});
