export { Landing, type LandingProps } from './Landing';
export { Hero, type HeroProps } from './Hero';
export { Features, type FeaturesProps } from './Features';
export { Benefits } from './Benefits';
export { HowItWorks, type HowItWorksProps } from './HowItWorks';
export { Audience, type AudienceProps } from './Audience';
export { Manifesto } from './Manifesto';
export { FinalCta, type FinalCtaProps } from './FinalCta';
export { CAROUSEL_INTERVAL_MS, FEATURE_STAGGER_MS, HERO_ZOOM_MAX, featureDelay, heroZoomScale } from './motion';
