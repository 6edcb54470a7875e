import type { ProjectFormValues } from '../../src/screens/Workspace/Projects/projectForm';

/** The stories' project, as its form holds it: every field filled. */
export const tilleuls = {
  name: 'Résidence Les Tilleuls',
  client: 'Habitat 49',
  reference: 'AO-2026-118',
  type: 'logement-collectif',
  worksNature: 'construction-neuve',
  address: '12 rue des Tilleuls, 49000 Angers',
  deliveryDate: '2027-01-15',
} satisfies ProjectFormValues;
