/**
 * The three mails. Headers hold no user data except where the mail cannot do without it: Reply-To on the team
 * notification (so the team answers the registrant) and To on the mails sent to the registrant. From and Subject are
 * fixed strings. Every value has passed the shared schema (no CR/LF, a single plain address).
 */
import { serverFr, type RegistrationMailFields } from '../i18n.fr.ts';
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
    text: serverFr.mail.team.text(input.fields, input.id),
  };
}

export function composeConfirmation(input: { from: string; to: string; prenom: string; link: string }): MailMessage {
  return {
    from: input.from,
    to: input.to,
    subject: serverFr.mail.confirmation.subject,
    text: serverFr.mail.confirmation.text(input.prenom, input.link),
  };
}

export function composeInvitation(input: {
  from: string;
  to: string;
  prenom: string;
  code: string;
  appUrl: string;
}): MailMessage {
  return {
    from: input.from,
    to: input.to,
    subject: serverFr.mail.invitation.subject,
    text: serverFr.mail.invitation.text(input.prenom, input.code, input.appUrl),
  };
}
