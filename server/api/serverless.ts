/**
 * The API as a serverless function. The handler is Web-standard, so the platform glue is an export:
 *   - Netlify Functions (v2), Deno, Bun: the default export, `(request: Request) => Promise<Response>`;
 *   - Vercel (Node runtime) and other Fetch-style routers: the named GET, POST and OPTIONS exports.
 * Route /api/emails/register and /api/emails/confirm to it. Instances are many and their disks ephemeral, so this
 * entry insists on DATABASE_URL (PostgreSQL store) and SMTP_HOST (no outbox folder). Platforms put the client address
 * in X-Forwarded-For, hence trustProxy.
 */
import { readServerConfig } from '../config.ts';
import { createApiHandler, type Api } from './handler.ts';
import { apiConfigFrom, openMailer, openStore } from './setup.ts';

let ready: Promise<Api> | undefined;

function handler(): Promise<Api> {
  ready ??= (async () => {
    const config = readServerConfig();
    if (!config.databaseUrl || !config.smtp) {
      throw new Error('serverless API: DATABASE_URL and SMTP_HOST must be set');
    }
    const store = await openStore(config);
    return createApiHandler({
      store,
      rateLimitSecret: config.rateLimitSecret,
      mailer: openMailer(config),
      config: { ...apiConfigFrom(config), trustProxy: true },
    });
  })();
  ready.catch(() => {
    ready = undefined; // a failed start (database down) is retried on the next request
  });
  return ready;
}

/** What Netlify (and others) pass as a second argument: keeps the function alive after the answer. */
interface PlatformContext {
  waitUntil?: (work: Promise<unknown>) => void;
}

/**
 * The mails a registration is owed go out after the answer. Where the platform offers waitUntil, the function stays
 * alive for them; elsewhere the answer waits for them (what is owed is in the database either way, and the next
 * invocation's start sends what a frozen one left).
 */
export default async function api(request: Request, context?: PlatformContext): Promise<Response> {
  const instance = await handler();
  const response = await instance(request);
  if (context?.waitUntil) context.waitUntil(instance.idle());
  else await instance.idle();
  return response;
}

export const GET = api;
export const POST = api;
export const OPTIONS = api;
