import { useCallback } from 'react';
import { fr } from '../i18n/fr';
// The module itself, not the folder's index: the index also exports the deferred sections, which must stay out of
// this chunk.
import { Landing, whenLandingReady } from '../screens/Landing/Landing';
import { IDLE_MARK, paths } from '../config/routes';
import { usePrepareSignupModal, useOpenSignupModal } from './signupModalTrigger';

/**
 * Once the landing is idle after its largest paint: the sign-up modal is fetched and rendered ahead, hidden, so that
 * its first opening answers at once. The mark says where the page's first load ends (`npm run bench:site` counts the
 * scripts requested after it apart, as loaded for later interactions).
 */
export function HomeRoute() {
  const openSignupModal = useOpenSignupModal();
  const prepareSignupModal = usePrepareSignupModal();
  const whenIdle = useCallback(() => {
    performance.mark(IDLE_MARK);
    prepareSignupModal();
  }, [prepareSignupModal]);
  return (
    <>
      <title>{fr.welcome.title}</title>
      <Landing registerHref={paths.register} onRequestAccess={openSignupModal} onIdle={whenIdle} />
    </>
  );
}

/** The landing's deferred sections: awaited by the router before the page renders (see routes/router.tsx). */
export { whenLandingReady };
