import { pagesFr } from '../i18n/pages.fr';
import { About } from '../screens/About';
import { paths } from '../config/routes';

export function AboutRoute() {
  return (
    <>
      <title>{pagesFr.about.title}</title>
      <About contactHref={paths.contact} />
    </>
  );
}
