/**
 * The built-in words of the design-system components that any page may show (link, modal, field, alert, progress
 * bar, select, skip link, video): the components' own copy, not the app's page copy, so that a component never
 * imports `fr` or a page module (the layer lint enforces it). Small on purpose: it loads with the shell, like ./fr.ts.
 * The words of the components only the workspace uses are in ./components.fr.ts.
 * Typography as in ./fr.ts (checked by ./fr.test.ts).
 */
export const shellComponentsFr = {
  link: {
    newWindow: '(nouvelle fenêtre)',
  },
  modal: {
    close: 'Fermer',
  },
  field: {
    required: '(obligatoire)',
  },
  skipLink: {
    label: 'Aller au contenu principal',
  },
  video: {
    play: 'Lire la vidéo',
    pause: 'Mettre en pause la vidéo',
  },
  progress: {
    indeterminate: 'Initialisation…',
    complete: 'Terminé',
  },
  select: {
    placeholder: 'Sélectionnez une option',
  },
  alert: {
    error: 'Erreur',
    success: 'Succès',
    info: 'Information',
    warning: 'Attention',
  },
};
