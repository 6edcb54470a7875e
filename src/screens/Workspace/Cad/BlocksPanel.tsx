import { useId, useMemo, useState } from 'react';
import {
  GridList,
  GridListItem,
  ListLayout,
  Virtualizer,
  type ListLayoutOptions,
  type Selection,
} from 'react-aria-components';
import { Button } from '../../../components/Button';
import { SearchField } from '../../../components/SearchField';
import { Select } from '../../../components/Select';
import type { HeadingLevel } from '../../../components/Typography';
import type { CadBlockSummary } from '../../../domain/cad/types';
import type { OutlineArticle } from '../../../domain/library/outline';
import { cadPanelsFr } from '../../../i18n/cadPanels.fr';
import {
  blockLayersText,
  blockReferencesText,
  blocksSummary,
  nestedText,
  rawNamesText,
} from '../../../i18n/cadPanelsMessages';
import { interpolate, pluralForm } from '../../../i18n/format';
import { formatNumber, formatQuantity } from '../../../i18n/numbers';
import { lightTokens } from '../../../theme/tokens.gen';
import { ArticleChoice } from './ArticleChoice';
import { referenceCount, visibleBlocks, type BlockSort } from './blocks';
import * as styles from './Cad.css';

const t = cadPanelsFr.blocks;

const px = (token: string) => Number.parseInt(token, 10);

/** Fixed-height rows (Cad.css ROW_HEIGHT): the layout places 300 of them without measuring any. */
const LAYOUT: ListLayoutOptions = { rowHeight: px(lightTokens.size.control.lg) + px(lightTokens.space.md) };

const SORTS = [
  { id: 'name', label: t.sortName },
  { id: 'count', label: t.sortCount },
] as const satisfies readonly { id: BlockSort; label: string }[];

/** A count already made from a block on this sheet. */
export interface BlockCount {
  readonly measurementId: string;
  /** Its points (« Déjà compté : 12 U »). */
  readonly count: number;
}

export interface BlocksPanelProps {
  /** The sheet's blocks (CadSheetModel.blocks), by effective name. */
  readonly blocks: readonly CadBlockSummary[];
  /** The block selected; the route highlights its references on the plan. */
  readonly selected: string | null;
  /** A row chosen (mouse, arrows, Espace): its name; null when the selection is cleared. */
  readonly onSelect: (name: string | null) => void;
  /** Counts already made from a block on this sheet, by block name. @default {} */
  readonly counted?: Readonly<Record<string, BlockCount>>;
  /** The project's articles a count may be linked to (active ones); none: no article chooser. */
  readonly articles: readonly OutlineArticle[];
  /** « Compter ce bloc »: a count with a point at each reference, linked to the article chosen (or none). */
  readonly onCount: (name: string, articleId: string | null) => void;
  /** « Ouvrir le comptage » of a block already counted. */
  readonly onOpenMeasurement: (measurementId: string) => void;
  /** Nothing may be changed: the blocks are listed and selected, not counted. @default false */
  readonly isReadOnly?: boolean;
  /** @default 2 */
  readonly headingLevel?: HeadingLevel;
}

function BlockRow({ block }: { block: CadBlockSummary }) {
  const nested = nestedText(block.nested);
  return (
    <>
      <span className={styles.rowMain}>
        <span className={styles.rowName}>{block.name}</span>
        <span className={styles.rowDetail}>{blockLayersText(block.layers)}</span>
      </span>
      <span className={styles.rowFigures}>
        <span className={styles.figure}>{formatNumber(referenceCount(block), 0)}</span>
        {nested && <span className={styles.figureDetail}>{nested}</span>}
      </span>
    </>
  );
}

function BlockDetail({
  block,
  counted,
  articles,
  onCount,
  onOpenMeasurement,
  isReadOnly,
  headingLevel,
}: { block: CadBlockSummary; counted: BlockCount | undefined } & Pick<
  BlocksPanelProps,
  'articles' | 'onCount' | 'onOpenMeasurement'
> & { isReadOnly: boolean; headingLevel: HeadingLevel }) {
  const titleId = useId();
  const hintId = useId();
  const [articleId, setArticleId] = useState<string | null>(null);
  const Heading = `h${Math.min(headingLevel + 1, 6)}` as 'h3';
  const total = referenceCount(block);
  // Where the references are, when some are inside other blocks: « (12 au premier niveau, 3 dans d’autres blocs) ».
  const topLevel = interpolate(pluralForm(t.topLevel, block.topLevel), { count: formatNumber(block.topLevel, 0) });
  const nested = interpolate(pluralForm(t.nestedIn, block.nested), { count: formatNumber(block.nested, 0) });
  const where = block.nested > 0 ? ` (${topLevel}, ${nested})` : '';
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <Heading id={titleId} className={`${styles.subtitle} ${styles.mono}`}>
        {block.name}
      </Heading>
      <dl className={styles.facts}>
        <dt className={styles.factTerm}>{t.referencesLabel}</dt>
        <dd className={styles.factValue}>
          {blockReferencesText(block)}
          {where}
        </dd>
      </dl>
      <p className={styles.text}>{rawNamesText(block.rawNames)}</p>
      <p className={styles.text}>{blockLayersText(block.layers)}</p>
      {counted && (
        <div className={styles.counted}>
          <p className={styles.strong}>
            {interpolate(t.alreadyCounted, { quantity: formatQuantity(counted.count, 'U') })}
          </p>
          <Button variant="secondary" size="sm" onPress={() => onOpenMeasurement(counted.measurementId)}>
            {t.openCount}
          </Button>
        </div>
      )}
      {isReadOnly ? (
        <p className={styles.hint}>{t.readOnly}</p>
      ) : (
        <>
          <ArticleChoice articles={articles} articleId={articleId} onChange={setArticleId} preferredUnits={['U']} />
          <div className={styles.actions}>
            <Button
              variant={counted ? 'secondary' : 'primary'}
              onPress={() => onCount(block.name, articleId)}
              aria-describedby={hintId}
            >
              {t.count}
            </Button>
          </div>
          <p id={hintId} className={styles.hint}>
            {counted
              ? t.countAgainHint
              : interpolate(pluralForm(t.countHint, total), { count: formatNumber(total, 0) })}
          </p>
        </>
      )}
    </section>
  );
}

