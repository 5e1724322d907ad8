import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export type Column<T> = {
  /** The header's text; for a column of buttons, a screen-reader-only name. */
  header: ReactNode;
  /** Width, padding and when the column shows, for its header and its cells alike. */
  className?: string;
  /** Classes of the cells only (weight, alignment). */
  cellClassName?: string;
  cell: (row: T) => ReactNode;
  /** Only drawn (a bar): its cells are hidden from screen readers. */
  decorative?: boolean;
};

const variants = {
  // A back-office list: its own card, fixed columns, roomy rows.
  list: {
    table: 'w-full table-fixed text-left text-sm',
    head: 'border-b border-navy-600 text-ink-muted',
    header: 'py-3 font-semibold',
    row: 'border-b border-navy-700 last:border-0',
    cell: 'py-3',
  },
  // A small table inside a card of its own: tight rows, the first column names each row.
  compact: {
    table: 'w-full text-sm',
    head: 'text-left text-ink-muted',
    header: 'py-1 font-semibold',
    row: 'border-t border-navy-700',
    cell: 'py-1.5',
  },
};

type DataTableProps<T> = {
  /** What the table holds, for screen readers (the caption is not shown). */
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  variant?: keyof typeof variants;
};

/**
 * The back-office's tables. On a phone, columns hide (`hidden md:table-cell`) and what they held
 * moves under the first column's text, so nothing scrolls sideways.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, variant = 'list' }: DataTableProps<T>) {
  const style = variants[variant];
  const table = (
    <table className={style.table}>
      <caption className="sr-only">{caption}</caption>
      <thead className={style.head}>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={cn(style.header, column.className)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={style.row}>
            {columns.map((column, index) =>
              variant === 'compact' && index === 0 ? (
                <th key={index} scope="row" className={cn(style.cell, 'text-left font-normal text-ink', column.className, column.cellClassName)}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={index} aria-hidden={column.decorative ? 'true' : undefined} className={cn(style.cell, column.className, column.cellClassName)}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return variant === 'list' ? <Card className="p-0">{table}</Card> : table;
}

/** The link a row leads with (a person's name, a route's title) to its own page. */
export function RowLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <Link to={to} className={cn('font-semibold break-words text-amber-200 underline-offset-4 hover:underline', className)}>
      {children}
    </Link>
  );
}
