import type { ReactNode } from 'react';
import { headCell, numeric } from './Table.css';

export interface TableColumn {
  readonly label: ReactNode;
  /** Figures: the header aligns on the end, like the column's cells. @default false */
  readonly isNumeric?: boolean;
}

/** A data table's header row: one column header a column, figures' headers aligned on the end. */
export function TableHead({ columns }: { readonly columns: readonly TableColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={column.isNumeric ? `${headCell} ${numeric}` : headCell}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
