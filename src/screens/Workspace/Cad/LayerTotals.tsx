import { useId, useMemo, useState, type CSSProperties } from 'react';
import { GridList, GridListItem, type Selection } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import type { HeadingLevel } from '../../../components/Typography';
import type { CadLayerGeometry, CadLayerSummary } from '../../../domain/cad/types';
import type { OutlineArticle } from '../../../domain/library/outline';
import { cadPanelsFr } from '../../../i18n/cadPanels.fr';
import { piecesText, quantitiesText, selectionText } from '../../../i18n/cadPanelsMessages';
import { interpolate, pluralForm } from '../../../i18n/format';
import { formatNumber, formatQuantity } from '../../../i18n/numbers';
import { ArticleChoice } from './ArticleChoice';
import * as styles from './Cad.css';

const t = cadPanelsFr.totals;

export type CadMeasureKind = 'length' | 'area';

/** One row: a layer's totals with what the layers panel knows of it. */
export interface LayerTotalRow {
  readonly name: string;
  /** '#rrggbb'; null for a layer the layer table does not list (a damaged file): no ink drawn. */
  readonly color: string | null;
  readonly visible: boolean;
  readonly frozen: boolean;
  readonly metres: number;
  readonly squareMetres: number;
  readonly lengths: number;
  readonly areas: number;
}

/** The rows of the layers that have a length or an area, in the model's order (by name). */
export function layerTotalRows(
  layers: readonly CadLayerSummary[],
  geometry: readonly CadLayerGeometry[],
): LayerTotalRow[] {
  const byName = new Map(layers.map((l) => [l.name, l]));
  return geometry
    .filter((g) => g.lengths.length > 0 || g.areas.length > 0)
    .map((g) => {
      const layer = byName.get(g.layer);
      return {
        name: g.layer,
        color: layer?.color ?? null,
        visible: layer?.visible ?? true,
        frozen: layer?.frozen ?? false,
        metres: g.metres,
        squareMetres: g.squareMetres,
        lengths: g.lengths.length,
        areas: g.areas.length,
      };
    });
}

/** The CSS variable's own name in `var(--name)`, to set it inline. */
const varName = (reference: string) => reference.replace(/^var\((--[^,)]+).*$/, '$1');
const SWATCH_VAR = varName(styles.swatchColor);

/** A layer's colour as the plan draws it; decorative: the name says which layer it is. */
function Swatch({ color }: { color: string | null }) {
  return (
    <span className={styles.swatch} aria-hidden="true">
      {color !== null && <span className={styles.swatchInk} style={{ [SWATCH_VAR]: color } as CSSProperties} />}
    </span>
  );
}

function states(row: LayerTotalRow): string[] {
  return [...(row.frozen ? [t.frozen] : []), ...(row.visible ? [] : [t.off])];
}

export interface LayerTotalsProps {
  /** The sheet's layers (CadSheetModel.layers): colour, off, frozen. */
  readonly layers: readonly CadLayerSummary[];
  /** Their lengths and areas (CadSheetModel.geometry). */
  readonly geometry: readonly CadLayerGeometry[];
  /** The layers checked (controlled; the route may light their pieces on the plan). */
  readonly selected: readonly string[];
  readonly onSelectionChange: (layers: readonly string[]) => void;
  /** The project's articles the measurements may be linked to; none: no article chooser. */
  readonly articles: readonly OutlineArticle[];
  /**
   * « Métrer les longueurs » / « Métrer les surfaces »: one measurement per checked layer that has some, linked to the
   * article chosen (or none), in one journal step.
   */
  readonly onMeasure: (layers: readonly string[], kind: CadMeasureKind, articleId: string | null) => void;
  /** @default false */
  readonly isReadOnly?: boolean;
  /** @default 2 */
  readonly headingLevel?: HeadingLevel;
}

/**
 * « Totaux par calque »: each layer of the CAD sheet that has lines or closed outlines, with its colour, its total
 * length and area, how many pieces make them, and « gelé » / « éteint » when it is. Layers are checked (Espace, or a
 * click) to add them up (« Sélection : 3 calques, 124,50 m »), then measured in one action, as lengths or as areas,
 * with an optional article.
 */
