import { fr } from '../i18n/fr';
import { Welcome } from '../screens/Welcome';
import { paths } from './paths';

export function HomeRoute() {
  return (
    <>
      <title>{fr.welcome.title}</title>
      <Welcome registerHref={paths.register} />
    </>
  );
}
