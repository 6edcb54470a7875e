/**
 * The discovery of a shared project's unsent work and its sending in the background (issue 30): which marks are
 * sent, one project at a time, each once per pass, waiting for the device to be online; a project another tab holds
 * is left to it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeTestDatabases, testDatabase } from '../../../db/testing/database';
import { sendUnsent, unsentProjects, type SendHost, type UnsentProject } from './backgroundSend';
import type { BackgroundOutcome } from './sessions';

const NOW = '2026-12-01T10:00:00.000Z';

afterEach(() => closeTestDatabases());

describe('unsentProjects', () => {
  it('finds the marked projects this browser holds shared, drops the marks of the others, keeps the refusals', async () => {
    const db = testDatabase();
    await db.projects.bulkPut([
      { id: 'p-team', name: 'Résidence', createdAt: NOW, sharing: { since: NOW, by: 'person-claire' } },
      { id: 'p-refused', name: 'École', createdAt: NOW, sharing: { since: NOW, by: 'person-jean' } },
      { id: 'p-unshared', name: 'Gymnase', createdAt: NOW },
      { id: 'p-quiet', name: 'Crèche', createdAt: NOW, sharing: { since: NOW, by: 'person-jean' } },
    ]);
    const drop = vi.fn();
    const found = await unsentProjects(
      db,
      { 'p-team': 'unsent', 'p-refused': 'revoked', 'p-unshared': 'unsent', 'p-gone': 'unsent' },
      drop,
    );
    expect(found).toEqual([{ id: 'p-team', sharedBy: 'person-claire' }]);
    expect(drop.mock.calls.map(([id]) => id as string).sort()).toEqual(['p-gone', 'p-unshared']);
  });

  it('adds the projects where a closed page left a write between the two databases, after the marked ones', async () => {
    const db = testDatabase();
    await db.projects.bulkPut([
      { id: 'p-team', name: 'Résidence', createdAt: NOW, sharing: { since: NOW, by: 'person-claire' } },
      { id: 'p-left', name: 'Halle', createdAt: NOW, sharing: { since: NOW, by: 'person-jean' } },
      { id: 'p-refused', name: 'École', createdAt: NOW, sharing: { since: NOW, by: 'person-jean' } },
      { id: 'p-others', name: 'Crèche', createdAt: NOW, sharing: { since: NOW, by: 'person-jean' } },
      { id: 'p-unshared', name: 'Gymnase', createdAt: NOW },
    ]);
    const drop = vi.fn();
    const dropLeft = vi.fn();
    const found = await unsentProjects(
      db,
      { 'p-team': 'unsent', 'p-refused': 'revoked' },
      drop,
      (id) => id === 'p-others',
      ['p-left', 'p-team', 'p-refused', 'p-others', 'p-unshared', 'p-gone'],
      dropLeft,
    );
    // Once each; a refusal is the person's to settle on the project's page; another account's is left for it.
    expect(found).toEqual([
      { id: 'p-team', sharedBy: 'person-claire' },
      { id: 'p-left', sharedBy: 'person-jean' },
    ]);
    expect(drop).not.toHaveBeenCalled();
    // Entries of a project gone or kept unshared have nowhere to go.
    expect(dropLeft.mock.calls.map(([id]) => id as string).sort()).toEqual(['p-gone', 'p-unshared']);
  });
});

/** A page whose projects, connection and sending the test drives. */
function host(projects: UnsentProject[], outcomes: Record<string, BackgroundOutcome[]>) {
  const events: string[] = [];
  let online = true;
  let wakeOnline: (() => void) | null = null;
  const page: SendHost & { goOnline(): void; goOffline(): void } = {
    find: async () => projects,
    send: async (project) => {
      events.push(`send ${project.id}`);
      const outcome = outcomes[project.id]?.shift() ?? 'sent';
      if (outcome === 'sent') projects = projects.filter((p) => p.id !== project.id);
      events.push(`${outcome} ${project.id}`);
      return outcome;
    },
    exclusive: (projectId, send) => (outcomes[`lock:${projectId}`] ? Promise.resolve('busy') : send()),
    isOnline: () => online,
    online: () =>
      new Promise((resolve) => {
        events.push('wait online');
        wakeOnline = resolve;
      }),
    idle: async () => void events.push('idle'),
    goOnline() {
      online = true;
      wakeOnline?.();
    },
    goOffline() {
      online = false;
    },
  };
  return { page, events };
}

describe('sendUnsent', () => {
  it('sends the projects one at a time, each after the browser is idle, and stops when none is left', async () => {
    const { page, events } = host(
      [
        { id: 'p-1', sharedBy: 'a' },
        { id: 'p-2', sharedBy: 'a' },
      ],
      {},
    );
    const current: (string | null)[] = [];
    await sendUnsent(page, (id) => current.push(id));
    expect(events).toEqual(['idle', 'send p-1', 'sent p-1', 'idle', 'send p-2', 'sent p-2']);
    expect(current).toEqual(['p-1', null, 'p-2', null]);
  });

  it('tries a project once per pass: one refused or busy in another tab is left, the others go', async () => {
    const { page, events } = host(
      [
        { id: 'p-refused', sharedBy: 'a' },
        { id: 'p-elsewhere', sharedBy: 'a' },
        { id: 'p-3', sharedBy: 'a' },
      ],
      { 'p-refused': ['stopped'], 'lock:p-elsewhere': ['busy'] },
    );
    await sendUnsent(page);
    expect(events.filter((e) => !e.startsWith('idle'))).toEqual([
      'send p-refused',
      'stopped p-refused',
      'send p-3',
      'sent p-3',
    ]);
  });

  it('waits for the device to be online before loading anything, and after a sending the server did not answer', async () => {
    const { page, events } = host([{ id: 'p-1', sharedBy: 'a' }], { 'p-1': ['offline'] });
    page.goOffline();
    const done = sendUnsent(page);
    await vi.waitFor(() => expect(events).toEqual(['wait online']));
    page.goOnline();
    await vi.waitFor(() => expect(events).toEqual(['wait online', 'idle', 'send p-1', 'offline p-1', 'wait online']));
    page.goOnline();
    await done;
    expect(events.slice(-3)).toEqual(['idle', 'send p-1', 'sent p-1']);
  });
});
