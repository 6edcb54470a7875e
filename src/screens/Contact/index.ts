export { Contact, HIDDEN_FIELDS, type ContactDetails, type ContactFormValues, type ContactProps } from './Contact';
export { sanitizeReplyTo } from './replyTo';
