import { fr } from '../i18n/fr';
import { Landing } from '../screens/Landing';
import { paths } from './paths';
import { useOpenSignupModal } from './signupModalTrigger';

export function HomeRoute() {
  const openSignupModal = useOpenSignupModal();
  return (
    <>
      <title>{fr.welcome.title}</title>
      <Landing registerHref={paths.register} onRequestAccess={openSignupModal} />
    </>
  );
}
