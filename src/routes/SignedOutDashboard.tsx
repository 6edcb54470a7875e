import { useState } from 'react';
import { paths } from '../config/routes';
import { accountFr } from '../i18n/account.fr';
import { Dashboard } from '../screens/Dashboard';
import { useOpenSignupModal } from './signupModalTrigger';
import { useLocalSignIn } from './useLocalSignIn';

/**
 * /dashboard (or one of its deep links) with no session: signing in to an account of this device — after « Se
 * déconnecter », a session lost with the browser, a restored backup's account — or creating one in the sign-up modal.
 */
export function SignedOutDashboard() {
  const openSignup = useOpenSignupModal();
  const [values, setValues] = useState({ email: '' });
  const signIn = useLocalSignIn();
  return (
    // The workspace pages own their frame; this one is a page of its own (no header, no regions).
    <main id="main" tabIndex={-1}>
      <title>{accountFr.dashboard.title}</title>
      <Dashboard
        homeHref={paths.home}
        onSignUp={openSignup}
        signIn={{
          values,
          onChange: (next) => {
            setValues(next);
            signIn.clearError();
          },
          // The stored session is enough: the route shows the workspace at this address (a deep link stays one), as a
          // page load would.
          onSubmit: ({ email }) => signIn.signIn(email),
          isPending: signIn.isPending,
          error: signIn.error,
        }}
      />
    </main>
  );
}
