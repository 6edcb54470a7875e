import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { siteConfig } from '../config/site';
import {
  BETA_REGISTER_PATH,
  readFieldErrors,
  readRetryAfterSeconds,
  type BetaRegistrationValues,
} from '../domain/validation';
import { pagesFr } from '../i18n/pages.fr';
import { pluralForm } from '../i18n/format';
import {
  Register,
  REGISTER_FIELD_ORDER,
  emptyRegisterValues,
  type RegisterField,
  type RegisterFieldErrors,
  type RegisterValues,
} from '../screens/Register';
import { paths } from '../config/routes';

const t = pagesFr.register;

export const REGISTER_ENDPOINT = `${siteConfig.apiBase}${BETA_REGISTER_PATH}`;

/** What a registration attempt came to, for the page to show. */
export type RegistrationOutcome =
  | { kind: 'success' }
  | { kind: 'fieldErrors'; errors: RegisterFieldErrors }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  | { kind: 'error' };

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * A POST of JSON {nom, prenom, tel, mail} (and the honeypot when filled). A non-OK answer or a network
 * error is a failure, logged without any personal data; otherwise the body — `{ ok, message }`, no personal data —
 * is logged and the success dialog opens. A 400 naming fields shows the server's messages under them,
 * and a 429 says how long to wait.
 */
export async function submitRegistration(
  payload: BetaRegistrationValues,
  fetchImpl: typeof fetch = fetch,
): Promise<RegistrationOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(REGISTER_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch (error) {
    console.error('Inscription bêta\u00a0: échec réseau', error instanceof Error ? error.name : 'inconnu');
    return { kind: 'error' };
  }
  const body = await readJson(response);
  if (response.ok) {
    console.info('Inscription bêta\u00a0: réponse du serveur', body);
    return { kind: 'success' };
  }
  console.error(`Inscription bêta\u00a0: réponse ${response.status}`);
  if (response.status === 429) {
    return { kind: 'rateLimited', retryAfterSeconds: readRetryAfterSeconds(body, response.headers.get('Retry-After')) };
  }
  if (response.status === 400) {
    const errors: RegisterFieldErrors = readFieldErrors(body, REGISTER_FIELD_ORDER);
    if (Object.keys(errors).length > 0) return { kind: 'fieldErrors', errors };
  }
  return { kind: 'error' };
}

/** '45 secondes', '3 minutes', '1 heure': the wait rounded up to the unit a person thinks in. */
export function formatWait(seconds: number): string {
  const [value, units] =
    seconds < 60
      ? [seconds, t.waitUnits.second]
      : seconds < 3600
        ? [Math.ceil(seconds / 60), t.waitUnits.minute]
        : [Math.ceil(seconds / 3600), t.waitUnits.hour];
  // French: 0 and 1 take the singular (« 0 seconde »).
  return `${value}\u00a0${pluralForm({ one: units[0], other: units[1] }, value)}`;
}

export interface RegisterRouteProps {
  /** Tests pass a fake; the app uses the browser's fetch. @default fetch */
  fetchImpl?: typeof fetch;
}

export function RegisterRoute({ fetchImpl }: RegisterRouteProps = {}) {
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterValues>(emptyRegisterValues);
  const [isPending, setPending] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string>();
  const [serverErrors, setServerErrors] = useState<RegisterFieldErrors>();
  const [isSuccessOpen, setSuccessOpen] = useState(false);

  const change = (next: RegisterValues) => {
    // A field the visitor edits loses the server's message about it.
    if (serverErrors) {
      const remaining: RegisterFieldErrors = Object.fromEntries(
        Object.entries(serverErrors).filter(
          ([field]) => next[field as RegisterField] === values[field as RegisterField],
        ),
      );
      setServerErrors(Object.keys(remaining).length > 0 ? remaining : undefined);
    }
    setValues(next);
  };

  const submit = async (payload: BetaRegistrationValues) => {
    setPending(true);
    setErrorMessage(undefined);
    setServerErrors(undefined);
    const outcome = await submitRegistration(payload, fetchImpl);
    setPending(false);
    switch (outcome.kind) {
      case 'success':
        setSuccessOpen(true);
        break;
      case 'fieldErrors':
        setServerErrors(outcome.errors);
        break;
      case 'rateLimited':
        setErrorMessage(t.rateLimited.replace('{wait}', formatWait(outcome.retryAfterSeconds)));
        break;
      default:
        setErrorMessage(t.sendError);
    }
  };

  return (
    <>
      <title>{t.title}</title>
      <Register
        values={values}
        onChange={change}
        onSubmit={(payload) => void submit(payload)}
        isPending={isPending}
        errorMessage={errorMessage}
        serverErrors={serverErrors}
        isSuccessOpen={isSuccessOpen}
        onSuccessClose={() => {
          setSuccessOpen(false);
          void navigate(paths.home);
        }}
        homeHref={paths.home}
        loginHref={siteConfig.appUrl}
        privacyHref={paths.privacy}
      />
      {/* /register has its own frame, outside the public layout: the consent banner is mounted here too. */}
    </>
  );
}
