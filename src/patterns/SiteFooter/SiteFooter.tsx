import { Button as AriaButton } from 'react-aria-components';
import { Link } from '../../components/Link';
import { Heading, Text } from '../../components/Typography';
import { fr } from '../../i18n/fr';
import { Logo, sectionHref, siteSections } from '../SiteHeader';
import * as styles from './SiteFooter.css';

export interface SiteFooterProps {
  /** On the home page the section links are plain fragments; elsewhere they lead to `/#section`. */
  isHome: boolean;
  /** @default '/' */
  homeHref?: string;
  aboutHref: string;
  contactHref: string;
  termsHref: string;
  privacyHref: string;
  /** The year of the copyright line (the current year; fixed in stories so snapshots do not age). */
  year: number;
  /** Who holds the copyright, e.g. 'Metr SAS'. */
  company: string;
  /** 'Gérer mes cookies': reopens the consent banner. */
  onManageCookies: () => void;
}

export function SiteFooter({
  isHome,
  homeHref = '/',
  aboutHref,
  contactHref,
  termsHref,
  privacyHref,
  year,
  company,
  onManageCookies,
}: SiteFooterProps) {
  const groups = [
    {
      title: fr.footer.sectionsTitle,
      links: siteSections.map((s) => ({ href: sectionHref(s.id, isHome, homeHref), label: s.label })),
    },
    {
      title: fr.footer.companyTitle,
      links: [
        { href: aboutHref, label: fr.footer.about },
        { href: contactHref, label: fr.footer.contact },
      ],
    },
    {
      title: fr.footer.legalTitle,
      links: [
        { href: termsHref, label: fr.footer.terms },
        { href: privacyHref, label: fr.footer.privacy },
      ],
    },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <Text tone="muted" size="sm">
            {fr.footer.tagline}
          </Text>
        </div>
        {groups.map((group, index) => (
          <nav key={group.title} aria-label={group.title} className={styles.group}>
            <Heading level={2} size="md" className={styles.groupTitle}>
              {group.title}
            </Heading>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} variant="subtle" className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
              {index === groups.length - 1 && (
                <li>
                  <AriaButton className={styles.cookiesButton} onPress={onManageCookies}>
                    {fr.footer.manageCookies}
                  </AriaButton>
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <Text tone="muted" size="sm">
          {fr.footer.copyright.replace('{year}', String(year)).replace('{company}', company)}
        </Text>
      </div>
    </footer>
  );
}
