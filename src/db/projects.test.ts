import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { planRepository, projectRepository } from './projects';
import { MetrDatabase } from './schema';

let db: MetrDatabase;
beforeEach(() => {
  db = new MetrDatabase({ indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => db.close());

/** A clock that moves one minute per call, so createdAt order is predictable. */
function steppingClock(start = Date.UTC(2025, 0, 1)) {
  let t = start;
  return () => new Date((t += 60_000));
}

describe('projectRepository', () => {
  it('adds a project with a generated UUID and createdAt, and lists projects oldest first', async () => {
    const projects = projectRepository(db, { now: steppingClock() });
    const first = await projects.add({ name: 'Groupe scolaire', client: 'Ville de Lyon', type: 'ERP' });
    const second = await projects.add({ name: 'Résidence Les Tilleuls', client: 'SCI Tilleuls', type: 'Logement' });

    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.id).not.toBe(second.id);
    expect(first.createdAt).toBe('2025-01-01T00:01:00.000Z');
    expect(await projects.list()).toEqual([first, second]);
    expect(await projects.get(first.id)).toEqual(first);
  });

  it('updates fields but never the id or createdAt, and reports a missing row', async () => {
    const projects = projectRepository(db);
    const project = await projects.add({ name: 'Halle', client: 'SNCF', type: 'Industriel' });

    const changes = { name: 'Halle nord', id: 'hijack', createdAt: '1999-01-01T00:00:00.000Z' };
    expect(await projects.update(project.id, changes)).toBe(true);
    expect(await projects.get(project.id)).toEqual({ ...project, name: 'Halle nord' });
    expect(await projects.get('hijack')).toBeUndefined();

    expect(await projects.update('missing', { name: 'Rien' })).toBe(false);
    expect(await projects.update(project.id, {})).toBe(true);
    expect(await projects.update('missing', {})).toBe(false);
  });

  it('deletes a project (and deleting it again is not an error)', async () => {
    const projects = projectRepository(db);
    const project = await projects.add({ name: 'Gymnase', client: 'Commune', type: 'ERP' });
    await projects.delete(project.id);
    await projects.delete(project.id);
    expect(await projects.list()).toEqual([]);
  });
});

describe('planRepository', () => {
  it('adds, updates, deletes and lists plans', async () => {
    const plans = planRepository(db);
    const ground = await plans.add({ projectId: 'p1', name: 'RDC' });
    const first = await plans.add({ projectId: 'p1', name: 'R+1' });
    expect(await plans.list()).toEqual([ground, first].sort((a, b) => (a.name < b.name ? -1 : 1)));

    expect(await plans.update(first.id, { name: 'R+1 indice B' })).toBe(true);
    expect((await plans.get(first.id))?.name).toBe('R+1 indice B');

    await plans.delete(ground.id);
    expect((await plans.list()).map((p) => p.id)).toEqual([first.id]);
  });

  it('lists the plans of one project only, by name', async () => {
    const plans = planRepository(db);
    const b = await plans.add({ projectId: 'p1', name: 'B – coupe' });
    const a = await plans.add({ projectId: 'p1', name: 'A – façade' });
    await plans.add({ projectId: 'p2', name: 'Autre projet' });

    expect(await plans.listByProject('p1')).toEqual([a, b]);
    expect(await plans.listByProject('unknown')).toEqual([]);
  });
});
