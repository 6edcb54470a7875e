import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { Heading, Text } from '../../components/Typography';
import { fr } from '../../i18n/fr';
import { formatLongDate, interpolate } from '../../i18n/format';
import { Eyebrow } from '../../patterns/SectionHeader';
import type { LegalSection } from '../../i18n/legal.fr';
import * as styles from './LegalPage.css';

/** A legal document: the terms of use or the privacy policy (src/i18n/legal.fr.ts). */
export interface LegalDocument {
  heading: string;
  intro: string;
  sections: readonly LegalSection[];
}

export interface LegalPageProps {
  document: LegalDocument;
  /** The last-updated date shown under the heading (the routes pass today). */
  updatedAt: Date;
  /** Where the 'back home' link goes. */
  homeHref: string;
}

/** The machine-readable local date of <time> (YYYY-MM-DD), the same calendar day the French text shows. */
const isoDay = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0')).join('-');

/** The terms of use and the privacy policy (/terms, /privacy): 8 numbered sections and a table of contents. */
export function LegalPage({ document, updatedAt, homeHref }: LegalPageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Heading level={1}>{document.heading}</Heading>
        <Text size="sm" tone="muted" className={styles.updated}>
          <time dateTime={isoDay(updatedAt)}>
            {interpolate(fr.legal.lastUpdated, { date: formatLongDate(updatedAt) })}
          </time>
        </Text>
        <Text size="lg" tone="muted">
          {document.intro}
        </Text>
      </div>

      <nav aria-label={fr.legal.tocLabel} className={styles.toc}>
        {/* The visible title; the landmark is named by aria-label, and the outline keeps h1 then the 8 sections. */}
        <Eyebrow aria-hidden="true" tone="muted" className={styles.tocTitle}>
          {fr.legal.tocLabel}
        </Eyebrow>
        <ul className={styles.tocList}>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={styles.tocLink}>
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className={styles.body}>
        {document.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
            <Heading level={2} size="xl" id={`${section.id}-title`}>
              {section.title}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            {section.list && (
              <ul className={styles.list}>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <div className={styles.footer}>
          <Link href={homeHref} variant="standalone" className={styles.backLink}>
            <Icon name="arrowLeft" size="sm" />
            {fr.legal.backHome}
          </Link>
        </div>
      </div>
    </div>
  );
}
