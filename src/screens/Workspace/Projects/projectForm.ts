/**
 * The project form's values and their empty state, apart from the dialog: the routes use them without loading the
 * dialog (it loads on demand, with the date picker and the schema).
 */
/** The form as typed: every text as it is, the typology's id or null, the date as YYYY-MM-DD or null. */
export interface ProjectFormValues {
  name: string;
  client: string;
  reference: string;
  type: string | null;
  /** The nature of works' id, or null for none. */
  worksNature: string | null;
  address: string;
  deliveryDate: string | null;
}

/** What a valid form gives: trimmed texts, optional ones absent when empty. */
export interface ProjectFields {
  name: string;
  client: string;
  reference?: string | undefined;
  type: string;
  worksNature?: string | undefined;
  address?: string | undefined;
  deliveryDate?: string | undefined;
}

export type ProjectField = keyof ProjectFormValues;

/** Document order: the first field in error gets the focus. */
export const FIELD_ORDER: readonly ProjectField[] = [
  'name',
  'client',
  'reference',
  'type',
  'worksNature',
  'address',
  'deliveryDate',
];

export const emptyProjectForm: Readonly<ProjectFormValues> = {
  name: '',
  client: '',
  reference: '',
  type: null,
  worksNature: null,
  address: '',
  deliveryDate: null,
};
