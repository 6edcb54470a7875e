import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Link } from '../../components/Link';
import { TextField } from '../../components/TextField';
import { Heading, Text } from '../../components/Typography';
import { createContactSchema, fieldErrors, type ContactValues, type FieldErrors } from '../../domain/validation';
import { accountFr } from '../../i18n/account.fr';
import { pagesFr } from '../../i18n/pages.fr';
import { Eyebrow } from '../../patterns/SectionHeader';
import * as styles from './Contact.css';
import { sanitizeReplyTo } from './replyTo';

const t = pagesFr.contact;

// Built here rather than imported from src/state/validation: screens may not import the state layer. Same
// factory, same French messages.
const contactSchema = createContactSchema(accountFr.validation.contact);

export interface ContactFormValues {
  nom: string;
  email: string;
  entreprise: string;
  message: string;
}

type ContactField = keyof ContactFormValues;

/** Document order: the first field in error gets the focus. */
const FIELD_ORDER: readonly ContactField[] = ['nom', 'email', 'entreprise', 'message'];

/** The names the form service reads for its own settings (Formspree, Getform, Basin… use the same). */
export const HIDDEN_FIELDS = { subject: '_subject', replyTo: '_replyto', carbonCopy: '_cc' } as const;

const EMPTY: ContactFormValues = { nom: '', email: '', entreprise: '', message: '' };

export interface ContactDetails {
  email: string;
  /** E.164, for the tel: link. */
  phone: string;
  /** The French display form. */
  phoneDisplay: string;
  /** Postal address, one line each. */
  address: readonly string[];
}

export interface ContactProps {
  /** The external form-collection service the form posts to, natively (a plain form POST, no script needed). */
  action: string;
  /** Fixed subject of the message sent to the team (configuration, never the visitor’s choice). */
  subject: string;
  /** Fixed carbon-copy recipient (configuration, never the visitor’s choice). */
  carbonCopy: string;
  /** The side cards: email, phone, postal address. */
  details: ContactDetails;
  /** Where the privacy notice links to. */
  privacyHref: string;
  /** What the fields hold at first (stories). @default all empty */
  defaultValues?: Partial<ContactFormValues>;
  /** Shows the form as being sent (stories; the form sets it itself on a valid submit). @default false */
  isPending?: boolean;
  /** Called with the checked values just before the browser posts the form. @default undefined */
  onValidSubmit?: (values: ContactValues) => void;
}

