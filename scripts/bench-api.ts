/**
 * Benchmark of the registration API under a flood of refused requests: the Node server of `npm start` on a
 * temporary file store, one client registering (each request from its own address, a new email each time), the
 * median of its answers' times, quiet and then beside 1,000 refused requests kept in flight (a client over its
 * per-address limit, invalid fields, a wrong method, a body too large, a wrong type: one fifth each). Quiet and
 * flooded rounds alternate, so a busy machine slows both alike; the ratio of their medians is the measure.
 *
 *   npm run bench:api
 *
 * Budget: flooded ≤ 2 × quiet (the flood costs CPU, parsing 1,000 requests; it must not cost the store's lock).
 * Exits 1 when missed. A benchmark, not a test: `npm test` does not run it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import { createApiHandler } from '../server/api/handler.ts';
import { createAppServer } from '../server/app.ts';
import { FileStore } from '../server/store/file.ts';
import { median } from './bench-common.ts';

const ROUNDS = Math.max(3, Number(process.env.BENCH_RUNS ?? 5));
const PER_ROUND = 20;
const FLOOD = 1000;
const BUDGET_RATIO = 2;

// One connection per request in flight, kept alive between them.
const agent = new Agent({ keepAlive: true, maxSockets: FLOOD + 50 });

const dir = await mkdtemp(join(tmpdir(), 'metr-bench-api-'));
const root = join(dir, 'dist');
const store = await FileStore.open(join(dir, 'data'));
const api = createApiHandler({
  store,
  mailer: { send: async () => undefined },
  config: {
    publicSiteUrl: 'http://127.0.0.1',
    apiPublicUrl: 'http://127.0.0.1',
    allowedOrigins: [],
    teamAddress: 'equipe@metr.fr',
    mailFrom: 'Metr <no-reply@metr.fr>',
    trustProxy: true,
  },
  logger: { log: () => undefined },
});
const server = createAppServer({ root, api, trustProxy: true });
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/emails/register`;

const values = { nom: 'Durand', prenom: 'Camille', tel: '06 01 02 03 04' };
let sequence = 0;
const nextAddress = () => {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
};

function post(body: string, { ip = '', type = 'application/json', method = 'POST' } = {}): Promise<number> {
  return new Promise((done, fail) => {
    const payload = method === 'POST' ? body : '';
    const req = request(
      url,
      {
        method,
        agent,
        headers: {
          'Content-Type': type,
          'Content-Length': Buffer.byteLength(payload),
          'X-Forwarded-For': ip || nextAddress(),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

/** One accepted registration, timed. */
async function accepted(): Promise<number> {
  const start = performance.now();
  const status = await post(JSON.stringify({ ...values, mail: `c${sequence}-${Math.random()}@example.fr` }));
  if (status !== 200) throw new Error(`bench-api: an accepted request answered ${status}`);
  return performance.now() - start;
}

const FLOODER = '192.0.2.66';
const refusals: ((i: number) => Promise<number>)[] = [
  (i) => post(JSON.stringify({ ...values, mail: `flood${i}@example.fr` }), { ip: FLOODER }),
  () => post(JSON.stringify({ ...values, prenom: 'arnaque.fr', mail: 'x@example.fr' }), { ip: FLOODER }),
  () => post('', { ip: FLOODER, method: 'PUT' }),
  () => post('x'.repeat(5000), { ip: FLOODER }),
  () => post('{}', { ip: FLOODER, type: 'text/plain' }),
];

/** Keeps FLOOD refused requests in flight until `stop` resolves. */
async function flood(stop: Promise<void>): Promise<void> {
  let isOver = false;
  void stop.then(() => (isOver = true));
  let i = 0;
  const lane = async () => {
    while (!isOver) {
      i += 1;
      const refuse = refusals[i % refusals.length];
      const status = refuse ? await refuse(i) : 0;
      if (status < 400) throw new Error(`bench-api: a flood request answered ${status}`);
    }
  };
  await Promise.all(Array.from({ length: FLOOD }, lane));
}

async function round(isFlooded: boolean): Promise<number[]> {
  let end = () => {};
  const stop = new Promise<void>((done) => (end = done));
  const flooding = isFlooded ? flood(stop) : Promise.resolve();
  // Let the flood fill up before timing.
  if (isFlooded) await new Promise((done) => setTimeout(done, 300));
  const times: number[] = [];
  for (let i = 0; i < PER_ROUND; i++) times.push(await accepted());
  end();
  await flooding;
  return times;
}

// The flooder spends its 5 registrations first: from then on its requests are refused for the limit.
for (let i = 0; i < 5; i++) await post(JSON.stringify({ ...values, mail: `spent${i}@example.fr` }), { ip: FLOODER });
await round(false); // warm-up

const quiet: number[] = [];
const flooded: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  quiet.push(...(await round(false)));
  flooded.push(...(await round(true)));
}
await new Promise<void>((done) => server.close(() => done()));
await api.close();
await store.close();
await rm(dir, { recursive: true, force: true });

const q = median(quiet);
const f = median(flooded);
const ratio = f / q;
console.log(`accepted registration, quiet:   median ${q.toFixed(1)} ms (${quiet.length} requests)`);
console.log(`accepted registration, flooded: median ${f.toFixed(1)} ms (${FLOOD} refused in flight)`);
console.log(`ratio ${ratio.toFixed(2)} (budget ≤ ${BUDGET_RATIO})`);
if (ratio > BUDGET_RATIO) process.exitCode = 1;
