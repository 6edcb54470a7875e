import { Card } from '../../components/Card';
import { Text } from '../../components/Typography';
import { landingFr } from '../../i18n/landing.fr';
import * as styles from './Landing.css';
import { SectionHeader } from '../../patterns/SectionHeader';

/** 3. Four benefit cards: a figure and what it means. */
export function Benefits() {
  return (
    <section aria-labelledby="benefits-title" className={[styles.section, styles.sectionSubtle].join(' ')}>
      <div className={styles.container}>
        <SectionHeader id="benefits-title" title={landingFr.benefits.title} />
        <ul className={styles.benefitGrid}>
          {landingFr.benefits.items.map((item) => (
            <li key={item.value}>
              <Card className={styles.benefitCard}>
                <Text as="p">
                  <strong className={styles.benefitValue}>{item.value}</strong>
                  {item.label}
                </Text>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
