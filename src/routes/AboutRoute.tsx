import { fr } from '../i18n/fr';
import { About } from '../screens/About';
import { paths } from './paths';

export function AboutRoute() {
  return (
    <>
      <title>{fr.about.title}</title>
      <About contactHref={paths.contact} />
    </>
  );
}
