/**
 * The one zod every schema uses, configured before any schema is built. Zod 4 probes `new Function` when it builds an
 * object schema (to compile a faster parser); under our CSP (no 'unsafe-eval') the probe is caught but the browser
 * still reports a securitypolicyviolation. jitless skips the probe and uses the interpreted parser. Configuring it
 * here, rather than first thing in main.tsx, keeps zod out of the shell: it loads with the forms that need it.
 */
import { config, z } from 'zod';

config({ jitless: true });

export { z };
