/**
 * Create or edit an article: the catalogue item's fields (designation, lot, chapter, unit, price…) and the library's (number, VAT, active), checked on
 * submit with the shared schema; each French message under its field, the focus on the first field in error.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Checkbox } from '../../components/Checkbox';
import { Modal } from '../../components/Modal';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { createArticleSchema, type ArticleFormValues } from '../../domain/library/article';
import { VAT_RATES, type VatRate } from '../../domain/library/types';
import { UNITS, type Unit } from '../../domain/takeoff/quantity';
import { fieldErrors } from '../../domain/validation';
import { libraryFr } from '../../i18n/library.fr';
import { formatNumber, parseDecimal } from '../../i18n/numbers';
import { firstInvalid, focusFieldNextFrame, invalidProps } from '../../patterns/Form';
import { FormActions, FormRefusal } from './LibraryParts';
import * as styles from './Library.css';

const t = libraryFr.articleDialog;
// Built here rather than in src/state: screens may not import the state layer. Same factory, same messages.
const schema = createArticleSchema(libraryFr.validation);

export interface ArticleDraft {
  readonly code: string;
  readonly designation: string;
  readonly lot: string;
  readonly subCategory: string;
  readonly unite: Unit | '';
  readonly prix_unitaire: number;
  readonly vatRate: VatRate;
  readonly actif: boolean;
  readonly description?: string;
  readonly tags: readonly string[];
}

export const emptyArticleDraft: ArticleDraft = {
  code: '',
  designation: '',
  lot: '',
  subCategory: '',
  unite: '',
  prix_unitaire: 0,
  vatRate: 2000,
  actif: true,
  tags: [],
};

export interface ArticleDialogProps {
  readonly isOpen: boolean;
  readonly mode: 'create' | 'edit';
  readonly initial: ArticleDraft;
  readonly libraryId: string;
  readonly lots: readonly { readonly id: string; readonly label: string }[];
  readonly chapters: readonly { readonly id: string; readonly label: string; readonly lotId: string }[];
  readonly onSubmit: (values: ArticleFormValues) => void;
  readonly onCancel: () => void;
  readonly isPending?: boolean;
  /** A refusal from storage (a number already taken), shown at the top of the form. */
  readonly errorMessage?: string | null;
}

type Field = 'code' | 'designation' | 'lot' | 'subCategory' | 'unite' | 'prix_unitaire' | 'vatRate';
const ORDER: readonly Field[] = ['code', 'designation', 'lot', 'subCategory', 'unite', 'prix_unitaire', 'vatRate'];

export function ArticleDialog(props: ArticleDialogProps) {
  return (
    <Modal
      isOpen={props.isOpen}
      onOpenChange={(open) => !open && props.onCancel()}
      title={props.mode === 'create' ? t.createTitle : t.editTitle}
      size="lg"
    >
      <ArticleForm {...props} />
    </Modal>
  );
}

function ArticleForm({
  initial,
  libraryId,
  lots,
  chapters,
  onSubmit,
  onCancel,
  isPending,
  errorMessage,
}: ArticleDialogProps) {
  const [values, setValues] = useState(initial);
  const [price, setPrice] = useState(
    initial.prix_unitaire === 0 && initial.designation === '' ? '' : formatNumber(initial.prix_unitaire, 2),
  );
  const [tags, setTags] = useState(initial.tags.join(', '));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<ArticleDraft>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsedPrice = price.trim() === '' ? { ok: true as const, value: 0 } : parseDecimal(price);
    const result = schema.safeParse({
      ...values,
      prix_unitaire: parsedPrice.ok ? parsedPrice.value : Number.NaN,
      tags: tags
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
      bibliotheque_id: libraryId,
    });
    const found = fieldErrors(result) as Partial<Record<Field, string>>;
    if (!parsedPrice.ok) found.prix_unitaire = libraryFr.validation.priceNotANumber;
    setErrors(found);
    const first = firstInvalid(ORDER, found);
    if (first) {
      focusFieldNextFrame(formRef.current, first);
      return;
    }
    if (result.success) onSubmit(result.data);
  };

  const lotChapters = chapters.filter((c) => c.lotId === values.lot);

  return (
    <Form ref={formRef} onSubmit={submit} className={styles.form} validationBehavior="aria">
      <FormRefusal message={errorMessage} />
      <div className={styles.formRow}>
        <div data-field="code">
          <TextField
            label={t.number}
            description={t.numberDescription}
            value={values.code}
            onChange={(code) => set({ code })}
            {...invalidProps(errors.code)}
          />
        </div>
        <div data-field="designation">
          <TextField
            label={t.designation}
            isRequired
            value={values.designation}
            onChange={(designation) => set({ designation })}
            {...invalidProps(errors.designation)}
          />
        </div>
      </div>
      <div className={styles.formRow}>
        <div data-field="lot">
          <Select
            label={t.lot}
            isRequired
            placeholder={t.placeholderSelect}
            items={lots}
            selectedKey={values.lot || null}
            onSelectionChange={(key) => set({ lot: key === null ? '' : String(key), subCategory: '' })}
            {...invalidProps(errors.lot)}
          />
        </div>
        <div data-field="subCategory">
          <Select
            label={t.subCategory}
            isRequired
            placeholder={t.placeholderSelect}
            items={lotChapters}
            selectedKey={values.subCategory || null}
            onSelectionChange={(key) => set({ subCategory: key === null ? '' : String(key) })}
            {...invalidProps(errors.subCategory)}
          />
        </div>
      </div>
      <div className={styles.formRow}>
        <div data-field="unite">
          <Select
            label={t.unit}
            isRequired
            placeholder={t.placeholderSelect}
            items={UNITS.map((u) => ({ id: u, label: libraryFr.units[u] }))}
            selectedKey={values.unite || null}
            onSelectionChange={(key) => set({ unite: key === null ? '' : (String(key) as Unit) })}
            {...invalidProps(errors.unite)}
          />
        </div>
        <div data-field="prix_unitaire">
          <TextField
            label={t.price}
            inputMode="decimal"
            value={price}
            onChange={setPrice}
            {...invalidProps(errors.prix_unitaire)}
          />
        </div>
        <div data-field="vatRate">
          <Select
            label={t.vat}
            isRequired
            items={VAT_RATES.map((rate) => ({ id: String(rate), label: libraryFr.vatRates[rate] }))}
            selectedKey={String(values.vatRate)}
            onSelectionChange={(key) => set({ vatRate: Number(key) as VatRate })}
            {...invalidProps(errors.vatRate)}
          />
        </div>
      </div>
      <Checkbox isSelected={values.actif} onChange={(actif) => set({ actif })}>
        {t.active}
      </Checkbox>
      <TextField
        label={t.description}
        multiline
        rows={3}
        value={values.description ?? ''}
        onChange={(description) => set({ description })}
      />
      <TextField label={t.tags} description={t.tagsDescription} value={tags} onChange={setTags} />
      <FormActions submitLabel={t.save} cancelLabel={t.cancel} onCancel={onCancel} isPending={isPending} />
    </Form>
  );
}