/**
 * « Blocs »: every block of the CAD sheet by its effective name, with its number of references (nested ones counted,
 * as AutoCAD's COUNT does) and its layers; searched (accents ignored) and sorted by name or by number. A row selected
 * — by a click, or by the arrows, the selection following the focus — is told to the route, which lights its
 * references on the plan, and shows the block's detail: the names the file gives it (a dynamic block's copies
 * `*U12`…), its references top level and nested, « Déjà compté : 12 U » when a count exists, and « Compter ce bloc »
 * with an optional article. The list is virtualised: 300 blocks mount only the rows in view.
 */
export function BlocksPanel({
  blocks,
  selected,
  onSelect,
  counted = {},
  articles,
  onCount,
  onOpenMeasurement,
  isReadOnly = false,
  headingLevel = 2,
}: BlocksPanelProps) {
  const titleId = useId();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<BlockSort>('name');
  const shown = useMemo(() => visibleBlocks(blocks, query, sort), [blocks, query, sort]);
  const Title = `h${headingLevel}` as 'h2';
  const block = selected === null ? undefined : blocks.find((b) => b.name === selected);

  const onSelectionChange = (keys: Selection) => {
    if (keys === 'all') return;
    const [first] = keys;
    onSelect(first === undefined ? null : String(first));
  };

  return (
    <section aria-labelledby={titleId} className={styles.panel}>
      <div className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {t.title}
        </Title>
        {blocks.length > 0 && <p className={styles.caption}>{blocksSummary(blocks)}</p>}
      </div>
      {blocks.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.strong}>{t.empty}</p>
          <p className={styles.hint}>{t.emptyHint}</p>
        </div>
      ) : (
        <>
          <div className={styles.tools}>
            <SearchField
              label={t.search}
              description={t.searchDescription}
              value={query}
              onChange={setQuery}
              className={styles.grow}
            />
            <Select
              label={t.sort}
              items={SORTS}
              selectedKey={sort}
              onSelectionChange={(key) => setSort(key === 'count' ? 'count' : 'name')}
            />
          </div>
          {shown.length === 0 ? (
            <div className={styles.empty} role="status">
              <p className={styles.strong}>{interpolate(t.noMatch, { query: query.trim() })}</p>
              <p className={styles.hint}>{t.noMatchHint}</p>
            </div>
          ) : (
            <Virtualizer layout={ListLayout} layoutOptions={LAYOUT}>
              <GridList
                aria-label={t.list}
                items={shown}
                selectionMode="single"
                selectionBehavior="replace"
                // The selection follows the focus (Tab or an arrow chooses a block): space on the chosen row, the
                // key a person presses to choose, must not unchoose it.
                disallowEmptySelection
                selectedKeys={selected === null ? [] : [selected]}
                onSelectionChange={onSelectionChange}
                className={styles.list}
              >
                {(item) => (
                  <GridListItem
                    id={item.name}
                    textValue={interpolate(t.rowName, { name: item.name, references: blockReferencesText(item) })}
                    className={styles.row({ withCheckbox: false })}
                  >
                    <BlockRow block={item} />
                  </GridListItem>
                )}
              </GridList>
            </Virtualizer>
          )}
          {block ? (
            <BlockDetail
              // A new block starts without an article: the previous block's choice is not carried over by mistake.
              key={block.name}
              block={block}
              counted={counted[block.name]}
              articles={articles}
              onCount={onCount}
              onOpenMeasurement={onOpenMeasurement}
              isReadOnly={isReadOnly}
              headingLevel={headingLevel}
            />
          ) : (
            shown.length > 0 && <p className={styles.hint}>{t.selectHint}</p>
          )}
        </>
      )}
    </section>
  );
}
