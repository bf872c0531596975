"use client";

import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type VisibilityState } from "@tanstack/react-table";
import clsx from "clsx";
import { useMemo, type ReactNode } from "react";
import { Pagination } from "@/components/ui/pagination";
import { ColumnChooser, useRememberedHiddenColumns } from "./data-table-column-chooser";

export type SortOrder = "asc" | "desc";
/** The server-side sort: the key the caller sends to its endpoint, and the direction. */
export type DataTableSort = { key: string; order: SortOrder };

export type DataTableColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server sort key; the header becomes a sort button when set. */
  sortKey?: string;
  /** The direction a first click sorts in (default asc). */
  firstSortOrder?: SortOrder;
  /** False keeps the column out of the column chooser (always shown). Default true. */
  canHide?: boolean;
  /** Hidden until the user shows it. */
  isHiddenByDefault?: boolean;
  className?: string;
  /** Classes for the header cell (e.g. text-right over a numeric column). */
  headerClassName?: string;
  /** Rendered in the header cell instead of the header text (a select-all checkbox); `header` still names the column. */
  headerContent?: ReactNode;
};

/**
 * A per-row action. The actions column is rendered only when at least one action is configured, and
 * an action shows only on rows where `isVisible` says so: a screen never shows a button that does nothing.
 */
export type DataTableRowAction<T> = {
  id: string;
  label: string | ((row: T) => string);
  onSelect: (row: T) => void;
  isVisible?: (row: T) => boolean;
  tone?: "default" | "danger";
};

/**
 * Server paging: the current page, the page count and the page change, all three; `totalRecords` is the
 * "N total" count (none shown when undefined).
 */
type ServerPaging = { page: number; totalPages: number; onPageChange: (page: number) => void; totalRecords?: number };
/**
 * No paging props: the table is one page of all its rows (the pager shows page 1 of 1). The "N total"
 * count is `rows.length` unless `totalRecords` is given; null shows no count.
 */
type OnePage = { page?: never; totalPages?: never; onPageChange?: never; totalRecords?: number | null };

export type DataTableProps<T> = (ServerPaging | OnePage) & {
  /** Names the table for screen readers and keys its remembered column choice. */
  tableId: string;
  label: string;
  columns: DataTableColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string | number;
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  rowActions?: DataTableRowAction<T>[];
  isLoading?: boolean;
  /** The empty state, in the spec's words ('No Reults found!', 'No Requests found!'). */
  emptyMessage: string;
  /** Search boxes and filters, shown left of the column chooser. */
  toolbar?: ReactNode;
  /** Expandable rows: the details shown in a full-width row under each expanded row. */
  isRowExpanded?: (row: T) => boolean;
  renderExpanded?: (row: T) => ReactNode;
  /** Extra classes per row (a selected row's highlight). */
  rowClassName?: (row: T) => string | undefined;
};

const ACTIONS = "__actions";
const ONE_PAGE = { page: 1, totalPages: 1, onPageChange: () => undefined };

function SortButton({ header, active, order, onClick }: { header: string; active: boolean; order: SortOrder; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="inline-flex items-center gap-1 font-semibold hover:text-slate-900">
      {header}
      <span aria-hidden="true" className={clsx("text-[10px]", active ? "text-brand" : "text-slate-300")}>
        {active && order === "desc" ? "▼" : "▲"}
      </span>
    </button>
  );
}

