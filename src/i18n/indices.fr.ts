/**
 * Plan comparison (issue 27): which indice a measurement was made or checked on, in the sentence of its provenance
 * (./provenance.ts, indiceProvenanceText).
 */
export const indicesFr = {
  provenance: {
    made: 'Mesuré sur l’indice {on}',
    toCheck: 'Reporté de l’indice {from}, à vérifier sur l’indice {on}',
    checked: 'Reporté de l’indice {from}, vérifié sur l’indice {on} le {date}',
    edited: 'Reporté de l’indice {from}, modifié sur l’indice {on} le {date}',
    /** Carried silently: no change of the plan touched it. */
    untouched: 'Reporté de l’indice {from} sur l’indice {on}, hors des modifications du plan',
    /** The indice it came from when that sheet is gone: « l’indice précédent ». */
    unknownFrom: 'précédent',
  },
} as const;
