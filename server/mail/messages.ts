/**
 * The three mails. Headers hold no user data except where the mail cannot do without it: Reply-To on the team
 * notification (so the team answers the registrant) and To on the mails sent to the registrant. From and Subject are
 * fixed strings. Every value has passed the shared schema (no CR/LF, a single plain address); names in the text go
 * through printable() all the same, as a registration stored before the schema's rules could still hold an unsafe
 * character.
 *
 * The mails to the registrant's address carry no submitted text at all, not even the first name in the greeting:
 * whoever fills the form chooses the address, so a « prénom » such as « Luc, rendez-vous sur … pour activer » would
 * reach a stranger as a sentence of ours. Only the team's notification shows the fields, each under its label.
 */
import { serverFr, type RegistrationMailFields } from '../i18n.fr.ts';
import { printable } from '../printable.ts';
import type { MailMessage } from './mailer.ts';

export function composeTeamNotification(input: {
  from: string;
  to: string;
  fields: RegistrationMailFields;
  id: string;
}): MailMessage {
  return {
    from: input.from,
    to: input.to,
    replyTo: input.fields.mail,
    subject: serverFr.mail.team.subject,
    text: serverFr.mail.team.text(
      {
        nom: printable(input.fields.nom),
        prenom: printable(input.fields.prenom),
        tel: printable(input.fields.tel),
        mail: input.fields.mail,
      },
      input.id,
    ),
  };
}

export function composeConfirmation(input: { from: string; to: string; link: string }): MailMessage {
  return {
    from: input.from,
    to: input.to,
    subject: serverFr.mail.confirmation.subject,
    text: serverFr.mail.confirmation.text(input.link),
  };
}

export function composeInvitation(input: { from: string; to: string; code: string; appUrl: string }): MailMessage {
  return {
    from: input.from,
    to: input.to,
    subject: serverFr.mail.invitation.subject,
    text: serverFr.mail.invitation.text(input.code, input.appUrl),
  };
}
