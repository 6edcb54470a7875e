import { describe, expect, it } from 'vitest';
import { PROJECT_TYPOLOGIES, WORKS_NATURES, isProjectTypology, projectKindOf } from './typologies';

describe('typologies and natures of works', () => {
  it('lists the typologies an économiste expects, and réhabilitation only as a nature of works', () => {
    for (const id of ['sante', 'enseignement', 'logement-collectif', 'logement-individuel', 'bureaux', 'commerce']) {
      expect(PROJECT_TYPOLOGIES).toContain(id);
    }
    expect(PROJECT_TYPOLOGIES).not.toContain('rehabilitation');
    expect(WORKS_NATURES).toEqual(
      expect.arrayContaining(['construction-neuve', 'rehabilitation', 'extension', 'renovation-energetique']),
    );
  });

  it('reads a project stored as « réhabilitation » with réhabilitation as its nature of works, and no typology', () => {
    expect(projectKindOf({ type: 'rehabilitation' })).toEqual({ worksNature: 'rehabilitation' });
    // A nature already chosen wins; nothing is invented.
    expect(projectKindOf({ type: 'rehabilitation', worksNature: 'extension' })).toEqual({ worksNature: 'extension' });
  });

  it('reads renamed typologies under their new id, and keeps every other stored value as it is', () => {
    expect(projectKindOf({ type: 'maison-individuelle' })).toEqual({ type: 'logement-individuel' });
    expect(projectKindOf({ type: 'industriel', worksNature: 'construction-neuve' })).toEqual({
      type: 'industrie-logistique',
      worksNature: 'construction-neuve',
    });
    expect(projectKindOf({ type: 'tertiaire' })).toEqual({ type: 'tertiaire' });
    expect(projectKindOf({ type: 'erp' })).toEqual({ type: 'erp' });
    expect(projectKindOf({ type: 'Groupe scolaire' })).toEqual({ type: 'Groupe scolaire' });
    expect(projectKindOf({ type: 'sante', worksNature: 'rehabilitation' })).toEqual({
      type: 'sante',
      worksNature: 'rehabilitation',
    });
    expect(isProjectTypology('sante')).toBe(true);
  });

  it('reads a row without either field, or with a damaged one, as far as it can', () => {
    expect(projectKindOf({})).toEqual({});
    expect(projectKindOf({ type: '', worksNature: 'démolition totale' })).toEqual({});
    expect(projectKindOf({ type: 42, worksNature: 'extension' })).toEqual({ worksNature: 'extension' });
  });
});
