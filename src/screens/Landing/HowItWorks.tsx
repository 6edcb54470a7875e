import { memo, useCallback } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { buttonRecipe } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { useSimpleTabs, type TabSelectionSource } from '../../components/SimpleTabs';
import { Heading, Text } from '../../components/Typography';
import { usePrefersReducedMotion } from '../../components/Video';
import { media } from '../../config/media';
import { landingTabsFr } from '../../i18n/landing-tabs.fr';
import * as styles from './Landing.css';
import { useCarousel } from './carousel';
import { SectionHeader } from '../../patterns/SectionHeader';

const stepImages = [media.steps.import, media.steps.library, media.steps.selection, media.steps.export];
const steps = landingTabsFr.howItWorks.steps;

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
  // A press is the visitor's choice (a full interval again); the arrow keys move with the keyboard's focus, which
  // holds the rotation anyway.
  const onSelect = useCallback(
    (next: number, source: TabSelectionSource) => (source === 'press' ? select(next) : setIndex(next)),
    [select, setIndex],
  );
  const { tabsProps, tabListProps, tabProps, panelProps } = useSimpleTabs({
    count: steps.length,
    selectedIndex: index,
    onSelect,
  });

  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className={styles.section}>
      <div className={styles.container}>
        {header}
        {/* Focus and pointer events only observe (they hold the rotation); nothing here is an interactive target. */}
        <div className={styles.carousel} data-rotating={isRotating || undefined} {...containerProps}>
          <div {...tabsProps()}>
            <div className={styles.carouselTop}>
              <RotationControl isRotating={isRotating} onPress={togglePlay} />
              <div {...tabListProps(styles.stepList)} aria-label={landingTabsFr.howItWorks.stepsLabel}>
                {steps.map((step, i) => (
                  <button key={step.title} {...tabProps(i, styles.stepTab)}>
                    <span className={styles.stepNumber} aria-hidden="true">
                      {String(i + 1).padStart(2, '0')}
                    </span>
                    {step.title}
                  </button>
                ))}
              </div>
            </div>
            <div aria-live={isRotating ? 'off' : 'polite'}>
              <div key={index} {...panelProps(index, styles.stepPanel)}>
                <StepContent index={index} />
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

const header = (
  <SectionHeader
    id="how-it-works-title"
    eyebrow={landingTabsFr.howItWorks.eyebrow}
    title={landingTabsFr.howItWorks.title}
  />
);

/** The play / pause control: rendered again only when the rotation starts or stops, not at every step. */
const RotationControl = memo(function RotationControl({
  isRotating,
  onPress,
}: {
  isRotating: boolean;
  onPress: () => void;
}) {
  return (
    <AriaButton
      className={[buttonRecipe({ variant: 'secondary', size: 'md', iconOnly: true }), styles.rotationControl].join(' ')}
      aria-label={isRotating ? landingTabsFr.howItWorks.pause : landingTabsFr.howItWorks.play}
      onPress={onPress}
    >
      <Icon name={isRotating ? 'pause' : 'play'} />
    </AriaButton>
  );
});

function StepContent({ index }: { index: number }) {
  const step = steps[index];
  const image = stepImages[index];
  if (!step) return null;
  return (
    <>
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
          {landingTabsFr.howItWorks.stepOf.replace('{n}', String(index + 1)).replace('{total}', String(steps.length))}
        </Text>
        <Heading level={3} size="xxl">
          {step.title}
        </Heading>
        <Text as="p" size="lg" tone="muted">
          {step.body}
        </Text>
      </div>
    </>
  );
}
