import { EMAIL_PATTERN } from '../../domain/validation';

/**
 * The reply-to value the form service receives. It ends up in a mail header, so line breaks (header injection) and
 * any other control character are stripped, and a value that does not pass the email rule is dropped altogether.
 */
export function sanitizeReplyTo(email: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const clean = email.replace(/[\u0000-\u001f\u007f]+/g, '').trim();
  return EMAIL_PATTERN.test(clean) ? clean : '';
}
