import { isProjectTypology, PROJECT_TYPOLOGIES } from '../../../domain/projects/typologies';
import { interpolate } from '../../../i18n/format';
import { projectsFr } from '../../../i18n/projects.fr';

/** The typology as the list and the details show it: its label, or the free text stored before the list existed. */
export function typologyLabel(type: string | undefined): string | undefined {
  if (type === undefined || type === '') return undefined;
  return isProjectTypology(type) ? projectsFr.typologies[type] : type;
}

/** The form's options: the domain's list, plus a stored free-text typology so that editing never loses it. */
export function typologyOptions(current: string | null): { id: string; label: string }[] {
  const options: { id: string; label: string }[] = PROJECT_TYPOLOGIES.map((id) => ({
    id,
    label: projectsFr.typologies[id],
  }));
  if (current && !isProjectTypology(current)) {
    options.push({ id: current, label: interpolate(projectsFr.form.otherTypology, { type: current }) });
  }
  return options;
}
