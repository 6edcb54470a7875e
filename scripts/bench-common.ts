/**
 * What the benchmarks share: a static server for a built harness, medians, a seeded generator. Light on purpose (the
 * Node-only benchmarks import it too); the browser plumbing is in bench-browser.ts. Not a test: `npm test` does not
 * run them.
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

/** Mulberry32: a seeded generator, so every run measures the same data. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
