import { describe, expect, it } from 'vitest';
import { FORMER_MEMBER } from './contract';
import { authorOf, personLabel, personNames, sharedAuthorId } from './people';

describe('personLabel', () => {
  it('reads a first and last name from the address', () => {
    expect(personLabel('marie.durand@cabinet.fr')).toBe('Marie Durand');
    expect(personLabel('JEAN_LEROY@cabinet.fr')).toBe('Jean Leroy');
    expect(personLabel('jean-pierre.martin@cabinet.fr')).toBe('Jean-Pierre Martin');
    expect(personLabel('élodie.ébrard@cabinet.fr')).toBe('Élodie Ébrard');
  });
  it('marks an initial and drops a sub-address', () => {
    expect(personLabel('m.durand@cabinet.fr')).toBe('M. Durand');
    expect(personLabel('claire+metr@cabinet.fr')).toBe('Claire');
  });
  it('keeps the address when its local part has no letter', () => {
    expect(personLabel('1234@cabinet.fr')).toBe('1234@cabinet.fr');
    expect(personLabel('  ')).toBe('');
  });
});

describe('personNames', () => {
  it('gives the address as secondary text, never twice', () => {
    expect(personNames('marie.durand@cabinet.fr')).toEqual({ label: 'Marie Durand', email: 'marie.durand@cabinet.fr' });
    expect(personNames('007@cabinet.fr')).toEqual({ label: '007@cabinet.fr', email: null });
  });
});

describe('authorOf', () => {
  const users = [{ id: 'u-1', firstName: 'Claire', lastName: 'Martin' }];
  it('names this browser’s profile, a deleted account’s erased id, or nobody known', () => {
    expect(authorOf('u-1', users)).toEqual({ kind: 'user', name: 'Claire Martin' });
    expect(authorOf(FORMER_MEMBER, users)).toEqual({ kind: 'former' });
    expect(authorOf('u-colleague', users)).toEqual({ kind: 'unknown' });
  });

  it('names a shared project’s author id by its browser profile, whichever account wrote it', () => {
    expect(sharedAuthorId('u-1', 'acc-claire')).toBe('u-1~acc-claire');
    expect(sharedAuthorId('u-1', 'acc-claire')).not.toBe(sharedAuthorId('u-1', 'acc-jean'));
    expect(authorOf(sharedAuthorId('u-1', 'acc-claire'), users)).toEqual({ kind: 'user', name: 'Claire Martin' });
    expect(authorOf(sharedAuthorId('u-1', 'acc-jean'), users)).toEqual({ kind: 'user', name: 'Claire Martin' });
    expect(authorOf(sharedAuthorId('u-colleague', 'acc-jean'), users)).toEqual({ kind: 'unknown' });
    expect(authorOf('~acc-jean', users)).toEqual({ kind: 'unknown' });
  });
});
