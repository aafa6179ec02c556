import { HTMLTable } from '@blueprintjs/core';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (item: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** the column's class, on its header and its cells (a column of figures) */
  className?: string;
}

/** A row's own attributes: its test id, data-* the tests read. */
export type RowProps = HTMLAttributes<HTMLTableRowElement> & {
  [data: `data-${string}`]: string | number | boolean;
};

/**
 * The compact striped table of every list, report and log: a header per column, a row per item. `empty` is a line
 * across every column while there are no rows (a card's own "none").
 */
export function DataTable<T>(props: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  rowProps?: (row: T) => RowProps;
  className?: string;
  testId?: string;
  style?: CSSProperties;
  interactive?: boolean;
  empty?: ReactNode;
}) {
  const { columns, rows } = props;
  return (
    <HTMLTable
      className={props.className}
      style={props.style}
      data-testid={props.testId}
      interactive={props.interactive}
      striped
      compact
    >
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} className={c.className} style={{ width: c.width, textAlign: c.align }}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={props.rowKey(row)} {...props.rowProps?.(row)}>
            {columns.map((c) => (
              <td key={c.key} className={c.className} style={{ textAlign: c.align }}>
                {c.render(row)}
              </td>
            ))}
          </tr>
        ))}
        {props.empty && rows.length === 0 && (
          <tr>
            <td colSpan={columns.length}>{props.empty}</td>
          </tr>
        )}
      </tbody>
    </HTMLTable>
  );
}
