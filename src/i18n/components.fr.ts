/**
 * The built-in words of the components that only the workspace uses (search field, menu, breadcrumbs, date picker,
 * notifications). Apart from ./fr.ts, which every page's first script carries: these load with the components.
 * Typography as in ./fr.ts (checked by ./fr.test.ts).
 */
export const componentsFr = {
  searchField: {
    clear: 'Effacer la recherche',
  },
  breadcrumbs: {
    label: 'Fil d’Ariane',
  },
  datePicker: {
    open: 'Ouvrir le calendrier',
    calendar: 'Calendrier',
    clear: 'Effacer la date',
  },
  toast: {
    region: 'Notifications',
    close: 'Fermer la notification',
  },
};
