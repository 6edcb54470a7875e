/** Serves a static folder on loopback, for story tests:  tsx scripts/serve.ts <dir> <port> */
import { createServer } from 'node:http';
import { serveStatic } from '../server/static.ts';

const [dir = 'storybook-static', port = '6007'] = process.argv.slice(2);
createServer((req, res) => {
  serveStatic(req, res, { root: dir }).then(
    (served) => {
      if (!served) {
        res.statusCode = 404;
        res.end('Not found');
      }
    },
    () => {
      res.statusCode = 500;
      res.end();
    },
  );
}).listen(Number(port), '127.0.0.1', () => console.log(`serving ${dir} on http://127.0.0.1:${port}`));
