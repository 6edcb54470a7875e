import { describe, expect, it } from 'vitest';
import { initialsOf, whereText } from './PresenceList';
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
