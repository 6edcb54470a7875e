/**
 * A project's quantities page: its title and « Exporter… », the libraries it declares (ticked boxes), its variables
 * and the quantities panel beside them, what the selected article's measurements are (with a way to each plan), and
 * the measurements that feed no article. Pure: the panels come in as slots, every change goes out as a callback.
 */
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Checkbox } from '../../../components/Checkbox';
import { RadioGroup } from '../../../components/RadioGroup';
import { Icon } from '../../../components/Icon/workspace';
import { Link } from '../../../components/Link';
import { Select } from '../../../components/Select';
import { Heading } from '../../../components/Typography';
import { PageHeader } from '../../../patterns/PageLayout';
import { interpolate, pluralForm } from '../../../i18n/format';
import { libraryFr } from '../../../i18n/library.fr';
import { localisationFr } from '../../../i18n/localisation.fr';
import { comparisonFr } from '../../../i18n/comparison.fr';
import type { IndiceFilter } from '../Comparison/types';
import * as styles from './QuantitiesPage.css';

const t = libraryFr.quantitiesPage;

/** « aucun article », « 1 article », « 172 articles ». */
export function articleCount(count: number): string {
  return count === 0
    ? libraryFr.libraries.noArticle
    : interpolate(pluralForm(libraryFr.libraries.articleCount, count), { count });
}

export interface UsedLibrary {
  readonly id: string;
  readonly name: string;
  readonly articleCount: number;
  readonly isUsed: boolean;
}

export interface MeasurementEntry {
  readonly id: string;
  /** « une longueur sur A01 – Rez-de-chaussée ». */
  readonly label: string;
  /** The plan that shows it. */
  readonly href: string;
}

/** A plan holding some of the chosen article's measurements. */
export interface HighlightedSheet {
  readonly id: string;
  /** « A01 – Rez-de-chaussée, indice B ». */
  readonly label: string;
  readonly count: number;
  /** The plan with those measurements selected and the view fitted to them. */
  readonly href: string;
}

export interface QuantitiesPageProps {
  readonly projectName: string;
  readonly projectHref: string;
  readonly librariesHref: string;
  readonly libraries: readonly UsedLibrary[];
  readonly onUseLibrary: (libraryId: string, isUsed: boolean) => void;
  /** @default true */
  readonly canEdit?: boolean;
  /** Opens the export dialog; absent while there is nothing to export. */
  readonly onExport?: () => void;
  /** The project's variables (VariablesPanel). */
  readonly variables: ReactNode;
  /** The quantities tree-grid (QuantitiesPanel). */
  readonly panel: ReactNode;
  /** The measurements of the article chosen in the panel; null when none is. */
  readonly highlighted: {
    readonly article: string;
    readonly measurements: readonly MeasurementEntry[];
    /** The plans that hold them, in the project's order. */
    readonly sheets?: readonly HighlightedSheet[];
  } | null;
  readonly unlinked: readonly MeasurementEntry[];
  /** Opens a measurement's articles beside the lists (« Relier »), without going to its plan. */
  readonly onSelectMeasurement?: (measurementId: string) => void;
  readonly selectedMeasurementId?: string | null;
  /** The selected measurement's articles (MeasurementArticles). */
  readonly measurementEditor?: ReactNode;
  /** The plans' revisions (indices), to count only the plans of one; no filter when the plans have none. */
  readonly revisions?: readonly string[];
  readonly revision?: string | null;
  readonly onRevisionChange?: (revision: string | null) => void;
  // --- Issue 24 -----------------------------------------------------------------------------------------------
  /**
   * Which view of the quantities: the priced tree (`panel`), lot → article → localisation, or localisation → lot →
   * article (« Métré par local »), the last two given in `localisationView`. @default 'priced'
   */
  readonly view?: QuantitiesView;
  readonly onViewChange?: (view: QuantitiesView) => void;
  /** The localisation view chosen (LocalisationQuantities). */
  readonly localisationView?: ReactNode;
  /**
   * Measurements whose formula gives another unit than their article's (not counted): listed as errors, each with
   * a way to its plan and « Relier » to fix its formula here. @default []
   */
  readonly unitErrors?: readonly MeasurementEntry[];
  /**
   * The PSE blocks (PseQuantities), shown after the base in the priced view, as the DPGF places them; the
   * localisation views sum the base only. @default undefined (none)
   */
  readonly pse?: ReactNode;
  // --- Issue 27 -----------------------------------------------------------------------------------------------
  /**
   * Which indices the quantities are read on: the plans' current indices, their previous ones, or the deltas between
   * them (`deltasView`, the comparison's DeltasView). Shown only with `onIndiceFilterChange`. @default 'current'
   */
  readonly indiceFilter?: IndiceFilter;
  readonly onIndiceFilterChange?: (filter: IndiceFilter) => void;
  /** The deltas between the previous and current indices (DeltasView), shown when « Écarts » is chosen. */
  readonly deltasView?: ReactNode;
}

