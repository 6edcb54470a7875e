/**
 * Imported first by main.tsx, before any module builds a schema. Zod 4 probes `new Function` when it builds an object
 * schema (to compile a faster parser); under our CSP (no 'unsafe-eval') the probe is caught but the browser still
 * reports a `securitypolicyviolation` on every page. jitless skips the probe and uses the interpreted parser.
 */
import { config } from 'zod';

config({ jitless: true });
