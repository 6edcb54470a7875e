/**
 * What the browser benchmarks share (bench-pdf.ts, bench-workspace.ts): a static server for a built harness, and
 * medians. Not a test: `npm test` does not run them.
 */
import { createServer, type Server } from 'node:http';
import { serveStatic } from '../server/static.ts';

/** Serves `dir` on a free loopback port; `/assets/*` as immutable, as the real server does. */
export function serve(dir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    serveStatic(req, res, { root: dir, immutablePrefix: '/assets/' }).then(
      (served) => {
        if (!served) {
          res.statusCode = 404;
          res.end();
        }
      },
      () => {
        res.statusCode = 500;
        res.end();
      },
    );
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done({ server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    }),
  );
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
