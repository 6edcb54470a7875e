import { useEffect } from 'react';
import { media } from '../../config/media';
import { Benefits } from './Benefits';
import { Features } from './Features';
import { FinalCta } from './FinalCta';
import { Hero } from './Hero';
import { Manifesto } from './Manifesto';
import { deferredSection } from './deferred';
import { useAfterFirstPaint, whenIdle } from './motion';

// The two tabbed sections load when they come near the screen (see deferred.tsx).
const howItWorks = deferredSection('how-it-works', () => import('./HowItWorks').then((m) => m.HowItWorks));
const audience = deferredSection('target-audience', () => import('./Audience').then((m) => m.Audience));

/** Resolves when the landing can render whole (its deferred sections included, unless prerendered). */
export const whenLandingReady = () => Promise.all([howItWorks.ready(), audience.ready()]).then(() => undefined);

export interface LandingProps {
  /** Where 'Demandez votre accès' and 'Testez Metr en avant première' go. */
  registerHref: string;
  /** 'Demander un accès bêta': opens the sign-up modal. */
  onRequestAccess: () => void;
  /**
   * Called once the page is idle after its largest paint, just before the landing fetches its deferred sections' code:
   * the route fetches what a first interaction needs (the sign-up modal). @default undefined
   */
  onIdle?: () => void;
}

/** The landing page, its seven sections in order. Pure: props in, callbacks out. */
export function Landing({ registerHref, onRequestAccess, onIdle }: LandingProps) {
  // No video byte before the largest paint (the hero poster): clips may start only once it is there, and the feature
  // posters wait for it too.
  const isAfterLargestPaint = useAfterFirstPaint(media.demo.poster);
  // Then, when the browser has nothing else to do, what a first interaction needs: the first press answers at once
  // instead of waiting for its code.
  useEffect(() => {
    if (!isAfterLargestPaint) return undefined;
    return whenIdle(() => {
      // The route's first: it marks where the page's first load ends.
      onIdle?.();
      howItWorks.prefetch();
      audience.prefetch();
    });
  }, [isAfterLargestPaint, onIdle]);
  return (
    <>
      <Hero registerHref={registerHref} canAutoPlay={isAfterLargestPaint} />
      <Features registerHref={registerHref} canAutoPlay={isAfterLargestPaint} showPosters={isAfterLargestPaint} />
      <Benefits />
      <howItWorks.Section />
      <audience.Section />
      <Manifesto />
      <FinalCta onRequestAccess={onRequestAccess} />
    </>
  );
}
