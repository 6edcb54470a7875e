/**
 * Create or edit an article: the catalogue item's fields (designation, lot, chapter, unit, price…) and the library's (number, VAT, active), checked on
 * submit with the shared schema; each French message under its field, the focus on the first field in error.
 */
import { useState, type FormEvent } from 'react';
import { Checkbox } from '../../components/Checkbox';
import { Modal } from '../../components/Modal';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { createArticleSchema, type ArticleFormValues } from '../../domain/library/article';
import { VAT_RATES, type VatRate } from '../../domain/library/types';
import { UNITS, type Unit } from '../../domain/takeoff/quantity';
import { COUNT_SYMBOLS, PALETTE_KEYS, type CountSymbol, type PaletteKey } from '../../domain/takeoff/types';
import { legendFr } from '../../i18n/legend.fr';
import { measureFr } from '../../i18n/measure.fr';
import { fieldErrors } from '../../domain/validation';
import { libraryFr } from '../../i18n/library.fr';
import { formatNumber, parseDecimal } from '../../i18n/numbers';
import { firstInvalid, focusFieldNextFrame, invalidProps } from '../../patterns/Form';
import { CodeField, DialogForm } from './LibraryParts';
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
  readonly cctpRef?: string;
  readonly tags: readonly string[];
  /** The plan's look of the article's measurements (issue 24); absent: each measurement's own. */
  readonly color?: PaletteKey;
  readonly symbol?: CountSymbol;
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
  /**
   * The price and the VAT are shown, disabled, with the reason (a métreur in a shared project's library): the article
   * keeps the ones it has (0 € for a new one). @default false
   */
  readonly isPriceLocked?: boolean;
}

type Field = 'code' | 'designation' | 'lot' | 'subCategory' | 'unite' | 'prix_unitaire' | 'vatRate' | 'cctpRef';
const ORDER: readonly Field[] = [
  'code',
  'designation',
  'lot',
  'subCategory',
  'unite',
  'prix_unitaire',
  'vatRate',
  'cctpRef',
];

export function ArticleDialog(props: ArticleDialogProps) {
  return (
    <Modal
      isOpen={props.isOpen}
      onClose={props.onCancel}
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
  isPriceLocked = false,
}: ArticleDialogProps) {
  const [values, setValues] = useState(initial);
  const [price, setPrice] = useState(
    initial.prix_unitaire === 0 && initial.designation === '' ? '' : formatNumber(initial.prix_unitaire, 2),
  );
  const [tags, setTags] = useState(initial.tags.join(', '));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (patch: Partial<ArticleDraft>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsedPrice = isPriceLocked
      ? { ok: true as const, value: initial.prix_unitaire }
      : price.trim() === ''
        ? { ok: true as const, value: 0 }
        : parseDecimal(price);
    const result = schema.safeParse({
      ...values,
      ...(isPriceLocked ? { vatRate: initial.vatRate } : {}),
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
      focusFieldNextFrame(event.currentTarget, first);
      return;
    }
    if (result.success) onSubmit(result.data);
  };

  const lotChapters = chapters.filter((c) => c.lotId === values.lot);

  return (
    <DialogForm onSubmit={submit} errorMessage={errorMessage} copy={t} onCancel={onCancel} isPending={isPending}>
      <div className={styles.formRow}>
        <CodeField
          label={t.number}
          description={t.numberDescription}
          value={values.code}
          onChange={(code) => set({ code })}
          error={errors.code}
        />
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
        <RequiredSelect
          field="lot"
          label={t.lot}
          items={lots}
          value={values.lot}
          onChange={(lot) => set({ lot, subCategory: '' })}
          error={errors.lot}
        />
        <RequiredSelect
          field="subCategory"
          label={t.subCategory}
          items={lotChapters}
          value={values.subCategory}
          onChange={(subCategory) => set({ subCategory })}
          error={errors.subCategory}
        />
      </div>
      <div className={styles.formRow}>
        <RequiredSelect
          field="unite"
          label={t.unit}
          items={UNITS.map((u) => ({ id: u, label: libraryFr.units[u] }))}
          value={values.unite}
          onChange={(unite) => set({ unite })}
          error={errors.unite}
        />
        <div data-field="prix_unitaire">
          <TextField
            label={t.price}
            inputMode="decimal"
            value={price}
            onChange={setPrice}
            isDisabled={isPriceLocked}
            {...(isPriceLocked ? { description: t.priceLocked } : {})}
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
            isDisabled={isPriceLocked}
            {...(isPriceLocked ? { description: t.priceLocked } : {})}
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
      <div data-field="cctpRef">
        <TextField
          label={t.cctpRef}
          description={t.cctpRefDescription}
          value={values.cctpRef ?? ''}
          onChange={(cctpRef) => set({ cctpRef })}
          {...invalidProps(errors.cctpRef)}
        />
      </div>
      <TextField label={t.tags} description={t.tagsDescription} value={tags} onChange={setTags} />
      <PlanLook values={values} onChange={set} />
    </DialogForm>
  );
}

const NONE = 'none';

/** How the article's measurements look on the plan and in its legend: a colour and a count symbol, both optional. */
function PlanLook({ values, onChange }: { values: ArticleDraft; onChange: (patch: Partial<ArticleDraft>) => void }) {
  const l = legendFr.article;
  return (
    <fieldset className={styles.planLook}>
      <legend className={styles.planLookLegend}>{l.hint}</legend>
      <div className={styles.formRow}>
        <Select
          label={l.color}
          items={[
            { id: NONE, label: l.colorNone },
            ...PALETTE_KEYS.map((key) => ({ id: key, label: measureFr.colors[key] })),
          ]}
          selectedKey={values.color ?? NONE}
          onSelectionChange={(key) => {
            onChange({ color: PALETTE_KEYS.find((k) => k === key) });
          }}
        />
        <Select
          label={l.symbol}
          items={[
            { id: NONE, label: l.symbolNone },
            ...COUNT_SYMBOLS.map((key) => ({ id: key, label: legendFr.symbols[key] })),
          ]}
          selectedKey={values.symbol ?? NONE}
          onSelectionChange={(key) => {
            onChange({ symbol: COUNT_SYMBOLS.find((k) => k === key) });
          }}
        />
      </div>
    </fieldset>
  );
}

/** A required choice in its field's slot, empty (« Choisissez ») until one of `items` is picked. */
function RequiredSelect<K extends string>({
  field,
  label,
  items,
  value,
  onChange,
  error,
}: {
  field: Field;
  label: string;
  items: readonly { readonly id: K; readonly label: string }[];
  value: K | '';
  onChange: (value: K | '') => void;
  error: string | undefined;
}) {
  return (
    <div data-field={field}>
      <Select
        label={label}
        isRequired
        placeholder={t.placeholderSelect}
        items={items}
        selectedKey={value || null}
        // The keys are the ids of `items`.
        onSelectionChange={(key) => onChange(key === null ? '' : (String(key) as K))}
        {...invalidProps(error)}
      />
    </div>
  );
}
