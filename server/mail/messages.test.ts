import { describe, expect, it } from 'vitest';
import { composeConfirmation, composeInvitation, composeTeamNotification } from './messages.ts';

const fields = { nom: 'Du\u202erand', prenom: 'Zo\u200bé\u0085', tel: '06 01 02 03 04\u009b', mail: 'zoe@example.fr' };

describe('mail texts', () => {
  it('show any unsafe character a stored registration holds as a visible escape', () => {
    const team = composeTeamNotification({ from: 'a@metr.fr', to: 'equipe@metr.fr', fields, id: 'id-1' });
    expect(team.text).toContain('Nom\u00a0: Du\\u{202E}rand');
    expect(team.text).toContain('Prénom\u00a0: Zo\\u{200B}é\\u{85}');
    expect(team.text).toContain('Téléphone\u00a0: 06 01 02 03 04\\u{9B}');
    for (const { text } of [team, ...toRegistrant()]) {
      expect(text).not.toMatch(/[\u0080-\u009f\u200b\u202e]/);
    }
  });

  it('to the registrant: no submitted text at all, only our words, the link and the code', () => {
    for (const mail of toRegistrant()) {
      expect(mail.text.split('\n')[0]).toBe('Bonjour,');
      for (const value of [fields.nom, fields.prenom, fields.tel]) expect(mail.text).not.toContain(value);
      expect(mail.replyTo).toBeUndefined();
    }
  });
});

/** The confirmation and the invitation, composed for the registration above. */
function toRegistrant() {
  return [
    composeConfirmation({ from: 'a@metr.fr', to: fields.mail, link: 'https://metr.fr/api/emails/confirm?token=t' }),
    composeInvitation({
      from: 'a@metr.fr',
      to: fields.mail,
      code: 'METR-AAAA-BBBB-CCCC',
      appUrl: 'https://app.metr.fr',
    }),
  ];
}
