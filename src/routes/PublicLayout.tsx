import { useLocation } from 'react-router-dom';
import { siteConfig } from '../config/site';
import { SiteFooter } from '../patterns/SiteFooter';
import { SiteHeader } from '../patterns/SiteHeader';
import { useOpenConsent } from './consentReopen';
import { Main } from './Main';
import { useCurrentYear } from './hooks/client';
import { useScrolledPast } from './hooks/scroll';
import { paths } from '../config/routes';

/** The header turns opaque once the page is scrolled past 20 px. */
export const HEADER_OPAQUE_AFTER_PX = 20;

/**
 * The public pages: the fixed header, the page in its <main>, the footer. The consent banner and the sign-up modal
 * are mounted once by the root layout (every route needs them), so not here.
 */
export function PublicLayout() {
  const isOpaque = useScrolledPast(HEADER_OPAQUE_AFTER_PX);
  const { pathname, key } = useLocation();
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
      <Footer isHome={isHome} />
    </>
  );
}

/**
 * The footer, with this year's copyright line: the prerendered landing carries the build's year, and the render
 * that brings the visitor's year after hydration stays within the footer.
 */
function Footer({ isHome }: { isHome: boolean }) {
  const openConsent = useOpenConsent();
  const year = useCurrentYear();
  return (
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
  );
}
