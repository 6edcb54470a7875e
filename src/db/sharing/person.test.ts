import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignedInPerson } from './api';
import { ME_STORAGE_KEY, signedInPerson } from './person';

const stored = new Map<string, string>();

beforeEach(() => {
  stored.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
});

afterEach(() => vi.unstubAllGlobals());

function account(id: string): SignedInPerson {
  return { person: { id, email: `${id}@cabinet.fr` }, firm: null, projects: [] };
}

describe('the person signed in on this browser', () => {
  it('is asked once per tab, remembered for offline, and asked again once signing out forgot them', async () => {
    const api = { me: vi.fn(() => Promise.resolve(account('camille'))) };
    expect((await signedInPerson(api)).person.id).toBe('camille');
    expect((await signedInPerson(api)).person.id).toBe('camille');
    expect(api.me).toHaveBeenCalledTimes(1);
    expect(JSON.parse(stored.get(ME_STORAGE_KEY) ?? 'null')).toMatchObject({ person: { id: 'camille' } });

    // Camille signs out (here or in another tab: workspace/sharing/known.ts forgets her), Dominique signs in.
    stored.delete(ME_STORAGE_KEY);
    api.me.mockResolvedValue(account('dominique'));
    expect((await signedInPerson(api)).person.id).toBe('dominique');
    expect(api.me).toHaveBeenCalledTimes(2);
  });
});
