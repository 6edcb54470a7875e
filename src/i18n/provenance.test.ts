import { describe, expect, it } from 'vitest';
import { cadProvenanceText, provenanceExportText, provenanceSummary, scoresText, templatesText } from './provenance';

describe('the provenance in French', () => {
  it('on screen, with French plurals, leaving out what counts nothing', () => {
    expect(provenanceSummary({ accepted: 18, corrected: 1, manual: 1 })).toBe(
      '18\u00a0détectés et acceptés · 1\u00a0détecté et corrigé · 1\u00a0ajouté à la main',
    );
    expect(provenanceSummary({ accepted: 1, corrected: 0, manual: 3 })).toBe(
      '1\u00a0détecté et accepté · 3\u00a0ajoutés à la main',
    );
    expect(provenanceSummary({ accepted: 0, corrected: 0, manual: 0 })).toBe('Aucun point compté pour l’instant');
    expect(templatesText(1)).toBe('1\u00a0modèle');
    expect(templatesText(2)).toBe('2\u00a0modèles');
    expect(scoresText({ min: 0.634, max: 0.97 })).toBe('63–97\u202f%');
    expect(scoresText({ min: 0.9, max: 0.9 })).toBe('90\u202f%');
  });

  it('in the export', () => {
    expect(provenanceExportText({ accepted: 18, corrected: 1, manual: 1, scores: { min: 0.63, max: 0.97 } })).toBe(
      '18 détectés et acceptés, 1 corrigé, 1 à la main, scores 63–97\u00a0%',
    );
  });
});

describe('a CAD measurement’s provenance', () => {
  it('names the block or the layer it was made from', () => {
    expect(cadProvenanceText({ kind: 'block', block: 'PORTE_90', references: ['2F', '2F/1A3'] })).toBe(
      'bloc CAO\u00a0: PORTE_90',
    );
    expect(cadProvenanceText({ kind: 'layer', layer: 'MURS', pieces: ['3A', '3B'] })).toBe('calque CAO\u00a0: MURS');
  });
});
