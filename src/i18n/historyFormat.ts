/**
 * A history entry’s lines in French: « Longueur «\u00a0Mur 3\u00a0»\u00a0: 4,60 ml → 5,10 ml ». The domain says
 * what changed (src/domain/takeoff/history.ts); this says it in words, with the workspace’s number formats.
 */
import type { HistoryLine, HistorySubject, HistoryValue } from '../domain/takeoff/history';
import { interpolate, pluralForm } from './format';
import { historyFr } from './history.fr';
import { formatLocalisation } from './localisation.fr';
import { measureFr } from './measure.fr';
import { formatNumber, formatQuantity, formatScale, NO_BREAK_SPACE } from './numbers';

const lines = historyFr.lines;

export function formatHistoryValue(value: HistoryValue): string {
  switch (value.kind) {
    case 'quantity':
      return formatQuantity(value.value, value.unit);
    case 'noQuantity':
      return historyFr.values.noQuantity;
    case 'scale':
      return formatScale(value.scale);
    case 'uncalibrated':
      return historyFr.values.uncalibrated;
    case 'text':
      return value.text === '' ? historyFr.values.emptyText : value.text;
    case 'count':
      return formatNumber(value.count, 0);
    case 'variable': {
      const number = formatNumber(value.value, Number.isInteger(value.value) ? 0 : 2);
      return value.unit === '' ? number : `${number}${NO_BREAK_SPACE}${value.unit}`;
    }
    case 'colour':
      return measureFr.colors[value.colour];
    case 'metres':
      return formatQuantity(value.value, 'm');
    case 'localisation':
      return formatLocalisation(value.localisation);
  }
}

const labelOf = (label: string) => (label.trim() === '' ? historyFr.history.unnamed : label);

function subjectWords(subject: HistorySubject): Record<string, string> {
  switch (subject.table) {
    case 'measurements':
      return {
        kind: measureFr.kinds[subject.measurementKind],
        label: labelOf(subject.label),
        name: labelOf(subject.label),
      };
    case 'files':
      return {
        name: subject.name,
        pages: interpolate(pluralForm({ one: lines.pagesOne, other: lines.pagesOther }, subject.pageCount), {
          count: subject.pageCount,
        }),
      };
    default:
      return { name: subject.name };
  }
}

/** One line of an entry, in French. */
export function formatHistoryLine(line: HistoryLine): string {
  const words = subjectWords(line.subject);
  const table = line.subject.table;
  if (line.kind === 'moved') return interpolate(lines.measurementMoved, words);
  if (line.kind === 'created' || line.kind === 'deleted') {
    const created = line.kind === 'created';
    const value = line.value ? formatHistoryValue(line.value) : '';
    switch (table) {
      case 'measurements':
        return interpolate(
          created
            ? value
              ? lines.measurementCreatedValue
              : lines.measurementCreated
            : value
              ? lines.measurementDeletedValue
              : lines.measurementDeleted,
          { ...words, value },
        );
      case 'sheets':
        return interpolate(created ? lines.sheetCreated : lines.sheetDeleted, words);
      case 'files':
        return interpolate(created ? lines.fileCreated : lines.fileDeleted, words);
      case 'variables':
        return interpolate(created ? lines.variableCreated : lines.variableDeleted, { ...words, value });
      case 'projects':
        return interpolate(created ? lines.projectCreated : lines.projectDeleted, words);
    }
  }
  const before = formatHistoryValue(line.before);
  const after = formatHistoryValue(line.after);
  const values = { ...words, before, after };
  switch (table) {
    case 'measurements':
      return line.field === 'quantity'
        ? interpolate(lines.measurementQuantity, values)
        : interpolate(lines.measurementChanged, {
            ...values,
            field: historyFr.fields[line.field],
          });
    case 'sheets':
      if (line.field === 'name') return interpolate(lines.sheetRenamed, values);
      return interpolate(line.field === 'scale' ? lines.sheetScale : lines.sheetRegions, values);
    case 'variables':
      return interpolate(line.field === 'name' ? lines.variableRenamed : lines.variableChanged, values);
    case 'projects':
      return interpolate(line.field === 'name' ? lines.projectRenamed : lines.projectDetails, values);
    case 'files':
      return interpolate(lines.fileCreated, words);
  }
}
