import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesQuery, queryWords, searchKey, searchProjects, PROJECT_SORTS, type SortableProject } from './list';
import { PROJECT_TYPOLOGIES, isProjectTypology } from './typologies';

const project = (id: string, name: string, more: Partial<SortableProject> = {}): SortableProject => ({
  id,
  name,
  createdAt: '2026-03-01T09:00:00.000Z',
  lastChangeAt: '2026-03-01T09:00:00.000Z',
  ...more,
});

const projects: SortableProject[] = [
  project('a', 'Résidence Les Tilleuls', {
    client: 'Habitat 76',
    reference: 'AO-2026-014',
    createdAt: '2026-01-10T09:00:00.000Z',
    lastChangeAt: '2026-03-02T10:00:00.000Z',
  }),
  project('b', 'Gros œuvre – L’Îlot Vauban', {
    client: 'Bâtir Ensemble',
    createdAt: '2026-02-01T09:00:00.000Z',
    lastChangeAt: '2026-02-15T10:00:00.000Z',
  }),
  project('c', 'école Jules Ferry', {
    client: 'Ville de Rouen',
    reference: 'MAPA 12',
    createdAt: '2026-02-20T09:00:00.000Z',
    lastChangeAt: '2026-02-20T09:00:00.000Z',
  }),
  project('d', 'Lot 10 menuiseries', {
    createdAt: '2025-12-01T09:00:00.000Z',
    lastChangeAt: '2026-03-05T08:00:00.000Z',
  }),
  project('e', 'Lot 2 gros œuvre', { createdAt: '2025-12-02T09:00:00.000Z', lastChangeAt: '2026-01-05T08:00:00.000Z' }),
];

const ids = (list: readonly SortableProject[]) => list.map((p) => p.id);

describe('searchKey', () => {
  it('drops accents and case, spells out ligatures, unifies apostrophes, dashes and spaces', () => {
    expect(searchKey('  Gros Œuvre – L’Îlot\u00a0Vauban ')).toBe("gros oeuvre - l'ilot vauban");
    expect(searchKey('ÉCOLE Crèche Ægée')).toBe('ecole creche aegee');
  });
});

describe('search', () => {
  it('finds a project by its name, client or reference, whatever the accents and the case', () => {
    expect(ids(searchProjects(projects, 'ecole', 'name'))).toEqual(['c']);
    expect(ids(searchProjects(projects, 'BATIR', 'name'))).toEqual(['b']);
    expect(ids(searchProjects(projects, 'ao-2026', 'name'))).toEqual(['a']);
    expect(ids(searchProjects(projects, "l'ilot", 'name'))).toEqual(['b']);
    expect(ids(searchProjects(projects, 'gros oeuvre', 'name'))).toEqual(['b', 'e']);
  });

  it('needs every word, each in any field, but never a word across two fields', () => {
    expect(ids(searchProjects(projects, 'tilleuls habitat', 'name'))).toEqual(['a']);
    expect(ids(searchProjects(projects, 'tilleuls rouen', 'name'))).toEqual([]);
    // « ferry » ends the name and « ville » starts the client: « ferryville » must not match.
    expect(matchesQuery(projects[2] as SortableProject, queryWords('ferryville'))).toBe(false);
  });

  it('returns everything for an empty or blank query', () => {
    expect(searchProjects(projects, '   ', 'name')).toHaveLength(projects.length);
    expect(queryWords(' \u00a0 ')).toEqual([]);
  });
});

describe('sort', () => {
  it('by last change, newest first', () => {
    expect(ids(searchProjects(projects, '', 'lastChange'))).toEqual(['d', 'a', 'c', 'b', 'e']);
  });

  it('by name, in French order: accents ignored, numbers as numbers', () => {
    expect(ids(searchProjects(projects, '', 'name'))).toEqual(['c', 'b', 'e', 'd', 'a']);
  });

  it('by creation date, newest first', () => {
    expect(ids(searchProjects(projects, '', 'createdAt'))).toEqual(['c', 'b', 'a', 'e', 'd']);
  });

  it('breaks ties the same way whatever the input order', () => {
    const same = [project('y', 'Même'), project('x', 'Même'), project('z', 'Même')];
    for (const sort of PROJECT_SORTS) {
      expect(ids(searchProjects(same, '', sort))).toEqual(['x', 'y', 'z']);
      expect(ids(searchProjects([...same].reverse(), '', sort))).toEqual(['x', 'y', 'z']);
    }
  });

  it('never loses or invents a project, and does not change its input', () => {
    const arbitrary = fc.array(
      fc.record({
        id: fc.uuid(),
        name: fc.string(),
        client: fc.option(fc.string(), { nil: undefined }),
        createdAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        lastChangeAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      }),
    );
    fc.assert(
      fc.property(arbitrary, fc.constantFrom(...PROJECT_SORTS), (list, sort) => {
        const copy = [...list];
        const sorted = searchProjects(list, '', sort);
        expect(list).toEqual(copy);
        expect([...sorted].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
          [...list].sort((a, b) => a.id.localeCompare(b.id)),
        );
      }),
    );
  });
});

describe('typologies', () => {
  it('are the kinds of building an économiste expects, as ids (issue 24; réhabilitation is a nature of works)', () => {
    expect(PROJECT_TYPOLOGIES).toEqual([
      'sante',
      'enseignement',
      'logement-collectif',
      'logement-individuel',
      'bureaux',
      'commerce',
      'industrie-logistique',
      'equipements-sportifs',
      'culture',
      'hotellerie-restauration',
      'equipements-publics',
      'ouvrages-art-vrd',
      'autre',
    ]);
    expect(isProjectTypology('sante')).toBe(true);
    // A legacy id is not one of the list (it is still read: typologies.test.ts).
    expect(isProjectTypology('erp')).toBe(false);
    expect(isProjectTypology('ERP')).toBe(false);
    expect(isProjectTypology(undefined)).toBe(false);
  });
});
