/**
 * The store contract against a real PostgreSQL server. `bash scripts/with-postgres.sh npx vitest run --project unit`
 * starts a throwaway one and sets DATABASE_URL_TEST (CI always does); each test gets its own schema.
 */
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { storeContract, newRegistration } from './contract.ts';
import { PostgresStore } from './postgres.ts';

const url = process.env.DATABASE_URL_TEST;
const schemas: string[] = [];

if (!url) {
  console.warn(
    'PostgreSQL store suite SKIPPED: DATABASE_URL_TEST is not set. Run `bash scripts/with-postgres.sh npx vitest run --project unit`.',
  );
}

async function openFresh() {
  const schema = `t_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
  schemas.push(schema);
  return PostgresStore.open({ connectionString: url ?? '', schema });
}

describe.skipIf(!url)('PostgreSQL store (DATABASE_URL_TEST)', () => {
  afterAll(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  storeContract('postgres', openFresh);

  it('lets concurrent instances register one address once and count hits exactly', async () => {
    const first = await openFresh();
    const schema = schemas[schemas.length - 1] ?? '';
    const second = await PostgresStore.open({ connectionString: url ?? '', schema });
    const now = new Date('2026-03-02T09:00:00Z');
    const mail = 'concurrent@example.fr';
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? first : second).register(newRegistration({ mail }), now)),
    );
    expect(results.filter((r) => r.isNew)).toHaveLength(1);
    const hits = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? first : second).hit('ip:same', 5, 600_000, now)),
    );
    expect(hits.filter((h) => h.allowed)).toHaveLength(5);
    // One rate-limit key for every instance, made by the first, random per database.
    expect(first.rateLimitSecret).toMatch(/^[\w-]{43}$/);
    expect(second.rateLimitSecret).toBe(first.rateLimitSecret);
    const other = await openFresh();
    expect(other.rateLimitSecret).not.toBe(first.rateLimitSecret);
    await other.close();
    await first.close();
    await second.close();
  });
});
