import { Heading, Text } from '../../components/Typography';
import { landingFr } from '../../i18n/landing.fr';
import * as styles from './Landing.css';
import { SectionHeader } from '../../patterns/SectionHeader';

/** 6. `#manifesto`: what we believe, on the inverse band. */
export function Manifesto() {
  return (
    <section id="manifesto" aria-labelledby="manifesto-title" className={[styles.section, styles.manifesto].join(' ')}>
      <div className={styles.container}>
        <SectionHeader id="manifesto-title" eyebrow={landingFr.manifesto.eyebrow} title={landingFr.manifesto.title} />
        <ol className={styles.cardGrid}>
          {landingFr.manifesto.beliefs.map((belief, index) => (
            <li key={belief.title} className={styles.belief}>
              <span className={styles.beliefNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <Heading level={3} size="xl">
                {belief.title}
              </Heading>
              <Text as="p" tone="muted">
                {belief.body}
              </Text>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
