import { useRef } from 'react';
import { ButtonLink } from '../../components/ButtonLink';
import { Heading, Text } from '../../components/Typography';
import { usePrefersReducedMotion, Video } from '../../components/Video';
import { media } from '../../config/media';
import { landingFr } from '../../i18n/landing.fr';
import * as styles from './Landing.css';
import { featureDelay, useRevealOnEnter } from './motion';
import { SectionHeader } from '../../patterns/SectionHeader';

const featureMedia = [media.features.import, media.features.library, media.features.counting, media.features.compare];

export interface FeaturesProps {
  registerHref: string;
  /** The clips may start (each when on screen, without reduced motion). @default true */
  canAutoPlay?: boolean;
  /**
   * Whether the clips show their posters. The landing holds them back until its largest paint (the hero's poster):
   * four posters of ~55 KB each would otherwise share the bandwidth with it. Their boxes keep their size meanwhile.
   * @default true
   */
  showPosters?: boolean;
}

/** 2. `#features`: four feature blocks with their clips; they enter one after the other, 500 ms apart. */
export function Features({ registerHref, canAutoPlay = true, showPosters = true }: FeaturesProps) {
  const gridRef = useRef<HTMLUListElement>(null);
  const prefersReducedMotion = usePrefersReducedMotion();
  const reveal = useRevealOnEnter(gridRef, prefersReducedMotion);
  return (
    <section id="features" aria-labelledby="features-title" className={styles.section}>
      <div className={styles.container}>
        <SectionHeader id="features-title" eyebrow={landingFr.features.eyebrow} title={landingFr.features.title} />
        <ul ref={gridRef} className={styles.cardGrid} data-reveal={reveal}>
          {landingFr.features.items.map((item, index) => {
            const clip = featureMedia[index];
            return (
              <li
                key={item.title}
                className={styles.featureCard}
                style={reveal === 'static' ? undefined : { transitionDelay: `${featureDelay(index)}ms` }}
              >
                {clip && (
                  <Video
                    className={styles.featureVideo}
                    label={item.videoLabel}
                    sources={[...clip.sources]}
                    poster={showPosters ? clip.poster : undefined}
                    width={clip.width}
                    height={clip.height}
                    preload="none"
                    autoPlay={canAutoPlay}
                  />
                )}
                <Heading level={3} size="xl">
                  {item.title}
                </Heading>
                <Text as="p" tone="muted">
                  {item.body}
                </Text>
              </li>
            );
          })}
        </ul>
        <div className={styles.centered}>
          <ButtonLink href={registerHref} size="lg">
            {landingFr.features.cta}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
