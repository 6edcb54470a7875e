import { describe, expect, it } from 'vitest';
import { installLibrary } from '../commands';
import { libraryOutline, outlineArticles } from '../outline';
import { applyChanges, emptyState } from '../../takeoff/commands';
import { UNITS } from '../../takeoff/quantity';
import { STARTER_EDITION, STARTER_LIBRARY } from './data';

describe('the starter library', () => {
  const ctx = (() => {
    let n = 0;
    return { now: '2026-03-01T09:00:00.000Z', newId: () => `s-${++n}` };
  })();
  const command = installLibrary(
    { name: 'Démarrage', origin: { kind: 'starter', edition: STARTER_EDITION } },
    STARTER_LIBRARY,
    ctx,
  );
  const state = applyChanges(emptyState(), command.changes);
  const articles = outlineArticles(libraryOutline(state, null));

  it('has at least 150 articles over the 12 usual lots, numbered 01.01.01 onwards', () => {
    expect(articles.length).toBeGreaterThanOrEqual(150);
    expect(STARTER_LIBRARY.lots.map((l) => l.code)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    expect(articles[0]?.number).toBe('01.01.01');
    expect(new Set(articles.map((a) => a.number)).size).toBe(articles.length);
  });

  it('uses the nine units, indicative round prices in euros, 20 % VAT, every article active', () => {
    for (const { article } of articles) {
      expect(UNITS).toContain(article.unite);
      expect(article.prix_unitaire % 1, article.designation).toBe(0);
      expect(article.prix_unitaire).toBeGreaterThan(0);
      expect(article.vatRate).toBe(2000);
      expect(article.actif).toBe(true);
      expect(article.designation.length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(articles.map((a) => a.article.unite))).toEqual(new Set(UNITS));
  });

  it('writes French typography: apostrophes are ’, no straight quote, no double space', () => {
    for (const { article } of articles) {
      expect(article.designation).not.toMatch(/'|"|\s{2}/);
    }
    expect(new Set(articles.map((a) => a.article.designation)).size).toBe(articles.length);
  });
});