/**
 * The back-office list (issue 11): server paging with the spec's Prev/Next/page selector (or, without
 * paging props, one page of all its rows), server sorting (the caller fetches with the sort key),
 * column choice remembered per table, row actions, a loading state and the spec's empty state. Built on @tanstack/react-table in manual mode: the
 * server pages and sorts, the table renders.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { tableId, label, columns, rows, getRowId, sort, onSortChange, rowActions = [], isLoading = false, emptyMessage, toolbar, isRowExpanded, renderExpanded, rowClassName } = props;
  const defaultHidden = useMemo(() => columns.filter((c) => c.isHiddenByDefault).map((c) => c.id), [columns]);
  const [hidden, setHidden] = useRememberedHiddenColumns(tableId, defaultHidden);
  const hasActions = rowActions.length > 0;
  const isOnePage = props.page === undefined;
  const { page, totalPages, onPageChange } = isOnePage ? ONE_PAGE : props;
  const totalRecords = isOnePage ? (props.totalRecords === null ? undefined : (props.totalRecords ?? rows.length)) : props.totalRecords;

  const columnDefs = useMemo<ColumnDef<T>[]>(() => {
    const defs: ColumnDef<T>[] = columns.map((c) => ({ id: c.id, header: c.header, cell: ({ row }) => c.cell(row.original), enableHiding: c.canHide !== false }));
    if (hasActions) defs.push({ id: ACTIONS, header: "Actions", enableHiding: false });
    return defs;
  }, [columns, hasActions]);

  const columnVisibility: VisibilityState = Object.fromEntries(columns.map((c) => [c.id, c.canHide === false || !hidden.includes(c.id)]));
  // The table object is read during render only (never memoized or passed down), so the compiler skipping this component is harmless.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(getRowId(row)),
    manualPagination: true,
    manualSorting: true,
    pageCount: totalPages,
    state: { columnVisibility },
  });
  const byId = new Map(columns.map((c) => [c.id, c]));
  const visibleCount = table.getVisibleLeafColumns().length;

  const onHeaderSort = (column: DataTableColumn<T>) => {
    if (!column.sortKey || !onSortChange) return;
    const isActive = sort?.key === column.sortKey;
    const order: SortOrder = isActive ? (sort.order === "asc" ? "desc" : "asc") : (column.firstSortOrder ?? "asc");
    onSortChange({ key: column.sortKey, order });
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-end gap-2">{toolbar}</div>
        <div className="flex items-center gap-3 text-sm text-slate-600">
          {totalRecords !== undefined ? <span aria-live="polite">{totalRecords.toLocaleString("en-IN")} total</span> : null}
          <ColumnChooser columns={columns.map((c) => ({ id: c.id, header: c.header, canHide: c.canHide !== false }))} hidden={hidden} onChange={setHidden} />
        </div>
      </div>
      <div className="relative overflow-x-auto rounded-md border border-slate-200 bg-white">
        <table aria-label={label} aria-busy={isLoading || undefined} className={clsx("w-full border-collapse text-left text-sm", isLoading && rows.length > 0 && "opacity-60")}>
          <thead className="bg-slate-50 text-xs text-slate-600">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id);
                  const isSorted = column?.sortKey !== undefined && sort?.key === column.sortKey;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={isSorted ? (sort!.order === "asc" ? "ascending" : "descending") : undefined}
                      className={clsx("whitespace-nowrap border-b border-slate-200 px-2 py-2 font-semibold", header.column.id === ACTIONS && "text-right", column?.headerClassName)}
                    >
                      {column?.headerContent !== undefined ? (
                        column.headerContent
                      ) : column?.sortKey && onSortChange ? (
                        <SortButton header={column.header} active={isSorted} order={sort?.order ?? "asc"} onClick={() => onHeaderSort(column)} />
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={visibleCount} className="px-2 py-8 text-center text-slate-500">
                  {isLoading ? <span role="status">Loading…</span> : <span role="status">{emptyMessage}</span>}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.flatMap((row) => [
                <tr key={row.id} className={clsx("border-b border-slate-100 last:border-0 odd:bg-white even:bg-slate-50/60 hover:bg-brand/5", rowClassName?.(row.original))}>
                  {row.getVisibleCells().map((cell) =>
                    cell.column.id === ACTIONS ? (
                      <td key={cell.id} className="whitespace-nowrap px-2 py-1.5 text-right">
                        <RowActions row={row.original} actions={rowActions} />
                      </td>
                    ) : (
                      <td key={cell.id} className={clsx("px-2 py-1.5 align-top", byId.get(cell.column.id)?.className)}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ),
                  )}
                </tr>,
                renderExpanded && isRowExpanded?.(row.original) ? (
                  <tr key={`${row.id}-details`} className="border-b border-slate-200 bg-slate-50">
                    <td colSpan={visibleCount} className="px-2 py-2">
                      {renderExpanded(row.original)}
                    </td>
                  </tr>
                ) : null,
              ])
            )}
          </tbody>
        </table>
      </div>
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
    </div>
  );
}

function RowActions<T>({ row, actions }: { row: T; actions: DataTableRowAction<T>[] }) {
  const visible = actions.filter((a) => a.isVisible?.(row) ?? true);
  return (
    <span className="inline-flex gap-2">
      {visible.map((a) => (
        <button
          key={a.id}
          type="button"
          onClick={() => a.onSelect(row)}
          className={clsx("rounded px-2 py-0.5 text-xs font-medium hover:underline", a.tone === "danger" ? "text-red-700" : "text-brand")}
        >
          {typeof a.label === "function" ? a.label(row) : a.label}
        </button>
      ))}
    </span>
  );
}
