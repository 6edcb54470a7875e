/** `npm start`: serves the production build (dist/) on a local port, printed once listening. */
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createHandler } from './app.ts';

const root = resolve(process.env.SITE_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(resolve(root, 'index.html'))) {
  console.error(`No build found in ${root}: run \`npm run build\` first (npm start does it).`);
  process.exit(1);
}

const server = createServer(createHandler({ root }));
server.listen(port, host, () => {
  console.info(`Metr est servi sur http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
