import { describe, expect, it } from 'vitest';
import { sharedElsewhere } from './projectList';

describe('sharedElsewhere', () => {
  const server = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'b' }];
  it('leaves out the projects this browser holds (they are in « Vos projets »)', () => {
    expect(sharedElsewhere(server, new Set(['b'])).map((p) => p.id)).toEqual(['a', 'c']);
  });
  it('lists each project once, in the server’s order', () => {
    expect(sharedElsewhere(server, new Set()).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });
  it('is empty when every shared project is here', () => {
    expect(sharedElsewhere(server, new Set(['a', 'b', 'c']))).toEqual([]);
  });
});
