import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { Heading, Text } from '../../components/Typography';
import { pagesFr } from '../../i18n/pages.fr';
import { Eyebrow } from '../../patterns/SectionHeader';
import * as styles from './About.css';

const t = pagesFr.about;

export interface AboutProps {
  /** Where the closing call goes (the contact page). */
  contactHref: string;
}

/** The company page (/about): story, mission, the three values and a call to get in touch. */
export function About({ contactHref }: AboutProps) {
  return (
    <div>
      <div className={[styles.container, styles.hero].join(' ')}>
        <div className={styles.heroText}>
          <Heading level={1}>{t.heading}</Heading>
          <Text size="lg" tone="muted">
            {t.lead}
          </Text>
        </div>
      </div>

      <div className={styles.container}>
        <section aria-labelledby="about-story" className={styles.storyGrid}>
          <div className={styles.prose}>
            <Heading level={2} id="about-story" size="xxl">
              {t.storyTitle}
            </Heading>
            {t.story.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </div>
          <ul aria-label={t.factsLabel} className={styles.facts}>
            {t.facts.map((item) => (
              <li key={item.label} className={styles.fact}>
                <span className={styles.factValue}>{item.value}</span>
                <span className={styles.factLabel}>{item.label}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="about-mission" className={[styles.band, styles.section].join(' ')}>
        <div className={styles.container}>
          <div className={styles.mission}>
            <Eyebrow as="h2" id="about-mission">
              {t.missionTitle}
            </Eyebrow>
            <p className={styles.missionText}>{t.mission}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="about-values" className={[styles.container, styles.section].join(' ')}>
        <div className={styles.valuesHeader}>
          <Heading level={2} id="about-values" size="xxl">
            {t.valuesTitle}
          </Heading>
        </div>
        <ul className={styles.values}>
          {t.values.map((value, index) => (
            <li key={value.title}>
              <Card as="article" aria-labelledby={`about-value-${index}`} className={styles.valueCard}>
                {/* Decorative numbering: the list already tells screen readers the position. */}
                <span aria-hidden="true" className={styles.valueIndex}>
                  {String(index + 1).padStart(2, '0')}
                </span>
                <Heading level={3} size="xl" id={`about-value-${index}`}>
                  {value.title}
                </Heading>
                <Text tone="muted">{value.body}</Text>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-cta" className={[styles.container, styles.ctaSection].join(' ')}>
        <Card tone="subtle" className={styles.cta}>
          <div className={styles.ctaText}>
            <Heading level={2} size="xl" id="about-cta">
              {t.ctaTitle}
            </Heading>
            <Text tone="muted">{t.ctaBody}</Text>
          </div>
          <ButtonLink href={contactHref} size="lg">
            {t.cta}
          </ButtonLink>
        </Card>
      </section>
    </div>
  );
}