export type QuantitiesView = 'priced' | 'byLot' | 'byLocalisation';
const VIEWS: readonly QuantitiesView[] = ['priced', 'byLot', 'byLocalisation'];

const ALL_REVISIONS = '*';

const INDICE_FILTERS: readonly IndiceFilter[] = ['current', 'previous', 'deltas'];

function EntryList({
  entries,
  selectedId,
  onSelect,
}: {
  entries: readonly MeasurementEntry[];
  selectedId: string | null;
  onSelect?: ((id: string) => void) | undefined;
}) {
  return (
    <ul className={styles.list}>
      {entries.map((m) => (
        <li key={m.id} className={styles.entry}>
          <Link href={m.href}>{m.label}</Link>
          {onSelect && (
            <Button
              variant={m.id === selectedId ? 'primary' : 'ghost'}
              size="sm"
              onPress={() => onSelect(m.id)}
              aria-label={interpolate(t.select, { measurement: m.label })}
              aria-pressed={m.id === selectedId}
            >
              {t.selectShort}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

export function QuantitiesPage({
  projectName,
  projectHref,
  librariesHref,
  libraries,
  onUseLibrary,
  canEdit = true,
  onExport,
  variables,
  panel,
  highlighted,
  unlinked,
  onSelectMeasurement,
  selectedMeasurementId = null,
  measurementEditor,
  revisions = [],
  revision = null,
  onRevisionChange,
  view = 'priced',
  onViewChange,
  localisationView,
  unitErrors = [],
  pse,
  indiceFilter = 'current',
  onIndiceFilterChange,
  deltasView,
}: QuantitiesPageProps) {
  const showsDeltas = onIndiceFilterChange !== undefined && indiceFilter === 'deltas' && deltasView !== undefined;
  return (
    <div className={styles.page}>
      <PageHeader
        title={t.title}
        lead={<Link href={projectHref}>{interpolate(t.backToProject, { project: projectName })}</Link>}
        actions={
          <div role="group" aria-label={t.actions} className={styles.actions}>
            {onExport && (
              <Button variant="primary" onPress={onExport}>
                <Icon name="download" size="sm" />
                {t.export}
              </Button>
            )}
            <ButtonLink variant="secondary" href={librariesHref}>
              {t.librariesLink}
            </ButtonLink>
          </div>
        }
      />

      <Section id="quantities-libraries" title={t.librariesTitle}>
        {libraries.length === 0 ? (
          <p className={styles.muted}>{t.librariesNone}</p>
        ) : (
          <>
            <p className={styles.muted}>{t.librariesIntro}</p>
            <div className={styles.actions}>
              {libraries.map((library) => (
                <Checkbox
                  key={library.id}
                  isSelected={library.isUsed}
                  isDisabled={!canEdit}
                  onChange={(isUsed) => onUseLibrary(library.id, isUsed)}
                  aria-label={interpolate(t.uses, { name: library.name })}
                  description={articleCount(library.articleCount)}
                >
                  {library.name}
                </Checkbox>
              ))}
            </div>
          </>
        )}
      </Section>

      <div className={styles.columns}>
        {/* The variables panel is its own region, with its heading (« Variables du projet »). */}
        <div className={styles.section}>{variables}</div>
        <Section id="quantities-unlinked" title={t.unlinkedTitle}>
          {unlinked.length === 0 ? (
            <p className={styles.muted}>{t.unlinkedNone}</p>
          ) : (
            <EntryList entries={unlinked} selectedId={selectedMeasurementId} onSelect={onSelectMeasurement} />
          )}
          {measurementEditor}
        </Section>
      </div>

      {unitErrors.length > 0 && (
        // Issue 24: a unit error is an error, not a note; each one reachable from here.
        <section aria-labelledby="quantities-unit-errors" className={`${styles.section} ${styles.errors}`}>
          <Heading level={2} size="xl" id="quantities-unit-errors">
            {libraryFr.quantities.unitErrorsList}
          </Heading>
          <p className={styles.errorText}>
            {interpolate(pluralForm(libraryFr.quantities.unitErrors, unitErrors.length), { count: unitErrors.length })}
          </p>
          <EntryList entries={unitErrors} selectedId={selectedMeasurementId} onSelect={onSelectMeasurement} />
        </section>
      )}

      <Section id="quantities-panel" title={libraryFr.quantities.tableLabel}>
        {onViewChange && (
          <RadioGroup
            label={localisationFr.quantities.views}
            orientation="horizontal"
            value={view}
            onChange={(value) => onViewChange(VIEWS.find((v) => v === value) ?? 'priced')}
            items={[
              { value: 'priced', label: localisationFr.quantities.priced },
              { value: 'byLot', label: localisationFr.quantities.byLot },
              { value: 'byLocalisation', label: localisationFr.quantities.byLocalisation },
            ]}
          />
        )}
        {onIndiceFilterChange && (
          <RadioGroup
            label={comparisonFr.quantitiesFilter.label}
            orientation="horizontal"
            value={indiceFilter}
            onChange={(value) => onIndiceFilterChange(INDICE_FILTERS.find((f) => f === value) ?? 'current')}
            items={INDICE_FILTERS.map((f) => ({ value: f, label: comparisonFr.quantitiesFilter[f] }))}
          />
        )}
        {revisions.length > 0 && onRevisionChange && (
          <div className={styles.actions}>
            <Select
              label={t.filterRevision}
              items={[
                { id: ALL_REVISIONS, label: t.allRevisions },
                ...revisions.map((r) => ({ id: r, label: interpolate(t.revisionOption, { revision: r }) })),
              ]}
              selectedKey={revision ?? ALL_REVISIONS}
              onSelectionChange={(key) => onRevisionChange(key === ALL_REVISIONS || key === null ? null : String(key))}
            />
          </div>
        )}
        {showsDeltas ? (
          deltasView
        ) : view === 'priced' || !localisationView ? (
          <>
            {panel}
            {pse}
          </>
        ) : (
          localisationView
        )}
        {/* Always there, so that choosing an article is announced (a live region added with its text is not). */}
        <p role="status" className={styles.muted}>
          {highlighted === null
            ? ''
            : highlighted.measurements.length === 0
              ? interpolate(t.highlightedNone, { article: highlighted.article })
              : interpolate(pluralForm(t.highlighted, highlighted.measurements.length), {
                  count: highlighted.measurements.length,
                  article: highlighted.article,
                })}
        </p>
        {highlighted && highlighted.measurements.length > 0 && (
          <div className={styles.columns}>
            {highlighted.sheets && highlighted.sheets.length > 0 && (
              <Section id="quantities-highlighted-sheets" level={3} title={t.highlightedSheets}>
                <ul className={styles.list}>
                  {highlighted.sheets.map((sheet) => (
                    <li key={sheet.id} className={styles.entry}>
                      <span>
                        {interpolate(pluralForm(t.sheetCount, sheet.count), { sheet: sheet.label, count: sheet.count })}
                      </span>
                      <ButtonLink
                        variant="secondary"
                        size="sm"
                        href={sheet.href}
                        aria-label={interpolate(pluralForm(t.showOnSheetLabel, sheet.count), {
                          count: sheet.count,
                          sheet: sheet.label,
                        })}
                      >
                        {t.showOnSheet}
                      </ButtonLink>
                    </li>
                  ))}
                </ul>
              </Section>
            )}
            <Section id="quantities-highlighted-measurements" level={3} title={t.measurementsTitle}>
              <EntryList
                entries={highlighted.measurements}
                selectedId={selectedMeasurementId}
                onSelect={onSelectMeasurement}
              />
            </Section>
          </div>
        )}
      </Section>
    </div>
  );
}

/** A part of the page named by its heading: level 2 for the page's parts, 3 inside the chosen article's. */
function Section({
  id,
  level = 2,
  title,
  children,
}: {
  id: string;
  level?: 2 | 3;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <Heading level={level} size={level === 2 ? 'xl' : 'lg'} id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
