import { fr } from '../i18n/fr';
import { NotFound } from '../screens/NotFound';
import { paths } from '../config/routes';

export function NotFoundRoute() {
  return (
    <>
      <title>{fr.notFound.title}</title>
      <NotFound homeHref={paths.home} />
    </>
  );
}
