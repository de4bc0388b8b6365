import { isValidElement, type ReactNode } from 'react';
import { ScrollRegion } from './ScrollRegion.tsx';

/** A column's heading, or a heading with its cell class (a number column aligned to the end…). */
export type Column = ReactNode | { label: ReactNode; className: string };

const isStyled = (column: Column): column is { label: ReactNode; className: string } =>
  typeof column === 'object' && column !== null && !isValidElement(column) && 'label' in column;

/**
 * A console list as a table: its own scrolling region (named `label`), a caption for screen readers
 * (`caption`, the label unless told), one heading a column, and the rows.
 */
export function ConsoleTable({
  label,
  caption = label,
  className = 'table table-sm',
  columns,
  children,
}: {
  label: string;
  caption?: ReactNode;
  className?: string;
  columns: Column[];
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={label}>
      <table className={className}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) =>
              isStyled(column) ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table
                <th key={i} scope="col" className={column.className}>
                  {column.label}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table
                <th key={i} scope="col">
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** The heading of an actions column: read out, not shown. */
export const ACTIONS: Column = <span className="visually-hidden">Actions</span>;
