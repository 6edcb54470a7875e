import { useEffect, useId, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { buttonRecipe } from '../../components/Button';
import { ButtonLink } from '../../components/ButtonLink';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { fr } from '../../i18n/fr';
import { Logo } from './Logo';
import { sectionHref, siteSections } from './sections';
import * as styles from './SiteHeader.css';

export interface SiteHeaderProps {
  /** Opaque background and shadow; the layout sets it once the page is scrolled past 20 px. */
  isOpaque: boolean;
  /** On the home page the section links are plain fragments; elsewhere they lead to `/#section`. */
  isHome: boolean;
  /** @default '/' */
  homeHref?: string;
  /** 'Devenir un bêta testeur'. */
  registerHref: string;
  /** 'Connexion': the separate application site, opened in a new window. */
  loginHref: string;
  /** Changes on every navigation (the router location key): the mobile menu closes. @default undefined */
  locationKey?: string;
}

/**
 * The fixed site header. Below the desktop breakpoint the links fold into a disclosure menu: a toggle with
 * aria-expanded and aria-controls; opening moves focus to the first link, Escape closes it and gives the focus back
 * to the toggle, and any navigation, the focus leaving the header or a click outside it closes it.
 */
export function SiteHeader({
  isOpaque,
  isHome,
  homeHref = '/',
  registerHref,
  loginHref,
  locationKey,
}: SiteHeaderProps) {
  const menuId = useId();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [seenLocation, setSeenLocation] = useState(locationKey);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  // Set when the user opens the menu, so the focus moves into it then and only then.
  const shouldFocusMenu = useRef(false);

  // A route change (a link, the back button) closes the menu: adjust state during render, no effect round trip.
  if (seenLocation !== locationKey) {
    setSeenLocation(locationKey);
    setIsMenuOpen(false);
  }

  useEffect(() => {
    if (!isMenuOpen) return undefined;
    if (shouldFocusMenu.current) {
      shouldFocusMenu.current = false;
      menuRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      toggleRef.current?.focus();
    };
    // The open menu covers the top of the page: the focus moving out of the header (Tab past its last link, Shift+Tab
    // before the logo) or a press outside it closes the menu, so what takes the focus is never behind it (WCAG 2.2
    // SC 2.4.11). A focus that goes nowhere (the window losing it, a press on the menu's own background) leaves it open.
    const header = headerRef.current;
    const isOutside = (target: EventTarget | null) => target instanceof Node && !header?.contains(target);
    const onFocusOut = (event: FocusEvent) => {
      if (isOutside(event.relatedTarget)) setIsMenuOpen(false);
    };
    // A click, not a pointerdown: a finger scrolling the page below the menu does not close it.
    const onClick = (event: MouseEvent) => {
      if (isOutside(event.target)) setIsMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    header?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
      header?.removeEventListener('focusout', onFocusOut);
    };
  }, [isMenuOpen]);

  const toggleMenu = () => {
    shouldFocusMenu.current = !isMenuOpen;
    setIsMenuOpen(!isMenuOpen);
  };
  const closeMenu = () => setIsMenuOpen(false);

  const sectionLinks = (onPress?: () => void) =>
    siteSections.map((section) => (
      <li key={section.id}>
        <Link
          href={sectionHref(section.id, isHome, homeHref)}
          variant="subtle"
          className={styles.navLink}
          onPress={onPress}
        >
          {section.label}
        </Link>
      </li>
    ));

  return (
    <>
      {/* The bar is fixed: this keeps its height in the flow, so no page starts under it. */}
      <div className={styles.spacer} />
      <header
        ref={headerRef}
        className={styles.header}
        data-opaque={isOpaque || undefined}
        data-menu-open={isMenuOpen || undefined}
      >
        <div className={styles.bar}>
          <Link href={homeHref} variant="subtle" aria-label={fr.header.homeLabel} className={styles.homeLink}>
            <Logo />
          </Link>

          <nav aria-label={fr.header.navLabel} className={styles.desktopNav}>
            <ul className={styles.navList}>{sectionLinks()}</ul>
          </nav>

          <div className={styles.desktopActions}>
            <Link href={loginHref} isExternal variant="subtle" className={styles.navLink}>
              {fr.header.login}
            </Link>
            <ButtonLink href={registerHref} size="md">
              {fr.header.becomeTester}
            </ButtonLink>
          </div>

          <AriaButton
            ref={toggleRef}
            className={[buttonRecipe({ variant: 'ghost', size: 'md', iconOnly: true }), styles.menuToggle].join(' ')}
            aria-label={isMenuOpen ? fr.header.closeMenu : fr.header.openMenu}
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onPress={toggleMenu}
          >
            <Icon name={isMenuOpen ? 'close' : 'menu'} size="lg" />
          </AriaButton>
        </div>

        <div id={menuId} ref={menuRef} className={styles.mobileMenu} hidden={!isMenuOpen}>
          <nav aria-label={fr.header.navLabel}>
            <ul className={styles.mobileList}>{sectionLinks(closeMenu)}</ul>
          </nav>
          <div className={styles.mobileActions}>
            <Link href={loginHref} isExternal variant="subtle" className={styles.navLink} onPress={closeMenu}>
              {fr.header.login}
            </Link>
            <ButtonLink href={registerHref} size="lg" width="full" onPress={closeMenu}>
              {fr.header.becomeTester}
            </ButtonLink>
          </div>
        </div>
      </header>
    </>
  );
}
