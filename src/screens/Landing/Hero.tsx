import { useRef } from 'react';
import { ButtonLink } from '../../components/ButtonLink';
import { Heading, Text } from '../../components/Typography';
import { usePrefersReducedMotion, Video } from '../../components/Video';
import { media } from '../../config/media';
import { landingFr } from '../../i18n/landing.fr';
import { Eyebrow } from '../../patterns/SectionHeader';
import * as styles from './Landing.css';
import { useHeroZoom } from './motion';

export interface HeroProps {
  registerHref: string;
  /** The demo may start (when on screen, without reduced motion); false keeps it on its poster. @default true */
  canAutoPlay?: boolean;
}

/** 1. Hero: the promise, the demo video (zooming with scroll up to 1.1) and 'Demandez votre accès'. */
export function Hero({ registerHref, canAutoPlay = true }: HeroProps) {
  const zoomRef = useRef<HTMLDivElement>(null);
  const prefersReducedMotion = usePrefersReducedMotion();
  useHeroZoom(zoomRef, !prefersReducedMotion);
  const demo = media.demo;
  return (
    <section aria-labelledby="hero-title" className={styles.hero}>
      <div className={styles.container}>
        <div className={styles.heroText}>
          <Eyebrow>{landingFr.hero.eyebrow}</Eyebrow>
          <Heading level={1} id="hero-title" size="display1">
            {landingFr.hero.title}
          </Heading>
          <Text as="p" size="lg" tone="muted">
            {landingFr.hero.lead}
          </Text>
          <ButtonLink href={registerHref} size="lg">
            {landingFr.hero.cta}
          </ButtonLink>
        </div>
        <div ref={zoomRef} className={styles.heroMedia} data-testid="hero-zoom">
          <Video
            className={styles.heroVideo}
            label={landingFr.hero.videoLabel}
            sources={[...demo.sources]}
            poster={demo.poster}
            width={demo.width}
            height={demo.height}
            preload="none"
            autoPlay={canAutoPlay}
          />
        </div>
      </div>
    </section>
  );
}
