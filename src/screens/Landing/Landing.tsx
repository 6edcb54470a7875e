import { media } from '../../config/media';
import { Audience } from './Audience';
import { Benefits } from './Benefits';
import { Features } from './Features';
import { FinalCta } from './FinalCta';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { Manifesto } from './Manifesto';
import { useAfterFirstPaint } from './motion';

export interface LandingProps {
  /** Where 'Demandez votre accès' and 'Testez Metr en avant première' go. */
  registerHref: string;
  /** 'Demander un accès bêta': opens the sign-up modal. */
  onRequestAccess: () => void;
}

/** The landing page (spec §2), its seven sections in order. Pure: props in, callbacks out. */
export function Landing({ registerHref, onRequestAccess }: LandingProps) {
  // No video byte before the largest paint (the hero poster): clips may start only once it is there, and the feature
  // posters wait for it too.
  const isAfterLargestPaint = useAfterFirstPaint(media.demo.poster);
  return (
    <>
      <Hero registerHref={registerHref} canAutoPlay={isAfterLargestPaint} />
      <Features registerHref={registerHref} canAutoPlay={isAfterLargestPaint} showPosters={isAfterLargestPaint} />
      <Benefits />
      <HowItWorks />
      <Audience />
      <Manifesto />
      <FinalCta onRequestAccess={onRequestAccess} />
    </>
  );
}
