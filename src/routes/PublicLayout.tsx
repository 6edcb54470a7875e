import { useLocation } from 'react-router-dom';
import { siteConfig } from '../config/site';
import { SiteFooter } from '../patterns/SiteFooter';
import { SiteHeader } from '../patterns/SiteHeader';
import { useOpenConsent } from './ConsentHost';
import { Main } from './Main';
import { useCurrentYear } from './hooks/client';
import { useScrolledPast } from './hooks/scroll';
import { paths } from './paths';

/** Spec §9: the header turns opaque once the page is scrolled past 20 px. */
export const HEADER_OPAQUE_AFTER_PX = 20;

/**
 * The public pages: the fixed header, the page in its <main>, the footer. The consent banner and the sign-up modal
 * are mounted once by the root layout (every route needs them), so not here.
 */
export function PublicLayout() {
  const isOpaque = useScrolledPast(HEADER_OPAQUE_AFTER_PX);
  const { pathname, key } = useLocation();
  const openConsent = useOpenConsent();
  const year = useCurrentYear();
  const isHome = pathname === paths.home;
  return (
    <>
      <SiteHeader
        isOpaque={isOpaque}
        isHome={isHome}
        homeHref={paths.home}
        registerHref={paths.register}
        loginHref={siteConfig.appUrl}
        locationKey={key}
      />
      <Main />
      <SiteFooter
        isHome={isHome}
        homeHref={paths.home}
        aboutHref={paths.about}
        contactHref={paths.contact}
        termsHref={paths.terms}
        privacyHref={paths.privacy}
        year={year}
        company={siteConfig.company.legalName}
        onManageCookies={openConsent}
      />
    </>
  );
}
