/** Fills `{name}` placeholders of a content string. A missing value is a bug: it throws rather than show "{name}". */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Missing value for {${key}} in "${template}"`);
    return String(value);
  });
}

const frPlural = new Intl.PluralRules('fr-FR');

/** The form of a `{ one, other }` pair for a count, by French rules: 0 and 1 take the singular. */
export function pluralForm<T>(forms: { readonly one: T; readonly other: T }, count: number): T {
  return frPlural.select(count) === 'one' ? forms.one : forms.other;
}

/** '22 novembre 2026', '1er janvier 2027' — the French long date (Intl omits the ordinal of the first day). */
export function formatLongDate(date: Date): string {
  const text = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
  return date.getDate() === 1 ? text.replace(/^1 /, '1er ') : text;
}
