import {
  isLegacyTypology,
  isProjectTypology,
  isWorksNature,
  PROJECT_TYPOLOGIES,
  WORKS_NATURES,
} from '../../../domain/projects/typologies';
import { interpolate } from '../../../i18n/format';
import { projectsFr } from '../../../i18n/projects.fr';

/**
 * The typology as the list and the details show it: its label, a legacy id's old label, or the free text stored
 * before the list existed. The value is the one read by projectKindOf (a renamed id already has its new one).
 */
export function typologyLabel(type: string | undefined): string | undefined {
  if (type === undefined || type === '') return undefined;
  if (isProjectTypology(type)) return projectsFr.typologies[type];
  if (isLegacyTypology(type)) return projectsFr.legacyTypologies[type];
  return type;
}

/** The form's options: the domain's list, plus a stored legacy or free-text typology so that editing never loses it. */
export function typologyOptions(current: string | null): { id: string; label: string }[] {
  const options: { id: string; label: string }[] = PROJECT_TYPOLOGIES.map((id) => ({
    id,
    label: projectsFr.typologies[id],
  }));
  if (current && !isProjectTypology(current)) {
    const old = isLegacyTypology(current) ? projectsFr.legacyTypologies[current] : current;
    options.push({ id: current, label: interpolate(projectsFr.form.otherTypology, { type: old }) });
  }
  return options;
}

/** The key of the option « Non précisée », which leaves the nature of works unset. */
export const NO_WORKS_NATURE = 'none';

export function worksNatureLabel(nature: string | undefined): string | undefined {
  return isWorksNature(nature) ? projectsFr.worksNatures[nature] : undefined;
}

/** The natures of works, then « Non précisée » to unset it. */
export function worksNatureOptions(): { id: string; label: string }[] {
  return [
    ...WORKS_NATURES.map((id) => ({ id, label: projectsFr.worksNatures[id] })),
    { id: NO_WORKS_NATURE, label: projectsFr.form.worksNatureNone },
  ];
}
