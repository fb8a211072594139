// A back-office table sorted on the server: a header of a sortable column is a button that asks for the next
// sort ('col' ascending, then '-col' descending), marked with aria-sort. Rows come already sorted and paged.
import { rowSortingFeature, tableFeatures, useTable, type ColumnDef, type SortingState } from '@tanstack/react-table'
import { useMemo, type ReactNode } from 'react'
import { m } from '../../../../messages/compiled/messages.js'
import styles from './staff-table.module.css'

export type StaffColumn<Row> = {
  id: string
  header: string
  cell: (row: Row) => ReactNode
  /** The server's sort key of this column; a column without one does not sort. */
  sort?: string
  align?: 'start' | 'end'
}

type StaffTableProps<Row extends object> = {
  caption: string
  columns: StaffColumn<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string | number
  /** The sort on screen, as the server takes it: 'created' or '-created'. */
  sort?: string
  onSort?: (sort: string) => void
  /** Said in place of the rows when there are none. */
  empty?: string
  /** A page is loading: the rows on screen are dimmed and marked busy. */
  busy?: boolean
}

const features = tableFeatures({ rowSortingFeature })

const sortingOf = (sort: string | undefined): SortingState =>
  sort ? [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }] : []

export function StaffTable<Row extends object>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  empty,
  busy,
}: StaffTableProps<Row>) {
  const definitions = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.sort ?? column.id,
        // TanStack sorts only columns with an accessor; the rows come sorted, so the value is never read.
        accessorFn: () => '',
        header: column.header,
        enableSorting: Boolean(column.sort),
        cell: (context) => column.cell(context.row.original),
      })),
    [columns],
  )
  const table = useTable({
    features,
    columns: definitions,
    data: rows,
    getRowId: (row) => String(rowKey(row)),
    manualSorting: true,
    state: { sorting: sortingOf(sort) },
  })
  const alignOf = (index: number) => (columns[index]?.align === 'end' ? styles.end : undefined)
  return (
    <div className={styles.frame}>
      <table className={styles.table} aria-busy={busy || undefined}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header, index) => {
                const direction = header.column.getIsSorted()
                const label = String(header.column.columnDef.header ?? '')
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={alignOf(index)}
                    aria-sort={direction ? (direction === 'desc' ? 'descending' : 'ascending') : undefined}
                  >
                    {header.column.getCanSort() && onSort ? (
                      <button
                        type="button"
                        className={styles.sort}
                        onClick={() => onSort(direction === 'asc' ? `-${header.column.id}` : header.column.id)}
                      >
                        {label}
                        <span aria-hidden="true" className={styles.arrow}>
                          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody className={busy ? styles.busy : undefined}>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty ?? m.staff_table_empty()}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell, index) => (
                  <td key={cell.id} className={alignOf(index)}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