export function LayerTotals({
  layers,
  geometry,
  selected,
  onSelectionChange,
  articles,
  onMeasure,
  isReadOnly = false,
  headingLevel = 2,
}: LayerTotalsProps) {
  const titleId = useId();
  const hintId = useId();
  const [articleId, setArticleId] = useState<string | null>(null);
  const rows = useMemo(() => layerTotalRows(layers, geometry), [layers, geometry]);
  const Title = `h${headingLevel}` as 'h2';
  const chosen = new Set(selected);
  const picked = rows.filter((r) => chosen.has(r.name));
  const withLength = picked.filter((r) => r.lengths > 0).map((r) => r.name);
  const withArea = picked.filter((r) => r.areas > 0).map((r) => r.name);
  const without = layers.length - rows.length;

  const onChange = (keys: Selection) => {
    const names = keys === 'all' ? rows.map((r) => r.name) : new Set([...keys].map(String));
    // In the list's order, whatever order they were checked in.
    onSelectionChange(rows.map((r) => r.name).filter((n) => (Array.isArray(names) ? names.includes(n) : names.has(n))));
  };

  return (
    <section aria-labelledby={titleId} className={styles.panel}>
      <div className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {t.title}
        </Title>
        {rows.length > 0 && <p className={styles.caption}>{t.intro}</p>}
      </div>
      {rows.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.strong}>{t.empty}</p>
          <p className={styles.hint}>{t.emptyHint}</p>
        </div>
      ) : (
        <>
          <GridList
            aria-label={t.list}
            items={rows}
            selectionMode="multiple"
            selectionBehavior="toggle"
            selectedKeys={selected}
            onSelectionChange={onChange}
            className={styles.list}
          >
            {(row) => {
              const tags = states(row);
              const details = [quantitiesText(row), piecesText(row.lengths, row.areas), ...tags].join(', ');
              return (
                <GridListItem
                  id={row.name}
                  textValue={interpolate(t.rowName, { name: row.name, details })}
                  className={styles.row({ withCheckbox: true })}
                >
                  <Checkbox slot="selection">{null}</Checkbox>
                  <Swatch color={row.color} />
                  <span className={styles.rowMain}>
                    <span className={styles.rowName}>
                      {row.name}
                      {tags.map((tag) => (
                        <span key={tag} className={styles.tag}>
                          {tag}
                        </span>
                      ))}
                    </span>
                    <span className={styles.rowDetail}>{piecesText(row.lengths, row.areas)}</span>
                  </span>
                  <span className={styles.rowFigures}>
                    {row.lengths > 0 && <span className={styles.figure}>{formatQuantity(row.metres, 'm')}</span>}
                    {row.areas > 0 && (
                      <span className={row.lengths > 0 ? styles.figureDetail : styles.figure}>
                        {formatQuantity(row.squareMetres, 'm²')}
                      </span>
                    )}
                  </span>
                </GridListItem>
              );
            }}
          </GridList>
          <div className={styles.actions}>
            <Button
              variant="ghost"
              size="sm"
              onPress={() => onSelectionChange(rows.map((r) => r.name))}
              isDisabled={picked.length === rows.length}
            >
              {t.selectAll}
            </Button>
            <Button variant="ghost" size="sm" onPress={() => onSelectionChange([])} isDisabled={picked.length === 0}>
              {t.clearSelection}
            </Button>
          </div>
          <p className={styles.selectionLine} role="status">
            {selectionText(picked)}
          </p>
          {without > 0 && (
            <p className={styles.hint}>
              {interpolate(pluralForm(t.without, without), { count: formatNumber(without, 0) })}
            </p>
          )}
          {isReadOnly ? (
            <p className={styles.hint}>{t.readOnly}</p>
          ) : (
            <div className={styles.section}>
              <ArticleChoice
                articles={articles}
                articleId={articleId}
                onChange={setArticleId}
                preferredUnits={['ml', 'm²']}
              />
              <div className={styles.actions}>
                <Button
                  variant="primary"
                  isDisabled={withLength.length === 0}
                  onPress={() => onMeasure(withLength, 'length', articleId)}
                  aria-describedby={hintId}
                >
                  {t.measureLengths}
                </Button>
                <Button
                  variant="secondary"
                  isDisabled={withArea.length === 0}
                  onPress={() => onMeasure(withArea, 'area', articleId)}
                  aria-describedby={hintId}
                >
                  {t.measureAreas}
                </Button>
              </div>
              <p id={hintId} className={styles.hint}>
                {picked.length > 0 && withLength.length === 0
                  ? t.noLength
                  : picked.length > 0 && withArea.length === 0
                    ? t.noArea
                    : t.measureHint}
              </p>
            </div>
          )}
        </>
      )}
    </section>
  );
}
