/** Entry of `npm run registrations` (see server/cli/registrations.ts). Reads the same environment as the server. */
import { readServerConfig } from '../config.ts';
import { openMailer, openStore } from '../api/setup.ts';
import { runRegistrationsCli } from './registrations.ts';

const config = readServerConfig();
const store = await openStore(config);
try {
  process.exitCode = await runRegistrationsCli(process.argv.slice(2), {
    store,
    mailer: openMailer(config),
    mailFrom: config.mailFrom,
    appUrl: config.appUrl,
  });
} catch (error) {
  // The failure kind only: messages from the mailer or database may quote personal data.
  console.error(`registrations: failed (${error instanceof Error ? error.name : 'unknown'})`);
  process.exitCode = 1;
} finally {
  await store.close();
}
