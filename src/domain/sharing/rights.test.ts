/** The client's side of the role check on libraries carried by shared projects: one test per rule. */
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_PRICE_FIELDS,
  FULL_LIBRARY_RIGHTS,
  libraryRights,
  mayChangeArticle,
  mayDeleteArticles,
  mayImport,
  type LibraryUse,
} from './rights';

const use = (role: LibraryUse['role'], projectName = 'Groupe scolaire'): LibraryUse => ({
  projectId: projectName,
  projectName,
  role,
});
const article = { designation: 'Cloison 72/48', unite: 'm2', prix_unitaire: 42, vatRate: 2000 };
const unpriced = { ...article, prix_unitaire: 0 };

describe('libraryRights', () => {
  it('leaves a library no shared project carries, or carried as économiste, fully editable', () => {
    expect(libraryRights([])).toBe(FULL_LIBRARY_RIGHTS);
    expect(libraryRights([use('economiste')])).toBe(FULL_LIBRARY_RIGHTS);
  });
  it('takes the prices from a métreur and keeps the rest', () => {
    expect(libraryRights([use('metreur')])).toEqual({
      canEdit: true,
      canEditPrices: false,
      restrictedBy: use('metreur'),
    });
  });
  it('makes the library read-only for a lecteur, and for a role not known here', () => {
    expect(libraryRights([use('lecteur')])).toMatchObject({ canEdit: false, canEditPrices: false });
    expect(libraryRights([use(null)])).toMatchObject({ canEdit: false, canEditPrices: false });
  });
  it('follows the most restrictive role when several shared projects carry the library', () => {
    const rights = libraryRights([use('economiste', 'A'), use('lecteur', 'B'), use('metreur', 'C')]);
    expect(rights).toMatchObject({ canEdit: false, restrictedBy: { projectName: 'B', role: 'lecteur' } });
    expect(libraryRights([use('economiste', 'A'), use('metreur', 'C')]).restrictedBy?.projectName).toBe('C');
  });
});

describe('mayChangeArticle (the server’s guard, article by article)', () => {
  const metreur = libraryRights([use('metreur')]);
  const lecteur = libraryRights([use('lecteur')]);
  it('lets a métreur change what is not a price', () => {
    expect(mayChangeArticle(metreur, article, { ...article, designation: 'Cloison 98/48' })).toBe(true);
  });
  it('refuses a métreur each price field', () => {
    expect(ARTICLE_PRICE_FIELDS).toEqual(['prix_unitaire', 'vatRate']);
    expect(mayChangeArticle(metreur, article, { ...article, prix_unitaire: 43 })).toBe(false);
    expect(mayChangeArticle(metreur, article, { ...article, vatRate: 550 })).toBe(false);
  });
  it('lets a métreur add or delete an article without a price, not one with a price', () => {
    expect(mayChangeArticle(metreur, null, unpriced)).toBe(true);
    expect(mayChangeArticle(metreur, unpriced, null)).toBe(true);
    expect(mayChangeArticle(metreur, null, article)).toBe(false);
    expect(mayChangeArticle(metreur, article, null)).toBe(false);
  });
  it('refuses a lecteur everything and lets an économiste do everything', () => {
    expect(mayChangeArticle(lecteur, article, { ...article, designation: 'x' })).toBe(false);
    expect(mayChangeArticle(lecteur, null, unpriced)).toBe(false);
    expect(mayChangeArticle(FULL_LIBRARY_RIGHTS, article, { ...article, prix_unitaire: 1 })).toBe(true);
    expect(mayChangeArticle(FULL_LIBRARY_RIGHTS, article, null)).toBe(true);
  });
});

describe('mayDeleteArticles and mayImport', () => {
  const metreur = libraryRights([use('metreur')]);
  it('lets a métreur delete a chapter, a lot or a library only when none of its articles has a price', () => {
    expect(mayDeleteArticles(metreur, [unpriced, unpriced])).toBe(true);
    expect(mayDeleteArticles(metreur, [unpriced, article])).toBe(false);
    expect(mayDeleteArticles(metreur, [])).toBe(true);
    expect(mayDeleteArticles(libraryRights([use('lecteur')]), [])).toBe(false);
    expect(mayDeleteArticles(FULL_LIBRARY_RIGHTS, [article])).toBe(true);
  });
  it('keeps the import (articles with their prices) for an économiste', () => {
    expect(mayImport(FULL_LIBRARY_RIGHTS)).toBe(true);
    expect(mayImport(metreur)).toBe(false);
    expect(mayImport(libraryRights([use('lecteur')]))).toBe(false);
  });
});
