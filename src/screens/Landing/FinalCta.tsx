import { Button } from '../../components/Button';
import { Heading, Text } from '../../components/Typography';
import { landingFr } from '../../i18n/landing.fr';
import * as styles from './Landing.css';

export interface FinalCtaProps {
  /** 'Demander un accès bêta': the route opens the sign-up modal. */
  onRequestAccess: () => void;
}

/** 7. The last call to action. */
export function FinalCta({ onRequestAccess }: FinalCtaProps) {
  return (
    <section aria-labelledby="final-cta-title" className={styles.section}>
      <div className={styles.container}>
        <div className={styles.finalCta}>
          <Heading level={2} id="final-cta-title">
            {landingFr.finalCta.title}
          </Heading>
          <Text as="p" size="lg" tone="muted">
            {landingFr.finalCta.body}
          </Text>
          <Button size="lg" onPress={onRequestAccess}>
            {landingFr.finalCta.cta}
          </Button>
        </div>
      </div>
    </section>
  );
}
