import { Button as AriaButton } from 'react-aria-components';
import { buttonRecipe } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs';
import { Heading, Text } from '../../components/Typography';
import { usePrefersReducedMotion } from '../../components/Video';
import { media } from '../../config/media';
import { landingTabsFr } from '../../i18n/landing-tabs.fr';
import * as styles from './Landing.css';
import { useCarousel } from './carousel';
import { SectionHeader } from '../../patterns/SectionHeader';

const stepImages = [media.steps.import, media.steps.library, media.steps.selection, media.steps.export];
const steps = landingTabsFr.howItWorks.steps;
const stepKey = (index: number) => `step-${index + 1}`;

export interface HowItWorksProps {
  /** The step shown first (0 to 3). @default 0 */
  defaultStep?: number;
}

/**
 * 4. `#how-it-works`: a tabbed carousel (WAI-ARIA APG): the rotation control first, then the four steps as tabs.
 * It moves on every 5500 ms, 1 → 2 → 3 → 4 → 1; a click on a step selects it and restarts the interval; keyboard
 * focus inside holds it; reduced motion turns it off (the control can still start it). While it rotates the panel
 * is not announced (aria-live off); when the user drives it, changes are announced politely.
 */
export function HowItWorks({ defaultStep = 0 }: HowItWorksProps) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const { index, select, setIndex, isRotating, togglePlay, containerProps } = useCarousel({
    count: steps.length,
    prefersReducedMotion,
    defaultIndex: defaultStep,
  });

  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className={styles.section}>
      <div className={styles.container}>
        <SectionHeader
          id="how-it-works-title"
          eyebrow={landingTabsFr.howItWorks.eyebrow}
          title={landingTabsFr.howItWorks.title}
        />
        {/* Focus and pointer events only observe (they hold the rotation); nothing here is an interactive target. */}
        <div className={styles.carousel} data-rotating={isRotating || undefined} {...containerProps}>
          <Tabs
            selectedKey={stepKey(index)}
            onSelectionChange={(key) => setIndex(Number(String(key).replace('step-', '')) - 1)}
          >
            <div className={styles.carouselTop}>
              <AriaButton
                className={[
                  buttonRecipe({ variant: 'secondary', size: 'md', iconOnly: true }),
                  styles.rotationControl,
                ].join(' ')}
                aria-label={isRotating ? landingTabsFr.howItWorks.pause : landingTabsFr.howItWorks.play}
                onPress={togglePlay}
              >
                <Icon name={isRotating ? 'pause' : 'play'} />
              </AriaButton>
              <TabList aria-label={landingTabsFr.howItWorks.stepsLabel} className={styles.stepList}>
                {steps.map((step, i) => (
                  <Tab key={step.title} id={stepKey(i)} className={styles.stepTab} onPress={() => select(i)}>
                    <span className={styles.stepNumber} aria-hidden="true">
                      {String(i + 1).padStart(2, '0')}
                    </span>
                    {step.title}
                  </Tab>
                ))}
              </TabList>
            </div>
            <div aria-live={isRotating ? 'off' : 'polite'}>
              {steps.map((step, i) => {
                const image = stepImages[i];
                return (
                  <TabPanel key={step.title} id={stepKey(i)} className={styles.stepPanel}>
                    {image && (
                      <img
                        className={styles.stepImage}
                        src={image.src}
                        alt={step.imageAlt}
                        width={image.width}
                        height={image.height}
                        loading="lazy"
                        decoding="async"
                      />
                    )}
                    <div className={styles.stepText}>
                      <Text as="p" size="sm" tone="muted" weight="semibold">
                        {landingTabsFr.howItWorks.stepOf
                          .replace('{n}', String(i + 1))
                          .replace('{total}', String(steps.length))}
                      </Text>
                      <Heading level={3} size="xxl">
                        {step.title}
                      </Heading>
                      <Text as="p" size="lg" tone="muted">
                        {step.body}
                      </Text>
                    </div>
                  </TabPanel>
                );
              })}
            </div>
          </Tabs>
        </div>
      </div>
    </section>
  );
}
