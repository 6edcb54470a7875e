import { Icon } from '../../components/Icon';
import { SimpleTabs } from '../../components/SimpleTabs';
import { Text } from '../../components/Typography';
import { landingTabsFr } from '../../i18n/landing-tabs.fr';
import * as styles from './Landing.css';
import { SectionHeader } from '../../patterns/SectionHeader';

export interface AudienceProps {
  /** The profile shown first (tabs at index 0 to 2). @default 0 */
  defaultIndex?: 0 | 1 | 2;
}

/** 5. `#target-audience`: one tab per profile, each with five benefits and a testimonial. */
export function Audience({ defaultIndex = 0 }: AudienceProps) {
  const items = landingTabsFr.audience.tabs.map((tab, index) => ({
    id: `audience-${index}`,
    label: tab.label,
    content: (
      <div className={styles.audiencePanel}>
        <ul className={styles.benefitList}>
          {tab.benefits.map((benefit) => (
            <li key={benefit} className={styles.benefitItem}>
              <Icon name="check" size="sm" className={styles.checkIcon} />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
        <figure className={styles.testimonial}>
          <blockquote className={styles.quote}>
            <p>«&nbsp;{tab.quote}&nbsp;»</p>
          </blockquote>
          <figcaption>
            <Text as="span" weight="semibold">
              {tab.author}
            </Text>
            <Text as="span" size="sm" tone="muted">
              {`, ${tab.role}`}
            </Text>
          </figcaption>
        </figure>
      </div>
    ),
  }));
  return (
    <section
      id="target-audience"
      aria-labelledby="target-audience-title"
      className={[styles.section, styles.sectionSubtle].join(' ')}
    >
      <div className={styles.container}>
        <SectionHeader
          id="target-audience-title"
          eyebrow={landingTabsFr.audience.eyebrow}
          title={landingTabsFr.audience.title}
        />
        <SimpleTabs items={items} aria-label={landingTabsFr.audience.tabsLabel} defaultIndex={defaultIndex} />
      </div>
    </section>
  );
}
