export { SiteHeader, type SiteHeaderProps } from './SiteHeader';
export { Logo } from './Logo';
export { sectionHref, siteSections, type SiteSectionId } from './sections';