/** The contact page (/contact): a native form post plus email, phone and address cards. */
export function Contact({
  action,
  subject,
  carbonCopy,
  details,
  privacyHref,
  defaultValues,
  isPending = false,
  onValidSubmit,
}: ContactProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const replyToRef = useRef<HTMLInputElement>(null);
  const carbonCopyRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<ContactFormValues>({ ...EMPTY, ...defaultValues });
  const [errors, setErrors] = useState<FieldErrors<ContactFormValues>>({});
  const [isSending, setIsSending] = useState(false);
  // Controlled, like the other two: a hidden input's value is its value attribute, which React rewrites from
  // `defaultValue` on every render; the sanitised email must survive the pending render.
  const [replyTo, setReplyTo] = useState('');
  // Focus moves after the render that shows the messages, so the field is announced with its description.
  const [focusRequest, setFocusRequest] = useState<{ field: ContactField } | null>(null);
  const pending = isPending || isSending;

  useEffect(() => {
    if (!focusRequest) return;
    const element = formRef.current?.elements.namedItem(focusRequest.field);
    if (element instanceof HTMLElement) element.focus();
  }, [focusRequest]);

  // Coming back from the form service with the Back button restores this page from the back/forward cache, still
  // pending: the visitor must be able to send again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setIsSending(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const set = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    const result = contactSchema.safeParse(values);
    if (!result.success) {
      // Invalid: nothing leaves the page, every message shows, focus goes to the first field in error.
      event.preventDefault();
      const found = fieldErrors(result);
      setErrors(found);
      const first = FIELD_ORDER.find((field) => found[field] !== undefined);
      if (first) setFocusRequest({ field: first });
      return;
    }
    lockHiddenFields(event.currentTarget);
    setErrors({});
    setIsSending(true);
    onValidSubmit?.(result.data);
    // No preventDefault: the browser posts the form to the service (a native form POST).
  };

  /**
   * The recipients and the subject are written again from configuration at the last moment, and any other control
   * a visitor may have slipped into the form is left out of the post: the visitor chooses no recipient. The
   * service's own settings (allowed recipients) remain the real guard: anyone can post to its URL.
   */
  const lockHiddenFields = (form: HTMLFormElement) => {
    const own = [subjectRef.current, replyToRef.current, carbonCopyRef.current];
    if (subjectRef.current) subjectRef.current.value = subject;
    if (carbonCopyRef.current) carbonCopyRef.current.value = carbonCopy;
    // Written to the DOM now (the browser builds the post right after this handler), and to state for the renders.
    const sanitized = sanitizeReplyTo(values.email);
    if (replyToRef.current) replyToRef.current.value = sanitized;
    setReplyTo(sanitized);
    const hiddenNames: readonly string[] = Object.values(HIDDEN_FIELDS);
    const visibleNames: readonly string[] = FIELD_ORDER;
    for (const element of Array.from(form.elements)) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
      if (!element.name) continue;
      const isOwnHidden = own.includes(element as HTMLInputElement);
      const isVisible = visibleNames.includes(element.name) && element.type !== 'hidden';
      const isForeign = !isOwnHidden && (hiddenNames.includes(element.name) || !isVisible);
      if (isForeign) element.disabled = true;
    }
  };

  const field = (name: ContactField) => ({
    name,
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    value: values[name],
    onChange: (value: string) => set(name, value),
  });

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <Heading level={1}>{t.heading}</Heading>
        <Text size="lg" tone="muted">
          {t.lead}
        </Text>
      </div>

      <div className={styles.layout}>
        <Card as="section" aria-labelledby="contact-form-title">
          <Form
            ref={formRef}
            method="post"
            action={action}
            validationBehavior="aria"
            onSubmit={submit}
            className={styles.form}
          >
            <Heading level={2} size="xl" id="contact-form-title" className={styles.formTitle}>
              {t.form.title}
            </Heading>
            {/* Not a live region: focus moves to the first field in error, which reads its own message. */}
            {hasErrors && (
              <Alert tone="danger" live="off">
                {t.form.errorSummary}
              </Alert>
            )}
            <div className={styles.nameRow}>
              <TextField {...field('nom')} label={t.form.name} autoComplete="name" isRequired />
              <TextField {...field('email')} label={t.form.email} type="email" autoComplete="email" isRequired />
            </div>
            <TextField {...field('entreprise')} label={t.form.company} autoComplete="organization" />
            <TextField {...field('message')} label={t.form.message} multiline rows={6} isRequired />
            <input ref={subjectRef} type="hidden" name={HIDDEN_FIELDS.subject} value={subject} />
            <input ref={replyToRef} type="hidden" name={HIDDEN_FIELDS.replyTo} value={replyTo} />
            <input ref={carbonCopyRef} type="hidden" name={HIDDEN_FIELDS.carbonCopy} value={carbonCopy} />
            <div className={styles.actions}>
              <Button type="submit" size="lg" isPending={pending} pendingLabel={t.form.pending}>
                {t.form.submit}
              </Button>
              <Text size="sm" tone="muted">
                {t.form.privacy} <Link href={privacyHref}>{t.form.privacyLink}</Link>.
              </Text>
            </div>
          </Form>
        </Card>

        <section aria-labelledby="contact-details-title" className={styles.aside}>
          <Heading level={2} size="xl" id="contact-details-title">
            {t.cards.title}
          </Heading>
          <ul className={styles.cards}>
            <ContactCard label={t.cards.email}>
              <Link href={`mailto:${details.email}`} className={styles.cardValue}>
                {details.email}
              </Link>
            </ContactCard>
            <ContactCard label={t.cards.phone}>
              <Link href={`tel:${details.phone}`} className={styles.cardValue}>
                {details.phoneDisplay}
              </Link>
            </ContactCard>
            <ContactCard label={t.cards.address}>
              <address className={styles.address}>
                {details.address.map((line, index) => (
                  <span key={line}>
                    {index > 0 && <br />}
                    {line}
                  </span>
                ))}
              </address>
            </ContactCard>
          </ul>
        </section>
      </div>
    </div>
  );
}

/** One way to reach us: the kind, as a small heading, over the address itself. */
function ContactCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <Card padding="lg" className={styles.contactCard}>
        <Eyebrow as="h3" tone="muted">
          {label}
        </Eyebrow>
        {children}
      </Card>
    </li>
  );
}
