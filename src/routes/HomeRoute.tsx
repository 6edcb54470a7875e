import { fr } from '../i18n/fr';
// The module itself, not the folder's index: the index also exports the deferred sections, which must stay out of
// this chunk.
import { Landing, whenLandingReady } from '../screens/Landing/Landing';
import { paths } from './paths';
import { loadSignupModal, useOpenSignupModal } from './signupModalTrigger';

const preloadSignupModal = () => void loadSignupModal();

export function HomeRoute() {
  const openSignupModal = useOpenSignupModal();
  return (
    <>
      <title>{fr.welcome.title}</title>
      <Landing registerHref={paths.register} onRequestAccess={openSignupModal} onIdle={preloadSignupModal} />
    </>
  );
}

/** The landing's deferred sections: awaited by the router before the page renders (see routes/router.tsx). */
export { whenLandingReady };
