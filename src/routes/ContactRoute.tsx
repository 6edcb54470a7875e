import { siteConfig } from '../config/site';
import { pagesFr } from '../i18n/pages.fr';
import { Contact } from '../screens/Contact';
import { paths } from '../config/routes';

const { contact } = siteConfig;

export function ContactRoute() {
  return (
    <>
      <title>{pagesFr.contact.title}</title>
      <Contact
        action={siteConfig.contactFormUrl}
        subject={contact.formSubject}
        carbonCopy={contact.formCarbonCopy}
        details={{
          email: contact.email,
          phone: contact.phone,
          phoneDisplay: contact.phoneDisplay,
          address: contact.address,
        }}
        privacyHref={paths.privacy}
      />
    </>
  );
}
