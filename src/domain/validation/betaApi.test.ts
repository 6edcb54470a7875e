import { describe, expect, it } from 'vitest';
import { readFieldErrors, readRetryAfterSeconds } from './betaApi';

describe('the beta-registration contract', () => {
  it('reads the messages of the asked fields only, non-empty strings', () => {
    const body = {
      error: 'invalid_fields',
      message: 'x',
      fields: { nom: 'Nom invalide', mail: '', tel: 3, autre: 'y' },
    };
    expect(readFieldErrors(body, ['nom', 'prenom', 'tel', 'mail'] as const)).toEqual({ nom: 'Nom invalide' });
    expect(readFieldErrors(undefined, ['nom'] as const)).toEqual({});
    expect(readFieldErrors({ fields: ['nom'] }, ['nom'] as const)).toEqual({});
  });

  it('reads the wait from the body, else the header, else the fallback, rounded up', () => {
    expect(readRetryAfterSeconds({ retryAfter: 12.2 }, '99')).toBe(13);
    expect(readRetryAfterSeconds({}, '30')).toBe(30);
    expect(readRetryAfterSeconds({ retryAfter: -1 }, 'soon')).toBe(60);
    expect(readRetryAfterSeconds(null, null, 5)).toBe(5);
  });
});
