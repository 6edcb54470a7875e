/**
 * How long the register answer takes must not tell whether an address is new, pending or confirmed. Samples of the
 * three kinds are interleaved: each round times one of each, in a shuffled order, each answer alone (the mails it
 * owes are sent after it and awaited outside the timing, as an attacker timing one request sees it). Each round gives
 * the ratio of two kinds' times, so a load that comes and goes on a shared machine touches both sides of a ratio; the
 * median ratio of every pair must stay within a generous bound. No absolute duration is asserted.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, SITE, T0, tokenFrom, valid, type Harness } from './testing.ts';

const ROUNDS = 100;
const WARM_UP = 5;
/** Before the answers were made alike, new/confirmed was about 2 (9.1 ms / 4.7 ms on the server). */
const MAX_RATIO = 1.3;
const DAY = 24 * 60 * 60 * 1000;

type Kind = 'new' | 'pending' | 'confirmed';

/** A small seeded generator: the same order on every run, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.dispose();
});

describe('register timing', () => {
  it('takes as long for a new, a pending and a confirmed address (medians of interleaved samples)', async () => {
    await h.post({ ...valid, mail: 'pending@example.fr' });
    await h.post({ ...valid, mail: 'confirmed@example.fr' });
    await h.confirm(tokenFrom(h.sent, 'confirmed@example.fr'));
    expect((await h.store.list()).map((r) => r.status)).toEqual(['pending', 'confirmed']);

    const mailOf = (kind: Kind, round: number) => (kind === 'new' ? `new-${round}@example.fr` : `${kind}@example.fr`);
    const rounds: Record<Kind, number>[] = [];
    const next = random(20260302);
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      // A day apart: every round starts with fresh per-IP and per-address limits.
      h.clock.now = new Date(T0.getTime() + (round + 1) * DAY);
      const times: Record<Kind, number> = { new: 0, pending: 0, confirmed: 0 };
      for (const kind of shuffled(['new', 'pending', 'confirmed'] as const, next)) {
        const request = new Request(`${SITE}/api/emails/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...valid, mail: mailOf(kind, round) }),
        });
        const start = performance.now();
        const response = await h.handler(request, { clientAddress: '198.51.100.7' });
        times[kind] = performance.now() - start;
        expect(response.status).toBe(200);
        await h.handler.idle();
      }
      if (round >= WARM_UP) rounds.push(times);
    }

    const kinds = ['new', 'pending', 'confirmed'] as const;
    const medians = kinds.map((kind) => `${kind} ${median(rounds.map((times) => times[kind])).toFixed(2)}`);
    const ratios = (
      [
        ['new', 'pending'],
        ['new', 'confirmed'],
        ['pending', 'confirmed'],
      ] as const
    ).map(([a, b]) => ({ pair: `${a}/${b}`, ratio: median(rounds.map((times) => times[a] / times[b])) }));
    console.info(
      `register timing, medians (ms): ${medians.join(', ')}; ` +
        `median ratios: ${ratios.map(({ pair, ratio }) => `${pair} ${ratio.toFixed(2)}`).join(', ')}`,
    );
    for (const { ratio } of ratios) {
      expect(ratio).toBeLessThan(MAX_RATIO);
      expect(ratio).toBeGreaterThan(1 / MAX_RATIO);
    }
  }, 60_000);
});
